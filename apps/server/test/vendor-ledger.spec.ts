/**
 * The vendor ledger (migration 0025, docs/MONEY.md): append-only in the database itself (UPDATE,
 * DELETE and TRUNCATE refused by triggers, whoever asks), and the figures kept on the payables
 * (billed, paid) are the sums of their ledger rows, after bills with tax, an edit, a cancel,
 * payments with TDS over several payables and a reversal made through the API.
 */
import { API } from '@sitebook/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { type Caller, callers } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { directory, listPayables } from './payables-fixtures.js';
import { settlementCalls } from './settlement-fixtures.js';

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

const count = async () =>
  Number(
    (await queryRows<{ n: string }>(app.ctx.db, sql`select count(*)::text as n from vendor_ledger`))[0]?.n,
  );

/** The database's message when `query` is refused (its promise rejects; drizzle wraps the error as the cause); fails if it is not. */
async function refusal(query: SQL): Promise<string> {
  const error = await app.ctx.db.execute(query).then(
    () => undefined,
    (e: unknown) => e as Error & { cause?: Error },
  );
  expect(error, 'the statement was not refused').toBeInstanceOf(Error);
  return ((error as Error & { cause?: Error }).cause ?? (error as Error)).message;
}

describe('append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of vendor_ledger, and keeps every row', async () => {
    const before = await count();
    expect(before).toBeGreaterThan(0); // the demo seed's openings, bills and payments
    const [first] = await queryRows<{ id: number; amount: string }>(
      app.ctx.db,
      sql`select id, amount::text as amount from vendor_ledger order by id limit 1`,
    );
    const id = first?.id as number;

    expect(await refusal(sql`update vendor_ledger set amount = amount + 1 where id = ${id}`)).toBe(
      'vendor_ledger is append-only: UPDATE refused',
    );
    expect(await refusal(sql`update vendor_ledger set note = 'changed'`)).toBe(
      'vendor_ledger is append-only: UPDATE refused',
    );
    expect(await refusal(sql`delete from vendor_ledger where id = ${id}`)).toBe(
      'vendor_ledger is append-only: DELETE refused',
    );
    expect(await refusal(sql`delete from vendor_ledger`)).toBe(
      'vendor_ledger is append-only: DELETE refused',
    );
    expect(await refusal(sql`truncate vendor_ledger`)).toBe('vendor_ledger is append-only: TRUNCATE refused');

    expect(await count()).toBe(before);
    const [after] = await queryRows<{ amount: string; note: string }>(
      app.ctx.db,
      sql`select amount::text as amount, note from vendor_ledger where id = ${id}`,
    );
    expect(after?.amount).toBe(first?.amount);
    expect(after?.note).not.toBe('changed');
  });
});

describe("a payable's billed and paid are its ledger rows' sums", () => {
  /** Each payable of the vendor: kept billed / paid against the sums of its ledger rows. */
  async function keptAndLedger(vendorId: number) {
    return queryRows<{ id: number; kept_billed: string; kept_paid: string; billed: string; paid: string }>(
      app.ctx.db,
      sql`select p.id, p.billed_amount::text as kept_billed, p.paid_amount::text as kept_paid,
                 coalesce(sum(l.amount) filter (where l.kind in ('bill', 'bill_correction', 'bill_cancel')), 0)::numeric(14, 2)::text as billed,
                 (-coalesce(sum(l.amount) filter (where l.kind in ('payment', 'tds', 'payment_reversal', 'tds_reversal')), 0))::numeric(14, 2)::text as paid
            from payables p left join vendor_ledger l on l.payable_id = p.id and l.tenant_code = p.tenant_code
           where p.tenant_code = ${admin.companyCode} and p.erf_vendor_id = ${vendorId}
           group by p.id order by p.id`,
    );
  }

  it('after bills with tax, an edit, a cancel, payments with TDS and a reversal', async () => {
    const vendorId = await calls.newVendor(1000);
    const a = await calls.bill(vendorId, siteId, 10_000, { taxAmount: 1800 });
    const b = await calls.bill(vendorId, siteId, 5000.5);
    const c = await calls.bill(vendorId, siteId, 700);

    // b's amount changed: 5,000.50 → 4,000.50
    const record = (await listPayables(app, admin)).find((p) => p.vendorPayableId === b.id);
    const edited = await app.inject({
      method: 'PUT',
      url: API.payable,
      payload: { ...record, amount: 4000.5 },
      headers: auth(admin.token),
    });
    expect(edited.statusCode, edited.body).toBe(202);

    // c cancelled
    const cRecord = (await listPayables(app, admin)).find((p) => p.vendorPayableId === c.id);
    const cancelled = await app.inject({
      method: 'POST',
      url: API.payableCancel,
      headers: auth(admin.token),
      payload: {
        tenantCode: admin.companyCode,
        vendorPayableId: c.id,
        vendorPayableCode: c.code,
        version: cRecord?.version,
        reason: 'Entered twice',
      },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(202);

    // 3,000.00 + 500.00 TDS over a and b; then 1,000.00 to a, reversed; then 4,000.50 pays b off
    const first = await calls.pay(
      vendorId,
      3000,
      [
        [a.id, 2500],
        [b.id, 1000],
      ],
      { tdsAmount: 500 },
    );
    expect(first.statusCode, first.body).toBe(202);
    const second = await calls.pay(vendorId, 1000, [[a.id, 1000]]);
    expect(second.statusCode, second.body).toBe(202);
    expect((await calls.reverse(second.json().paymentId, 'Bounced')).statusCode).toBe(202);
    const third = await calls.pay(vendorId, 3000.5, [[b.id, 3000.5]]);
    expect(third.statusCode, third.body).toBe(202);

    const rows = await keptAndLedger(vendorId);
    expect(rows.map((r) => [r.id, r.kept_billed, r.kept_paid])).toEqual(
      rows.map((r) => [r.id, r.billed, r.paid]),
    );
    expect(rows.map((r) => [r.id, r.billed, r.paid])).toEqual([
      [a.id, '11800.00', '2500.00'],
      [b.id, '4000.50', '4000.50'],
      [c.id, '0.00', '0.00'],
    ]);
    // What callers see: a is open with 9,300.00 owed; b is paid off and Payment Settled.
    expect(await calls.openPayables(vendorId)).toEqual([
      expect.objectContaining({ vendorPayableId: a.id, paid: 2500, outstanding: 9300 }),
    ]);
    const listed = (await listPayables(app, admin)).find((p) => p.vendorPayableId === b.id);
    expect(listed?.status).toBe('Payment Settled');
    // The vendor's balance: opening 1,000.00 + 11,800.00 + 4,000.50 − 6,500.50 paid
    expect(await calls.vendor(vendorId)).toMatchObject({
      currentBalance: 10300,
      typeOfTransactionForCb: 'Cr',
    });
  });

  it('for every payable in the database (the demo seed included)', async () => {
    const [off] = await queryRows<{ n: string; all: string }>(
      app.ctx.db,
      sql`select count(*) filter (where p.billed_amount <> coalesce(l.billed, 0) or p.paid_amount <> coalesce(l.paid, 0))::text as n,
                 count(*)::text as all
            from payables p
            left join (select payable_id,
                              sum(amount) filter (where kind in ('bill', 'bill_correction', 'bill_cancel')) as billed,
                              -sum(amount) filter (where kind in ('payment', 'tds', 'payment_reversal', 'tds_reversal')) as paid
                         from vendor_ledger where payable_id is not null group by payable_id) l on l.payable_id = p.id`,
    );
    expect(Number(off?.all)).toBeGreaterThan(10);
    expect(off?.n).toBe('0');
  });
});
