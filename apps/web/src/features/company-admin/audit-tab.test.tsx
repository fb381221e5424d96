import { API, auditWhat, listMessages, adminMessages as m } from '@sitebook/contract';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { AuditTab } from './audit-tab';

const entry = (action: string, actor: string, details: Record<string, unknown> = { ip: '10.0.0.1' }) => ({
  at: '2026-11-26T05:06:01.000Z',
  actor,
  action,
  targetKind: action.includes('.') ? (action.split('.')[0] as string) : 'user',
  targetName: actor,
  details,
});

/** A server answering the audit log with `rows`; the audit calls' URLs are kept. */
function server(rows: ReturnType<typeof entry>[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (!url.startsWith(API.adminAudit)) return jsonResponse(404, { message: 'not found' });
      calls.push(url);
      return new Response(JSON.stringify(rows), {
        status: 202,
        headers: { 'content-type': 'application/json', 'x-total-count': String(rows.length) },
      });
    }),
  );
  return calls;
}

const renderAt = (path: string) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <AuditTab />
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('Admin → Audit log', () => {
  it('shows each event and admin action in words, and a change as from → to', async () => {
    const rows = [
      entry('sign-in', 'sitelead'),
      entry('sign-in failed', 'sitelead'),
      entry('locked out', 'sitelead'),
      entry('sign-out', 'demoadmin'),
      entry('sign-out everywhere', 'demoadmin'),
      entry('password change', 'demoadmin'),
      entry('password change failed', 'demoadmin'),
      entry('password reset', 'sitelead'),
      entry('user.create', 'asha', { role: 'SiteLead' }),
      entry('site.deactivate', 'RST01', { from: 'Active', to: 'Inactive' }),
    ];
    server(rows);
    renderAt('/');
    for (const event of Object.keys(m.auditEvents)) {
      expect((await screen.findAllByText(m.auditEvents[event] as string)).length, event).toBeGreaterThan(0);
    }
    expect(screen.getAllByText('Created user asha').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Role: SiteLead').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Deactivated site RST01').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Active → Inactive').length).toBeGreaterThan(0);
    // No raw action name and no JSON on screen.
    expect(screen.queryByText('user.create')).not.toBeInTheDocument();
    expect(screen.queryByText(/[{}]/)).not.toBeInTheDocument();
    expect(auditWhat(entry('role.update', 'Buyer'))).toBe('Changed role Buyer');
  });

  it('asks the server for what the URL filters by, shows the filters as chips, and offers the export', async () => {
    const calls = server([]);
    renderAt('/?q=asha&kind=user&atFrom=2026-11-01&atTo=2026-11-26');
    expect(await screen.findByText(m.noAuditMatches)).toBeInTheDocument();
    const query = new URL(calls.at(-1) as string, 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      q: 'asha',
      kind: 'user',
      atFrom: '2026-11-01',
      atTo: '2026-11-26',
    });
    expect(screen.getByRole('searchbox', { name: listMessages.searchLabel })).toHaveValue('asha');
    expect(
      screen.getByText(listMessages.chip(m.auditFilterWhat, m.auditKinds.user as string)),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: listMessages.export })).toBeInTheDocument();
  });
});
