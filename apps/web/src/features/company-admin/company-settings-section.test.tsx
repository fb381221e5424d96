import { API, adminMessages as m } from '@sitebook/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PROFILE } from '../../../test/fake-server';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ProfileTab } from './profile-tab';

const PROFILE = DEMO_PROFILE;

function server(refusal?: { status: number; body: unknown }) {
  const saved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith(API.adminProfile) && init?.method === 'PUT') {
        if (refusal) return jsonResponse(refusal.status, refusal.body);
        const body = JSON.parse(String(init.body));
        saved.push(body);
        return jsonResponse(202, { ...PROFILE, ...body });
      }
      if (url.startsWith(API.adminProfile)) return jsonResponse(202, PROFILE);
      if (url.startsWith(API.adminStorage))
        return jsonResponse(202, { usedBytes: 0, quotaBytes: 1, documentCount: 0 });
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
  return saved;
}

describe('Admin → Profile: company settings', () => {
  it('shows the time zone and the remittance switch, and saves a change', async () => {
    const saved = server();
    renderWithProviders(<ProfileTab />);
    const zone = await screen.findByRole('textbox', { name: m.timeZone });
    expect(zone).toHaveValue('Asia/Kolkata');
    const remittance = screen.getAllByRole('switch', { hidden: true })[0] as HTMLElement;
    expect(remittance).not.toBeChecked();
    await userEvent.click(remittance);
    await userEvent.click(screen.getByRole('button', { name: m.saveSettings }));
    await waitFor(() => expect(saved).toEqual([{ timeZone: 'Asia/Kolkata', remittanceAdvice: true }]));
    expect(await screen.findByText(m.settingsSaved)).toBeInTheDocument();
  });

  it('a refusal from the server is shown with its message', async () => {
    server({ status: 403, body: { message: m.adminOnly } });
    renderWithProviders(<ProfileTab />);
    await screen.findByRole('textbox', { name: m.timeZone });
    await userEvent.click(screen.getByRole('button', { name: m.saveSettings }));
    expect(await screen.findByText(m.adminOnly)).toBeInTheDocument();
  });
});
