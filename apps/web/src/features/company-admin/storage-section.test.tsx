import { API, storageMessages as s } from '@sitebook/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PROFILE } from '../../../test/fake-server';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ProfileTab } from './profile-tab';

const PROFILE = DEMO_PROFILE;
const GB = 1024 ** 3;

function server(storage: unknown, status = 202) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith(API.adminStorage)) return jsonResponse(status, storage);
    if (url.startsWith(API.adminProfile)) return jsonResponse(202, PROFILE);
    return jsonResponse(404, { message: 'not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('Admin → Profile: document storage', () => {
  it('shows the bytes used of the quota, the share on a progress bar and the documents stored', async () => {
    server({ usedBytes: 1.5 * GB, quotaBytes: 5 * GB, documentCount: 1234 });
    renderWithProviders(<ProfileTab />);
    expect(await screen.findByRole('heading', { name: s.title })).toBeInTheDocument();
    expect(screen.getByText('1.5 GB of 5 GB used')).toBeInTheDocument();
    expect(screen.getByText(s.percent(30))).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: s.barLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    // The count in the company's (India's) grouping.
    expect(screen.getByText(s.documents('1,234'))).toBeInTheDocument();
    expect(screen.queryByText(s.nearlyFull)).not.toBeInTheDocument();
    // The company's details are still there.
    expect(screen.getByText('Demo Constructions')).toBeInTheDocument();
  });

  it('warns when the quota is nearly reached, the bar full at the quota', async () => {
    server({ usedBytes: 5 * GB, quotaBytes: 5 * GB, documentCount: 9 });
    renderWithProviders(<ProfileTab />);
    expect(await screen.findByText('5 GB of 5 GB used')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: s.barLabel })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('status')).toHaveTextContent(s.nearlyFull);
  });

  it('says so when the storage cannot be loaded, with the profile still shown', async () => {
    server({ message: 'Only an administrator of the company may do this' }, 403);
    renderWithProviders(<ProfileTab />);
    expect(await screen.findByText(s.loadFailed)).toBeInTheDocument();
    expect(screen.getByText('Demo Constructions')).toBeInTheDocument();
  });
});
