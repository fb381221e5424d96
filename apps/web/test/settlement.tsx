import type { LedgerEntry, OpenPayable, Payment, PaymentCreateValues, Vendor } from '@sitebook/contract';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { SessionGate } from '../src/app/layout/session-gate';
import { AppProviders } from '../src/app/providers';
import ViewVendorWithLedger from '../src/app/view-vendor-with-ledger';
import SettlementPage from '../src/features/settlement/settlement-page';
import { setSession } from '../src/lib/session-store';
import { type FakeServerOptions, fakeServer } from './fake-server';
import { listAnswer } from './list-page';
import { PAYABLE_LISTS, VENDORS, vendorAnswer } from './payables';
import { jsonResponse, testQueryClient } from './render';

export { callsTo, openOptions, pick } from './ui';

export function makeOpenPayable(id: number, overrides: Partial<OpenPayable> = {}): OpenPayable {
  const total = 1000 * id;
  return {
    vendorPayableId: id,
    vendorPayableCode: `VPB${String(id).padStart(5, '0')}`,
    invoiceNumber: `INV-${id}`,
    erfSiteId: 1,
    billDate: `2026-04-0${id}`,
    paymentDueDate: `2026-05-0${id}`,
    status: 'Payment Pending',
    total,
    paid: 0,
    outstanding: total,
    ...overrides,
  };
}

export function makePayment(id: number, overrides: Partial<Payment> = {}): Payment {
  return {
    paymentId: id,
    paymentCode: `PAY${String(id).padStart(5, '0')}`,
    erfVendorId: 1,
    vendorCode: 'VEN00001',
    vendorName: 'Ace Masonry',
    paymentDate: '2026-05-10',
    amount: 500,
    tdsAmount: 0,
    paymentMode: 'NEFT',
    reference: `UTR${id}`,
    remarks: '',
    status: 'Active',
    createdBy: 'demoadmin',
    createdDate: '2026-05-10T10:00:00.000Z',
    reversedBy: null,
    reversedDate: null,
    reversalReason: null,
    allocations: [{ vendorPayableId: 1, vendorPayableCode: 'VPB00001', invoiceNumber: 'INV-1', amount: 500 }],
    ...overrides,
  };
}

export interface SettlementWorld {
  /** Vendor 1's open payables; a recorded payment lowers them (and drops the paid-off ones). */
  open: OpenPayable[];
  /** Vendor 1's payments, oldest first. */
  payments: Payment[];
  ledger: LedgerEntry[];
}

const toPaise = (n: number) => Math.round(n * 100);

/**
 * Answers the settlement calls over `world` as the server would: a payment (202) lowers the open
 * payables' outstanding and lists the ones it paid off; a reversal marks the payment Reversed.
 */
function settlementAnswer(call: { url: string; method: string; body: unknown }, world: SettlementWorld) {
  if (call.method === 'GET' && call.url.includes('/vendoropenpayables/'))
    return jsonResponse(202, world.open);
  if (call.method === 'GET' && call.url.includes('/vendorpayments/tenantCode/'))
    return listAnswer(call.url, world.payments, { newestFirst: true });
  if (call.method === 'GET' && call.url.includes('/vendorledger/'))
    return ledgerAnswer(call.url, world.ledger);
  if (call.method === 'POST' && call.url.endsWith('/vendorpayments')) {
    const body = call.body as PaymentCreateValues;
    const settled: string[] = [];
    for (const a of body.allocations) {
      const p = world.open.find((o) => o.vendorPayableId === a.vendorPayableId);
      if (!p) continue;
      p.paid = (toPaise(p.paid) + toPaise(a.amount)) / 100;
      p.outstanding = (toPaise(p.outstanding) - toPaise(a.amount)) / 100;
      if (p.outstanding === 0) settled.push(p.vendorPayableCode);
    }
    world.open = world.open.filter((o) => o.outstanding > 0);
    const paymentId = world.payments.length + 1;
    world.payments.push(makePayment(paymentId, { amount: body.amount, tdsAmount: body.tdsAmount }));
    return jsonResponse(202, {
      paymentId,
      paymentCode: `PAY${String(paymentId).padStart(5, '0')}`,
      message: 'Payment recorded',
      settledPayableCodes: settled,
    });
  }
  if (call.method === 'POST' && call.url.endsWith('/vendorpayments/reverse')) {
    const { paymentId, reason } = call.body as { paymentId: number; reason: string };
    const payment = world.payments.find((p) => p.paymentId === paymentId);
    if (!payment) return jsonResponse(404, { message: 'Payment not found' });
    Object.assign(payment, { status: 'Reversed', reversedBy: 'demoadmin', reversalReason: reason });
    return jsonResponse(202, {
      paymentId,
      paymentCode: payment.paymentCode,
      message: 'reversed',
      settledPayableCodes: [],
    });
  }
  return undefined;
}

/**
 * The ledger call as the server answers it: the lines dated in `from`..`to`, the balance before
 * `from` brought forward (the running balance of the last line before it), the closing balance the
 * period's last (Cr/Dr) dated `to`, else its last line's.
 */
function ledgerAnswer(url: string, ledger: LedgerEntry[]) {
  const query = new URL(url, 'http://test').searchParams;
  const from = query.get('from');
  const to = query.get('to');
  const before = from ? ledger.filter((e) => (e.date ?? '') < from) : [];
  const lines = ledger.filter((e) => (!from || (e.date ?? '') >= from) && (!to || (e.date ?? '') <= to));
  const opening = before.at(-1)?.balance ?? 0;
  const closing = lines.at(-1)?.balance ?? opening;
  return jsonResponse(202, {
    erfVendorId: 1,
    vendorCode: 'VEN00001',
    vendorName: 'Ace Masonry',
    from,
    to,
    openingBalance: opening,
    entries: lines,
    closingBalance: Math.abs(closing),
    closingType: closing < 0 ? 'Dr' : 'Cr',
    closingDate: to ?? lines.at(-1)?.date ?? null,
  });
}

/** A ledger line (`kind`, date, reference, debit, credit, running balance) with the ids its kind has. */
export function makeLedgerEntry(
  kind: LedgerEntry['kind'],
  date: string,
  reference: string,
  [debit, credit, balance]: [number, number, number],
  id: number | null = null,
  note = '',
): LedgerEntry {
  const onPayable = ['bill', 'bill_correction', 'bill_cancel'].includes(kind);
  return {
    kind,
    date,
    reference,
    recordId: id,
    payableId: onPayable ? id : null,
    paymentId: onPayable ? null : id,
    note,
    debit,
    credit,
    balance,
  };
}

export interface RenderSettlementOptions extends Omit<FakeServerOptions, 'handle'> {
  world?: Partial<SettlementWorld>;
  vendors?: Vendor[];
  roleType?: string;
  /** Navigation state (View Vendor's vendor). */
  state?: unknown;
  /** Answers first (e.g. a refusal). */
  handle?: FakeServerOptions['handle'];
}

const splitPath = (path: string) => {
  const [pathname = path, search] = path.split('?');
  return search ? { pathname, search: `?${search}` } : { pathname };
};

/** A stand-in screen: the address it was reached at and the state it was given. */
function Reached() {
  const location = useLocation();
  return (
    <output data-testid="reached" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** Renders Vendor Settlement and View Vendor (with its ledger) over a fake server holding `world`. */
export function renderSettlement(path: string, options: RenderSettlementOptions = {}) {
  const world: SettlementWorld = { open: [], payments: [], ledger: [], ...options.world };
  const server = fakeServer({
    modules: ['Vendor Supplier'],
    ...options,
    lists: { ...PAYABLE_LISTS, ...options.lists },
    handle: async (call) => {
      const first = await options.handle?.(call);
      if (first) return first;
      if (call.method === 'GET' && call.url.includes('/vendor/tenantCode/DEMO01'))
        return vendorAnswer(call.url, options.vendors ?? VENDORS);
      return settlementAnswer(call, world);
    },
  });
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await server.fetchImpl(input, init);
    if (options.roleType && String(input).includes('/rolesForAUser/')) {
      const roles = (await response.json()) as { roleType: string }[];
      return jsonResponse(
        202,
        roles.map((r) => ({ ...r, roleType: options.roleType })),
      );
    }
    return response;
  };
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  setSession({ jwt: 'token-123', userName: 'demoadmin' });
  const router = createMemoryRouter(
    [
      {
        path: '/home/vendor',
        element: (
          <SessionGate>
            <Outlet />
          </SessionGate>
        ),
        children: [
          { path: 'payables/settlement', element: <SettlementPage /> },
          { path: 'myvendor/viewvendor', element: <ViewVendorWithLedger /> },
          { path: 'myvendor/viewvendor/:vendorCode', element: <ViewVendorWithLedger /> },
          // Where View Vendor's buttons and the ledger's links lead: the address and state reached.
          { path: 'payables/addpayable', element: <Reached /> },
          { path: 'payables/viewpayable', element: <Reached /> },
          { path: 'payables/viewpayable/:payableCode', element: <Reached /> },
          { path: 'payables', element: <Reached /> },
        ],
      },
    ],
    { initialEntries: [{ ...splitPath(path), state: options.state }] },
  );
  const result = render(
    <AppProviders queryClient={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const settlementCalls = () =>
    server.calls.filter((c) => /vendorpayments|vendoropenpayables|vendorledger/.test(c.url));
  return { ...result, world, server, settlementCalls };
}
