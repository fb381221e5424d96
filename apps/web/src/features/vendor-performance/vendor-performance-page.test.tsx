import {
  API,
  apiPath,
  listMessages,
  MODULE_NAMES,
  vendorPerformanceMessages as m,
  type VendorPerformanceRow,
} from '@sitebook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, type RecordedCall } from '../../../test/fake-server';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { routes } from '../../app/router';
import { setSession } from '../../lib/session-store';

const ROW: VendorPerformanceRow = {
  vendorId: 3,
  vendorCode: 'VEN00003',
  vendorName: 'Ace Masonry',
  bills: 4,
  total: 4180.5,
  average: 1393.5,
  sentBack: 1,
  cancelled: 1,
  returnedShare: 40,
  duplicates: 2,
  daysToApproval: 12.5,
  daysToPayment: null,
  overdue: 1180,
  rating: { count: 2, overall: 3.83, quality: 4.5, timeliness: 3.5, price: 3.5 },
};

describe('Vendor Performance', () => {
  it('shows each vendor with its figures and the trend; a header sorts on the server; the name opens View Vendor', async () => {
    const user = userEvent.setup();
    const lists: RecordedCall[] = [];
    const server = fakeServer({
      modules: [...MODULE_NAMES],
      handle: (call) => {
        const path = new URL(call.url, 'http://x').pathname;
        if (path === apiPath(API.vendorPerformance, { tenant: 'DEMO01' })) {
          lists.push(call);
          return new Response(JSON.stringify([ROW]), {
            status: 202,
            headers: { 'content-type': 'application/json', 'x-total-count': '1' },
          });
        }
        if (path === apiPath(API.vendorPerformanceTrend, { tenant: 'DEMO01' })) {
          return jsonResponse(202, [{ month: '2026-05', bills: 4, total: 4180.5, returned: 2 }]);
        }
        return undefined;
      },
    });
    vi.stubGlobal('fetch', vi.fn(server.fetchImpl));
    setSession({ jwt: 'token-123', userName: 'demoadmin' });
    const { router } = renderRoutes(routes, '/home/vendor/performance');
    expect(await screen.findByRole('heading', { level: 2, name: m.title })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: m.title });
    const row = (await within(table).findByText('Ace Masonry')).closest('tr') as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1, 9)).toEqual([
      '4',
      '4,180.50',
      '1,393.50',
      '40.0% (2)',
      '2',
      '12.5',
      '—',
      '1,180.00',
    ]);
    expect(
      await screen.findByRole('img', { name: /^Bills by month chart: 2026-05 4,180.50, 4 Bills, 2/ }),
    ).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: listMessages.sortBy(m.columns.bills) }));
    await waitFor(() => expect(lists.at(-1)?.url).toMatch(/sort=bills%2C(asc|desc)/));
    await user.click(within(row).getByRole('link', { name: 'Ace Masonry' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/home/vendor/myvendor/viewvendor/VEN00003'),
    );
  });
});
