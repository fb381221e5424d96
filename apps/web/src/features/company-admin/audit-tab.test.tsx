import { API, adminMessages as m } from '@sitebook/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { AuditTab } from './audit-tab';

const entry = (action: string, actor: string) => ({
  at: '2026-11-26T05:06:01.000Z',
  actor,
  action,
  targetKind: 'user',
  targetName: actor,
  details: { ip: '10.0.0.1' },
});

describe('Admin → Audit log: the user audit’s events (issue 27)', () => {
  it('shows each event the server writes in words, and an admin action as it is', async () => {
    const rows = [
      entry('sign-in', 'sitelead'),
      entry('sign-in failed', 'sitelead'),
      entry('locked out', 'sitelead'),
      entry('sign-out', 'demoadmin'),
      entry('sign-out everywhere', 'demoadmin'),
      entry('password change', 'demoadmin'),
      entry('password change failed', 'demoadmin'),
      entry('password reset', 'sitelead'),
      entry('user.unlock', 'demoadmin'),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).startsWith(API.adminAudit)
          ? new Response(JSON.stringify(rows), {
              status: 202,
              headers: { 'content-type': 'application/json', 'x-total-count': String(rows.length) },
            })
          : jsonResponse(404, { message: 'not found' }),
      ),
    );
    renderWithProviders(<AuditTab />);
    for (const event of Object.keys(m.auditEvents)) {
      expect((await screen.findAllByText(m.auditEvents[event] as string)).length, event).toBeGreaterThan(0);
    }
    expect(screen.getAllByText('user.unlock').length).toBeGreaterThan(0);
  });
});
