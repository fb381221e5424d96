import {
  API,
  ageingSchema,
  apiPath,
  executiveSummarySchema,
  type Payable,
  vendorSummarySchema,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { checkBooks } from '../src/features/summaries/books-check.js';
import { type Caller, callers } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { directory, listPayables } from './payables-fixtures.js';
import { type PayOp, paymentOf, payOp, rupees, toPaise } from './payment-properties.js';
import { settlementCalls } from './settlement-fixtures.js';

/**
 * One book, one answer (docs/MONEY.md "The vendor ledger"): random sequences of a vendor with an
 * opening balance (Cr or Dr), bills on two sites (with tax), edits of amount and tax, payments
 * (partial or whole, split over bills, with TDS), reversals and cancels, all through the API. After
 * each sequence, to the paisa, for all sites and for each site:
 *   Σ Summary By Vendor's outstanding = its total = the ageing's total = Σ its rows by vendor and by site
 *   = the Executive Summary's outstanding = Σ its rows by site and by status = the ledger's sum
 * and, for all sites, = Σ the vendors' Current Balances (Cr +, Dr −). Each vendor's balance and
 * statement close at the model's figure, kept in integer paise; and the books check finds nothing.
 */

const RUNS = Number(process.env.LEDGER_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
/** Every row of the runs is dated before this: the summaries count them all. */
const AS_OF = '2099-12-31';

let app: FastifyInstance;
let admin: Caller;
let sites: number[];
let calls: ReturnType<typeof settlementCalls>;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin } = await callers(app));
  const ids = await directory(app, admin);
  sites = [ids.siteId('RST01'), ids.siteId('MDP02')];
  calls = settlementCalls(app, admin);
});
afterAll(() => closeTestApp(app));

type Op =
  | { kind: 'bill'; site: number; paise: number; taxPercent: number }
  | { kind: 'edit'; pick: number; paise: number; taxPercent: number }
  | PayOp
  | { kind: 'reverse'; pick: number }
  | { kind: 'cancel'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('bill' as const),
      site: fc.nat(),
      paise: fc.integer({ min: 1, max: 5_000_000 }),
      taxPercent: fc.constantFrom(0, 5, 18),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      pick: fc.nat(),
      paise: fc.integer({ min: 1, max: 5_000_000 }),
      taxPercent: fc.constantFrom(0, 12, 18),
    }),
  },
  { weight: 3, arbitrary: payOp },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);

interface Bill {
  id: number;
  total: bigint;
  cancelled: boolean;
}
interface Model {
  opening: bigint;
  bills: Bill[];
  payments: { id: number; settles: bigint; allocations: Map<number, bigint>; active: boolean }[];
}

const paidOf = (model: Model, billId: number) =>
  model.payments.filter((p) => p.active).reduce((sum, p) => sum + (p.allocations.get(billId) ?? 0n), 0n);
const owedOf = (model: Model, b: Bill) => (b.cancelled ? 0n : b.total - paidOf(model, b.id));
const balanceOf = (model: Model) =>
  model.opening +
  model.bills.reduce((s, b) => s + (b.cancelled ? 0n : b.total), 0n) -
  model.payments.filter((p) => p.active).reduce((s, p) => s + p.settles, 0n);

/** A bill's amount and tax from a total in paise and a tax rate (tax rounded down, amount the rest). */
const split = (paise: number, taxPercent: number) => {
  const tax = (BigInt(paise) * BigInt(taxPercent)) / 100n;
  return { amount: BigInt(paise) - tax, tax };
};

async function payableOf(id: number): Promise<Payable> {
  const found = (await listPayables(app, admin)).find((p) => p.vendorPayableId === id);
  if (!found) throw new Error(`payable ${id} not listed`);
  return found;
}

async function apply(model: Model, vendorId: number, next: Op): Promise<void> {
  if (next.kind === 'bill') {
    const { amount, tax } = split(next.paise, next.taxPercent);
    const bill = await calls.bill(vendorId, sites[next.site % sites.length] as number, rupees(amount), {
      taxAmount: rupees(tax),
    });
    model.bills.push({ id: bill.id, total: amount + tax, cancelled: false });
    return;
  }
  const editable = model.bills.filter((b) => !b.cancelled && owedOf(model, b) > 0n);
  if (next.kind === 'edit' || next.kind === 'cancel') {
    const target = editable[next.pick % Math.max(editable.length, 1)];
    if (!target) return;
    const p = await payableOf(target.id);
    if (next.kind === 'cancel') {
      const res = await app.inject({
        method: 'POST',
        url: API.payableCancel,
        headers: auth(admin.token),
        payload: {
          tenantCode: admin.companyCode,
          vendorPayableId: p.vendorPayableId,
          vendorPayableCode: p.vendorPayableCode,
          version: p.version,
          reason: 'Property test',
        },
      });
      // A bill with something paid is not cancelled (400); nothing changes then.
      if (paidOf(model, target.id) > 0n) expect(res.statusCode, res.body).toBe(400);
      else {
        expect(res.statusCode, res.body).toBe(202);
        target.cancelled = true;
      }
      return;
    }
    // The new total never falls below what was paid (the server refuses that: a rule of its own).
    const paid = paidOf(model, target.id);
    const wanted = split(next.paise, next.taxPercent);
    const { amount, tax } = wanted.amount + wanted.tax >= paid ? wanted : { amount: paid, tax: 0n };
    const res = await app.inject({
      method: 'PUT',
      url: API.payable,
      headers: auth(admin.token),
      payload: {
        tenantCode: admin.companyCode,
        vendorPayableId: p.vendorPayableId,
        vendorPayableCode: p.vendorPayableCode,
        version: p.version,
        erfSiteId: p.erfSiteId,
        erfVendorId: p.erfVendorId,
        typeOfWork: p.typeOfWork,
        typeOfMaterials: p.typeOfMaterials,
        quantity: p.quantity,
        units: p.units,
        amount: rupees(amount),
        taxAmount: rupees(tax),
        invoiceNumber: p.invoiceNumber,
        paymentMode: p.paymentMode,
        billDate: p.billDate,
        paymentDueDate: p.paymentDueDate,
        remarks: p.remarks,
        status: p.status,
        vendorDocumentIds: p.vendorDocumentIds,
      },
    });
    expect(res.statusCode, res.body).toBe(202);
    target.total = amount + tax;
    return;
  }
  if (next.kind === 'reverse') {
    const active = model.payments.filter((p) => p.active);
    const target = active[next.pick % Math.max(active.length, 1)];
    if (!target) return;
    expect((await calls.reverse(target.id, 'Property test')).statusCode).toBe(202);
    target.active = false;
    return;
  }
  if (editable.length === 0) return;
  const payment = paymentOf(
    next,
    editable.map((b) => ({ id: b.id, owed: owedOf(model, b) })),
  );
  if (!payment) return;
  const { allocations, settles, tds, amount } = payment;
  const res = await calls.pay(
    vendorId,
    rupees(amount),
    [...allocations].map(([id, a]): [number, number] => [id, rupees(a)]),
    { tdsAmount: rupees(tds) },
  );
  expect(res.statusCode, res.body).toBe(202);
  model.payments.push({ id: res.json().paymentId, settles, allocations, active: true });
}

async function summaries(siteId?: number) {
  const query = new URLSearchParams({ date: AS_OF, ...(siteId ? { siteId: String(siteId) } : {}) });
  const get = async (path: string) => {
    const res = await app.inject({
      url: `${apiPath(path, { tenant: admin.companyCode })}?${query}`,
      headers: auth(admin.token),
    });
    expect(res.statusCode, res.body).toBe(202);
    return res.json();
  };
  return {
    byVendor: vendorSummarySchema.parse(await get(API.vendorSummary)),
    ageing: ageingSchema.parse(await get(API.payableAgeing)),
    executive: executiveSummarySchema.parse(await get(API.executiveSummary)),
  };
}

const sumOf = <T>(rows: T[], pick: (r: T) => number) => rows.reduce((s, r) => s + toPaise(pick(r)), 0n);

/** Every figure of the company (all sites, then each site) equals the ledger's sum. */
async function figuresAgree() {
  for (const siteId of [undefined, ...sites]) {
    const [row] = await queryRows<{ total: string }>(
      app.ctx.db,
      sql`select coalesce(sum(amount), 0)::text as total from vendor_ledger
           where tenant_code = ${admin.companyCode} ${siteId === undefined ? sql`` : sql`and site_id = ${siteId}`}`,
    );
    const ledger = toPaise(Number(row?.total ?? 0));
    const { byVendor, ageing, executive } = await summaries(siteId);
    const where = siteId === undefined ? 'all sites' : `site ${siteId}`;
    expect(
      {
        byVendorRows: sumOf(byVendor.rows, (r) => r.outstanding),
        byVendorTotal: toPaise(byVendor.totals.outstanding),
        ageingTotal: toPaise(ageing.totals.total),
        ageingByVendor: sumOf(ageing.byVendor, (r) => r.total),
        ageingBySite: sumOf(ageing.bySite, (r) => r.total),
        executive: toPaise(executive.outstanding),
        executiveBySite: sumOf(executive.bySite, (r) => r.outstanding),
        executiveByStatus: sumOf(executive.byStatus, (r) => r.outstanding),
      },
      where,
    ).toEqual({
      byVendorRows: ledger,
      byVendorTotal: ledger,
      ageingTotal: ledger,
      ageingByVendor: ledger,
      ageingBySite: ledger,
      executive: ledger,
      executiveBySite: ledger,
      executiveByStatus: ledger,
    });
    if (siteId === undefined) {
      const res = await app.inject({
        url: apiPath(API.vendorsForTenant, { tenant: admin.companyCode }),
        headers: auth(admin.token),
      });
      const vendors = res.json() as { currentBalance: number; typeOfTransactionForCb: string }[];
      const balances = vendors.reduce(
        (s, v) => s + (v.typeOfTransactionForCb === 'Dr' ? -1n : 1n) * toPaise(v.currentBalance),
        0n,
      );
      expect(balances, 'Σ vendor balances').toBe(ledger);
    }
  }
}

describe('one book, one answer', () => {
  it(`${RUNS} random sequences of openings, bills, edits, payments, TDS, reversals and cancels agree to the paisa`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.boolean(),
        fc.array(op, { minLength: 3, maxLength: 9 }),
        async (openingPaise, dr, ops) => {
          const opening = BigInt(openingPaise);
          const vendorId = await calls.newVendor(rupees(opening), dr ? 'Dr' : 'Cr');
          const model: Model = { opening: dr ? -opening : opening, bills: [], payments: [] };
          for (const next of ops) await apply(model, vendorId, next);

          const expected = balanceOf(model);
          const vendor = await calls.vendor(vendorId);
          const stored = toPaise(vendor.currentBalance);
          expect(vendor.typeOfTransactionForCb === 'Dr' ? -stored : stored).toBe(expected);
          const statement = await calls.ledger(vendorId);
          expect(toPaise(statement.entries.at(-1)?.balance ?? 0)).toBe(expected);
          for (const p of await calls.openPayables(vendorId)) {
            const bill = model.bills.find((b) => b.id === p.vendorPayableId) as Bill;
            expect(toPaise(p.outstanding)).toBe(owedOf(model, bill));
          }
          await figuresAgree();
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    const books = await checkBooks(app.ctx.db, AS_OF, admin.companyCode);
    expect(books.problems).toEqual([]);
  }, 600_000);
});
