import { API, type Attention, homeMessages as m, SETUP_ITEMS } from '@sitebook/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { routes } from '../../app/router';
import { todayIso } from '../../lib/format';
import { setSession } from '../../lib/session-store';
import { dueThisWeekPath } from './home-page';

const attention = (overrides: Partial<Attention> = {}): Attention => ({
  myRequests: [
    {
      advanceRequestId: 9,
      advanceId: 'ADV00009',
      siteCode: 'RST01',
      requestedBy: 'demoadmin',
      requestedAmount: 4200,
      requestedByDate: '2026-12-01',
      status: 'Approved',
      version: 2,
    },
  ],
  approvals: { count: 0, advances: [], payables: [] },
  dueThisWeek: [
    {
      vendorPayableId: 6,
      vendorPayableCode: 'VPB00006',
      vendorCode: 'VEN00008',
      vendorName: 'Deccan Bricks',
      amount: 96000,
      outstanding: 46000,
      paymentDueDate: '2026-12-02',
      createdBy: 'sitelead',
      status: 'Payment Pending',
      version: 1,
    },
  ],
  overdue: { count: 7, outstanding: 345678.5 },
  setup: null,
  ...overrides,
});

function renderHome(answer: Attention, modules = ['Advance Management', 'Vendor Supplier', 'Admin']) {
  const server = fakeServer({
    modules,
    handle: (call) => (call.url.includes(API.homeAttention) ? jsonResponse(202, answer) : undefined),
  });
  vi.stubGlobal('fetch', vi.fn(server.fetchImpl));
  setSession({ jwt: 'token-123', userName: 'demoadmin' });
  return renderRoutes(routes, '/home');
}

describe('Home', { timeout: 60_000 }, () => {
  it('shows the Overdue card with its amount and count, linking to the payables filtered to overdue', async () => {
    renderHome(attention());
    const card = await screen.findByRole('region', { name: m.overdue });
    expect(card).toHaveTextContent('3,45,678.50');
    expect(card).toHaveTextContent(m.overdueCount('7', false));
    expect(within(card).getByRole('link', { name: m.openOverdue })).toHaveAttribute(
      'href',
      '/home/vendor/payables?overdue=true',
    );
  });

  it('makes every record code a link to its record, and shows an open advance’s status', async () => {
    renderHome(attention());
    const due = await screen.findByRole('region', { name: m.dueThisWeek });
    // Its list: due this week and still owing.
    expect(within(due).getByRole('link', { name: m.openAll })).toHaveAttribute(
      'href',
      dueThisWeekPath(todayIso()),
    );
    expect(dueThisWeekPath('2026-11-27')).toBe(
      '/home/vendor/payables?dueFrom=2026-11-27&dueTo=2026-12-03&outstandingMin=0.01',
    );
    expect(within(due).getByRole('link', { name: 'VPB00006' })).toHaveAttribute(
      'href',
      '/home/vendor/payables/viewpayable/VPB00006',
    );
    const mine = screen.getByRole('region', { name: m.myRequests });
    expect(within(mine).getByRole('link', { name: 'ADV00009' })).toHaveAttribute(
      'href',
      '/home/advance/editadvancerequest/ADV00009',
    );
    expect(mine).toHaveTextContent('Approved');
    // Its list is the caller's open requests only.
    expect(within(mine).getByRole('link', { name: m.openAll })).toHaveAttribute(
      'href',
      '/home/advance/myadvancerequest?requestedBy=demoadmin&status=Pending%2CApproved',
    );
  });

  it('without the vendor module (null from the server) shows no payables cards', async () => {
    renderHome(attention({ dueThisWeek: null, overdue: null }), ['Advance Management']);
    expect(await screen.findByRole('region', { name: m.myRequests })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: m.overdue })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: m.dueThisWeek })).not.toBeInTheDocument();
  });

  it('shows a new company’s setup checklist, each step done or not with its link, instead of “all caught up”', async () => {
    renderHome(
      attention({
        myRequests: [],
        dueThisWeek: [],
        overdue: { count: 0, outstanding: 0 },
        setup: SETUP_ITEMS.map((item) => ({ item, done: item === 'lists' })),
      }),
    );
    const setup = await screen.findByRole('region', { name: m.setupTitle });
    expect(setup).toHaveTextContent(m.setupProgress(1, 4));
    expect(within(setup).getByRole('link', { name: m.setupItems.sites })).toHaveAttribute(
      'href',
      '/home/site',
    );
    expect(within(setup).getByRole('link', { name: m.setupItems.vendor })).toHaveAttribute(
      'href',
      '/home/vendor/myvendor/addvendor',
    );
    const items = within(setup).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(
      SETUP_ITEMS.map((item) => `${m.setupItems[item]}${item === 'lists' ? m.setupDone : m.setupNotDone}`),
    );
    expect(screen.queryByText(m.allCaughtUp)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: m.overdue })).toHaveTextContent(m.noneOverdue);
  });
});
