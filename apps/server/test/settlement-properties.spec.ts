import { settlementMessages as m } from '@sitebook/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers } from './advances-fixtures.js';
import { closeTestApp, createTestApp } from './helpers.js';
import { directory } from './payables-fixtures.js';
import { type PayOp, paymentOf, payOp, rupees, toPaise } from './payment-properties.js';
import { settlementCalls } from './settlement-fixtures.js';

/**
 * The money arithmetic of Vendor Settlement as properties: for random sequences of bills,
 * payments (split over open bills, with TDS) and reversals of a new vendor, every figure the API
 * answers agrees with a model kept in integer paise:
 *   stored balance = ledger's last balance = opening + bills − (amount + TDS) of Active payments
 *   Σ outstanding (open payables) = Σ bill totals − Σ allocations of Active payments
 * and a bill is Payment Settled exactly when nothing is outstanding. Runs are few: each is dozens of
 * real calls, on PGlite and on PostgreSQL.
 */

const RUNS = Number(process.env.SETTLEMENT_RUNS ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);

let app: FastifyInstance;
let admin: Caller;
let siteId: number;
let calls: ReturnType<typeof settlementCalls>;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin } = await callers(app));
  siteId = (await directory(app, admin)).siteId('RST01');
  calls = settlementCalls(app, admin);
});
afterAll(() => closeTestApp(app));

type Op = { kind: 'bill'; paise: number } | PayOp | { kind: 'reverse'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('bill' as const),
      paise: fc.integer({ min: 1, max: 5_000_000 }),
    }),
  },
  { weight: 4, arbitrary: payOp },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }) },
);

interface Model {
  opening: bigint;
  bills: { id: number; total: bigint }[];
  payments: { id: number; settles: bigint; allocations: Map<number, bigint>; active: boolean }[];
}

const paidOf = (model: Model, billId: number) =>
  model.payments.filter((p) => p.active).reduce((sum, p) => sum + (p.allocations.get(billId) ?? 0n), 0n);
const balanceOf = (model: Model) =>
  model.opening +
  model.bills.reduce((s, b) => s + b.total, 0n) -
  model.payments.filter((p) => p.active).reduce((s, p) => s + p.settles, 0n);

async function apply(model: Model, vendorId: number, next: Op): Promise<boolean> {
  if (next.kind === 'bill') {
    const bill = await calls.bill(vendorId, siteId, rupees(BigInt(next.paise)));
    model.bills.push({ id: bill.id, total: BigInt(next.paise) });
    return false;
  }
  if (next.kind === 'reverse') {
    const active = model.payments.filter((p) => p.active);
    const target = active[next.pick % Math.max(active.length, 1)];
    if (!target) return false;
    const res = await calls.reverse(target.id, 'Property test');
    expect(res.statusCode).toBe(202);
    target.active = false;
    return true;
  }
  const open = model.bills.filter((b) => b.total - paidOf(model, b.id) > 0n);
  if (open.length === 0) return false;
  const payment = paymentOf(
    next,
    open.map((b) => ({ id: b.id, owed: b.total - paidOf(model, b.id) })),
  );
  if (!payment) return false;
  const { allocations, settles, tds, amount } = payment;
  const res = await calls.pay(
    vendorId,
    rupees(amount),
    [...allocations].map(([id, a]): [number, number] => [id, rupees(a)]),
    { tdsAmount: rupees(tds) },
  );
  expect(res.statusCode, res.body).toBe(202);
  const saved = res.json();
  expect(saved.message).toBe(m.recorded(saved.paymentCode));
  model.payments.push({ id: saved.paymentId, settles, allocations, active: true });
  return true;
}

async function check(model: Model, vendorId: number, storedInStep: boolean) {
  const expected = balanceOf(model);
  const ledger = await calls.ledger(vendorId);
  expect(toPaise(ledger.entries.at(-1)?.balance ?? 0)).toBe(expected);
  if (storedInStep) {
    const vendor = await calls.vendor(vendorId);
    const stored = toPaise(vendor.currentBalance);
    expect(vendor.typeOfTransactionForCb === 'Dr' ? -stored : stored).toBe(expected);
    expect(toPaise(ledger.closingBalance)).toBe(stored);
  }
  const open = await calls.openPayables(vendorId);
  const outstanding = open.reduce((s, p) => s + toPaise(p.outstanding), 0n);
  const totals = model.bills.reduce((s, b) => s + b.total, 0n);
  const allocated = model.bills.reduce((s, b) => s + paidOf(model, b.id), 0n);
  expect(outstanding).toBe(totals - allocated);
  for (const p of open) {
    expect(toPaise(p.total) - toPaise(p.paid)).toBe(toPaise(p.outstanding));
    expect(p.status).toBe('Payment Pending');
  }
  const settled = model.bills.filter((b) => b.total === paidOf(model, b.id)).map((b) => b.id);
  expect(open.map((p) => p.vendorPayableId).filter((id) => settled.includes(id))).toEqual([]);
}

describe('settlement money properties', () => {
  it(`${RUNS} random sequences of bills, payments and reversals keep every figure exact`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.boolean(),
        fc.array(op, { minLength: 2, maxLength: 7 }),
        async (openingPaise, dr, ops) => {
          const opening = BigInt(openingPaise);
          const vendorId = await calls.newVendor(rupees(opening), dr ? 'Dr' : 'Cr');
          const model: Model = { opening: dr ? -opening : opening, bills: [], payments: [] };
          let storedInStep = false;
          for (const next of ops) {
            // A payment or reversal refreshes the stored balance; a bill does so once bills keep it too.
            const refreshed = await apply(model, vendorId, next);
            storedInStep = refreshed || (storedInStep && next.kind !== 'bill');
            await check(model, vendorId, storedInStep);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  }, 300_000);
});
