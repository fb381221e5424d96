import { API, apiPath, portalMessages as m } from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { CompaniesPanel } from './companies-panel';

const KEY = 'a1b2c3d4'.repeat(6);
const DEMO = {
  companyId: 1,
  companyCode: 'DEMO01',
  companyName: 'Demo Constructions',
  country: 'India',
  vendorLimit: null,
  subscriptionStart: '2026-01-01',
  subscriptionEnd: '2027-01-01',
  status: m.statusActive,
  users: 3,
};

function server() {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      calls.push({ url, method });
      if (url === apiPath(API.portalCompanyApiKey, { code: 'DEMO01' }) && method === 'POST') {
        return jsonResponse(202, { message: m.rotated('DEMO01'), apiKey: KEY });
      }
      if (url.startsWith(API.portalCompanies) && method === 'GET') {
        return new Response(JSON.stringify([DEMO]), {
          status: 202,
          headers: { 'content-type': 'application/json', 'x-total-count': '1' },
        });
      }
      return jsonResponse(404, { message: 'not found' });
    }),
  );
  return calls;
}

describe('Admin → Companies (portal): the API key', () => {
  it('shows a rotated key once, with a copy button, and nowhere after the dialog is closed', async () => {
    const calls = server();
    renderWithProviders(
      <MemoryRouter>
        <CompaniesPanel />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await screen.findByText('Demo Constructions');
    expect(document.body.textContent).not.toContain(KEY);
    await user.click(screen.getByRole('button', { name: `${m.rotateKey} DEMO01` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: m.rotateConfirmTitle })).getByRole('button', {
        name: 'Yes',
      }),
    );
    const shown = await screen.findByRole('dialog', { name: m.rotateKey });
    expect(within(shown).getByTestId('secret-value')).toHaveTextContent(KEY);
    expect(within(shown).getByText(m.apiKeyOnce)).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: m.copy })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await user.click(within(shown).getByRole('button', { name: m.close }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.rotateKey })).not.toBeInTheDocument());
    // The list is read again after the rotation; neither it nor anything else shows the key.
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.url.startsWith(API.portalCompanies)).length).toBe(2),
    );
    expect(document.body.textContent).not.toContain(KEY);
  });
});
