import { API, portalMessages as pm } from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ApiKeySection } from './api-key-section';

const KEY = 'f0e1d2c3'.repeat(6);

describe('Admin → Profile: Rotate key', () => {
  it('shows the new key once with a copy button after the confirmation, and forgets it when closed', async () => {
    const calls: { url: string; method: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        calls.push({ url: String(input), method: init.method ?? 'GET' });
        if (String(input) === API.adminApiKey && init.method === 'POST') {
          return jsonResponse(202, { message: pm.rotated('DEMO01'), apiKey: KEY });
        }
        return jsonResponse(404, { message: 'not found' });
      }),
    );
    renderWithProviders(<ApiKeySection companyCode="DEMO01" />);
    const user = userEvent.setup();
    // The key is not shown before a rotation.
    expect(document.body.textContent).not.toContain(KEY);
    await user.click(screen.getByRole('button', { name: pm.rotateKey }));
    const confirm = await screen.findByRole('dialog', { name: pm.rotateConfirmTitle });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: pm.rotateKey }));
    await user.click(
      within(await screen.findByRole('dialog', { name: pm.rotateConfirmTitle })).getByRole('button', {
        name: 'Yes',
      }),
    );
    const shown = await screen.findByRole('dialog', { name: pm.rotateKey });
    expect(within(shown).getByTestId('api-key')).toHaveTextContent(KEY);
    expect(within(shown).getByText(pm.apiKeyOnce)).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: pm.copy })).toBeInTheDocument();
    expect(calls).toEqual([{ url: API.adminApiKey, method: 'POST' }]);
    await user.click(within(shown).getAllByRole('button', { name: pm.close }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: pm.rotateKey })).not.toBeInTheDocument());
    expect(document.body.textContent).not.toContain(KEY);
  });
});
