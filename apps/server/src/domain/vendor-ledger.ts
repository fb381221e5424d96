import { type SQL, sql } from 'drizzle-orm';
import { type Db, idListSql, queryRows } from '../db/client.js';
import { todayIsoIn } from '../lib/dates.js';
import { fromPaise, paise } from '../lib/money.js';

/**
 * Posting to the vendor ledger (migration 0025; docs/MONEY.md "The vendor ledger"). Every event that
 * changes what the company owes a vendor calls one of these inside its own transaction, so the rows
 * and the event commit or roll back together. Amounts are signed numeric text: + credit (owed to the
 * vendor), − debit. Rows are never changed: a correction is a new row. The table's trigger keeps the
 * payable's billed / paid and the vendor's balance from the rows.
 *
 * Dates: a bill's rows (the bill, its corrections, its cancel) are dated at its bill date, so that
 * every "as of" figure counts a bill as it stands from its bill date (a bill moved to another date
 * is reversed at the old date and posted at the new one); an opening balance's rows at the opening
 * date; a payment's rows at the payment date; a reversal's at the day it was made (never before the
 * payment it reverses).
 */

export type LedgerKind =
  | 'opening'
  | 'opening_correction'
  | 'vendor_removed'
  | 'bill'
  | 'bill_correction'
  | 'bill_cancel'
  | 'payment'
  | 'tds'
  | 'payment_reversal'
  | 'tds_reversal';

export interface LedgerPosting {
  tenantCode: string;
  vendorId: number;
  siteId?: number | null;
  payableId?: number | null;
  paymentId?: number | null;
  kind: LedgerKind;
  /** YYYY-MM-DD */
  entryDate: string;
  /** Signed numeric text, 2 decimals. A zero amount is not posted. */
  amount: string;
  note?: string;
  createdBy: string;
}

const isZero = (amount: string) => paise(amount) === 0n;
const negate = (amount: string) => fromPaise(-paise(amount));

/** Posts the rows (those of amount 0 are skipped) in one statement. */
export async function post(db: Db, rows: readonly LedgerPosting[]): Promise<void> {
  const kept = rows.filter((r) => !isZero(r.amount));
  if (kept.length === 0) return;
  const values = sql.join(
    kept.map(
      (r) =>
        sql`(${r.tenantCode}, ${r.vendorId}, ${r.siteId ?? null}::int, ${r.payableId ?? null}::int, ${r.paymentId ?? null}::int,
             ${r.kind}, ${r.entryDate}::date, ${r.amount}::numeric, ${r.note ?? ''}, ${r.createdBy})`,
    ),
    sql`, `,
  );
  await db.execute(sql`insert into vendor_ledger
      (tenant_code, vendor_id, site_id, payable_id, payment_id, kind, entry_date, amount, note, created_by)
      values ${values}`);
}

/** A vendor's opening balance as a signed amount (Cr +, Dr −). */
const signedOpening = (amount: string, type: string): string =>
  type === 'Dr' ? negate(amount) : fromPaise(paise(amount));

/**
 * The date an opening balance is posted at: its date, else the company's day (`zone`) on which the
 * vendor was made — not the UTC day, which is the day before in India from 18:30 to 24:00 UTC.
 */
const openingDate = (
  v: { openingBalanceDate: string | null; createdAt: Date | string },
  zone: string,
): string => v.openingBalanceDate ?? todayIsoIn(zone, new Date(v.createdAt));

interface VendorOpening {
  id: number;
  tenantCode: string;
  openingBalance: string;
  typeOfTransactionForOb: string;
  openingBalanceDate: string | null;
  createdAt: Date | string;
}

/** A new vendor's opening balance; `zone`: the company's time zone. */
export function postOpening(db: Db, v: VendorOpening, by: string, zone: string): Promise<void> {
  return post(db, [
    {
      tenantCode: v.tenantCode,
      vendorId: v.id,
      kind: 'opening',
      entryDate: openingDate(v, zone),
      amount: signedOpening(v.openingBalance, v.typeOfTransactionForOb),
      createdBy: by,
    },
  ]);
}

/** An opening balance changed (its amount or its Cr / Dr): the difference, at the opening date. */
export function postOpeningChange(
  db: Db,
  before: VendorOpening,
  after: VendorOpening,
  by: string,
  zone: string,
): Promise<void> {
  const delta =
    paise(signedOpening(after.openingBalance, after.typeOfTransactionForOb)) -
    paise(signedOpening(before.openingBalance, before.typeOfTransactionForOb));
  return post(db, [
    {
      tenantCode: after.tenantCode,
      vendorId: after.id,
      kind: 'opening_correction',
      entryDate: openingDate(after, zone),
      amount: fromPaise(delta),
      note: `Opening balance ${before.openingBalance} ${before.typeOfTransactionForOb} → ${after.openingBalance} ${after.typeOfTransactionForOb}`,
      createdBy: by,
    },
  ]);
}

/** An opening row's signed amount and its date (`today`: the company's day of the upload). */
const signedOpeningOf = (r: SQL) =>
  sql`case when ${r}.type_of_transaction_for_ob = 'Dr' then -${r}.opening_balance else ${r}.opening_balance end`;
const openingDateOf = (r: SQL, today: string) => sql`coalesce(${r}.opening_balance_date, ${today}::date)`;

/**
 * The opening rows of vendors a bulk upload is ABOUT to insert, in one statement:
 * `records` is the insert's JSON array (vendors.repo.ts insertVendorsJson), each record with the id
 * reserved for it. They are posted before the vendors exist, so the ledger's trigger finds no vendor
 * to update: run after the insert, its UPDATE rewrote every new vendor row (each of their ten
 * indexes and the folded search text again), which cost as much as the insert itself. The insert
 * then writes each vendor with the figures the trigger would have kept (`newVendorKeptFigures`).
 * Call both in one transaction.
 */
export async function postOpeningsOfNewVendors(
  db: Db,
  records: string,
  by: string,
  today: string,
): Promise<void> {
  const r = sql.raw('r');
  await db.execute(sql`insert into vendor_ledger (tenant_code, vendor_id, kind, entry_date, amount, created_by)
    select r.tenant_code, r.id, 'opening', ${openingDateOf(r, today)}, ${signedOpeningOf(r)}, ${by}
      from json_to_recordset(${records}::json) as r(id integer, tenant_code varchar(64), opening_balance numeric(14, 2),
             opening_balance_date date, type_of_transaction_for_ob varchar(2))
     where r.opening_balance <> 0
     order by r.id`);
}

/**
 * What the ledger's trigger keeps on a vendor after its opening row (migration 0025
 * `vendor_ledger_apply`), as expressions over the insert's record `r`, for vendors inserted after
 * `postOpeningsOfNewVendors` posted their rows; a vendor with no opening balance has no row and
 * keeps the values it was given.
 */
export function newVendorKeptFigures(today: string): Readonly<Record<string, SQL>> {
  const r = sql.raw('r');
  const posted = sql`${r}.opening_balance <> 0`;
  return {
    ledger_balance: sql`case when ${posted} then ${signedOpeningOf(r)} else 0 end`,
    ledger_last_date: sql`case when ${posted} then ${openingDateOf(r, today)} end`,
    current_balance: sql`case when ${posted} then abs(${signedOpeningOf(r)}) else ${r}.current_balance end`,
    type_of_transaction_for_cb: sql`case when ${posted} then (case when ${signedOpeningOf(r)} < 0 then 'Dr' else 'Cr' end) else ${r}.type_of_transaction_for_cb end`,
    current_balance_date: sql`case when ${posted} then ${openingDateOf(r, today)} else ${r}.current_balance_date end`,
  };
}

/**
 * Vendors about to be deleted (only those with no payables can be): each one's rows netted to 0 by
 * one `vendor_removed` row at its opening date, so the ledger keeps what it had and owes nothing.
 */
export async function postVendorsRemoved(
  db: Db,
  tenantCode: string,
  vendorIds: SQL | readonly number[],
  by: string,
): Promise<void> {
  const ids = idListSql(vendorIds);
  await db.execute(sql`insert into vendor_ledger (tenant_code, vendor_id, kind, entry_date, amount, note, created_by)
    select l.tenant_code, l.vendor_id, 'vendor_removed', min(l.entry_date), -sum(l.amount), 'Vendor deleted', ${by}
      from vendor_ledger l
     where l.tenant_code = ${tenantCode} and l.payable_id is null and l.vendor_id in (${ids})
     group by l.tenant_code, l.vendor_id
    having sum(l.amount) <> 0
     order by l.vendor_id`);
}

interface PayableBill {
  id: number;
  tenantCode: string;
  erfVendorId: number;
  erfSiteId: number;
  vendorPayableCode: string;
  amount: string;
  taxAmount: string;
  billDate: string;
  status: string;
}

const billTotal = (p: PayableBill) => fromPaise(paise(p.amount) + paise(p.taxAmount));
const onBill = (p: PayableBill) => ({
  tenantCode: p.tenantCode,
  vendorId: p.erfVendorId,
  siteId: p.erfSiteId,
  payableId: p.id,
});

/** A new bill: amount + tax, at the bill date. */
export function postBill(db: Db, p: PayableBill, by: string): Promise<void> {
  return post(db, [
    { ...onBill(p), kind: 'bill', entryDate: p.billDate, amount: billTotal(p), createdBy: by },
  ]);
}

/** A bill cancelled: what the ledger bills it, reversed at its bill date. */
export async function postBillCancel(db: Db, p: PayableBill, by: string): Promise<void> {
  const [row] = await queryRows<{ billed: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as billed from vendor_ledger
         where tenant_code = ${p.tenantCode} and payable_id = ${p.id} and kind in ('bill', 'bill_correction', 'bill_cancel')`,
  );
  await post(db, [
    {
      ...onBill(p),
      kind: 'bill_cancel',
      entryDate: p.billDate,
      amount: negate(row?.billed ?? '0'),
      note: `${p.vendorPayableCode} cancelled`,
      createdBy: by,
    },
  ]);
}

/**
 * A bill edited. Moved to another vendor or site: each of its rows so far is reversed where it
 * stood and posted again on the new vendor and site (same kinds and dates). Then, its bill date
 * changed: what it bills is reversed at the old date and posted at the new one. Then, its amount +
 * tax changed: the difference, at the bill date.
 */
export async function postBillChange(
  db: Db,
  before: PayableBill,
  after: PayableBill,
  by: string,
): Promise<void> {
  const tenant = after.tenantCode;
  if (before.erfVendorId !== after.erfVendorId || before.erfSiteId !== after.erfSiteId) {
    await db.execute(sql`insert into vendor_ledger
        (tenant_code, vendor_id, site_id, payable_id, payment_id, kind, entry_date, amount, note, created_by)
      select ${tenant}, m.vendor_id, m.site_id, ${after.id}, g.payment_id, g.kind, g.entry_date, m.sign * g.amount, m.note, ${by}
        from (select payment_id, kind, entry_date, sum(amount) as amount, min(id) as first_id
                from vendor_ledger where tenant_code = ${tenant} and payable_id = ${after.id}
               group by payment_id, kind, entry_date having sum(amount) <> 0) g
       cross join (values (${before.erfVendorId}::int, ${before.erfSiteId}::int, -1, ${`${after.vendorPayableCode} moved`}::text, 1),
                          (${after.erfVendorId}::int, ${after.erfSiteId}::int, 1, ${`${after.vendorPayableCode} moved here`}::text, 2))
            as m(vendor_id, site_id, sign, note, n)
       order by m.n, g.first_id`);
  }
  const oldTotal = billTotal(before);
  const newTotal = billTotal(after);
  const rows: LedgerPosting[] = [];
  if (before.billDate !== after.billDate) {
    const note = `Bill date ${before.billDate} → ${after.billDate}`;
    rows.push(
      {
        ...onBill(after),
        kind: 'bill_correction',
        entryDate: before.billDate,
        amount: negate(oldTotal),
        note,
        createdBy: by,
      },
      {
        ...onBill(after),
        kind: 'bill_correction',
        entryDate: after.billDate,
        amount: oldTotal,
        note,
        createdBy: by,
      },
    );
  }
  if (oldTotal !== newTotal) {
    rows.push({
      ...onBill(after),
      kind: 'bill_correction',
      entryDate: after.billDate,
      amount: fromPaise(paise(newTotal) - paise(oldTotal)),
      note: `Amount + tax ${oldTotal} → ${newTotal}`,
      createdBy: by,
    });
  }
  await post(db, rows);
}

interface PaymentPosted {
  id: number;
  tenantCode: string;
  erfVendorId: number;
  paymentDate: string;
  /** The payment's TDS, numeric text. */
  tdsAmount: string;
  paymentCode: string;
}

/**
 * A payment: for each allocation (in the order given), its cash part and its TDS part. The
 * payment's TDS is taken by its allocations in order, each up to its amount; the rest is cash.
 * Amounts in paise, so nothing is lost to rounding.
 */
export function postPayment(
  db: Db,
  payment: PaymentPosted,
  allocations: readonly { payableId: number; siteId: number; amountPaise: bigint }[],
  by: string,
): Promise<void> {
  let tdsLeft = paise(payment.tdsAmount);
  const rows: LedgerPosting[] = [];
  const base = { tenantCode: payment.tenantCode, vendorId: payment.erfVendorId, paymentId: payment.id };
  for (const a of allocations) {
    const tds = a.amountPaise < tdsLeft ? a.amountPaise : tdsLeft;
    tdsLeft -= tds;
    const at = {
      ...base,
      payableId: a.payableId,
      siteId: a.siteId,
      entryDate: payment.paymentDate,
      createdBy: by,
    };
    rows.push(
      { ...at, kind: 'payment', amount: fromPaise(-(a.amountPaise - tds)) },
      { ...at, kind: 'tds', amount: fromPaise(-tds) },
    );
  }
  return post(db, rows);
}

/** A payment reversed: each of its rows on each payable and site, negated, on `day` (or the payment's date if later). */
export async function postPaymentReversal(
  db: Db,
  tenantCode: string,
  paymentId: number,
  day: string,
  reason: string,
  by: string,
): Promise<void> {
  await db.execute(sql`insert into vendor_ledger
      (tenant_code, vendor_id, site_id, payable_id, payment_id, kind, entry_date, amount, note, created_by)
    select tenant_code, vendor_id, site_id, payable_id, payment_id,
           case kind when 'payment' then 'payment_reversal' else 'tds_reversal' end,
           greatest(max(entry_date), ${day}::date), -sum(amount), ${reason.slice(0, 300)}, ${by}
      from vendor_ledger
     where tenant_code = ${tenantCode} and payment_id = ${paymentId} and kind in ('payment', 'tds')
     group by tenant_code, vendor_id, site_id, payable_id, payment_id, kind
    having sum(amount) <> 0
     order by payable_id, kind`);
}

/**
 * Posts the ledger rows of a tenant's records that were written without it (the bench's generated
 * data): opening balances, bills and cancels, payments' cash and TDS per allocation and their
 * reversals, as migration 0025 back-filled the records that existed before the ledger. Only for a
 * tenant whose ledger is still empty.
 */
export async function backfillLedger(db: Db, tenantCode: string): Promise<void> {
  await db.execute(sql`insert into vendor_ledger (tenant_code, vendor_id, kind, entry_date, amount, created_by, created_at)
    select v.tenant_code, v.id, 'opening', coalesce(v.opening_balance_date, (v.created_at at time zone 'UTC')::date),
           case when v.type_of_transaction_for_ob = 'Dr' then -v.opening_balance else v.opening_balance end,
           v.created_by, v.created_at
      from vendors v where v.tenant_code = ${tenantCode} and v.opening_balance <> 0 order by v.id`);
  // Bills and payments in one statement, so the trigger updates each payable once.
  await db.execute(sql`insert into vendor_ledger
      (tenant_code, vendor_id, site_id, payable_id, payment_id, kind, entry_date, amount, created_by, created_at)
    with split as (
      select a.id, a.tenant_code, a.payment_id, a.payable_id, a.amount, p.erf_site_id, vp.erf_vendor_id, vp.payment_date,
             vp.status, vp.created_by, vp.created_at,
             coalesce(vp.reversed_by, vp.created_by) as reversed_by, coalesce(vp.reversed_at, vp.created_at) as reversed_at,
             least(a.amount, greatest(vp.tds_amount - coalesce(sum(a.amount) over (partition by a.payment_id order by a.id
               rows between unbounded preceding and 1 preceding), 0), 0)) as tds_part
        from payment_allocations a
        join vendor_payments vp on vp.id = a.payment_id
        join payables p on p.id = a.payable_id
       where a.tenant_code = ${tenantCode}
    ),
    posting as (
      select p.tenant_code, p.erf_vendor_id as vendor_id, p.erf_site_id as site_id, p.id as payable_id,
             null::int as payment_id, e.kind, p.bill_date as day, e.amount, p.created_by as by, p.created_at as at,
             0 as o1, p.id as o2, e.n as o3
        from payables p
       cross join lateral (values ('bill', p.amount + p.tax_amount, 1), ('bill_cancel', -(p.amount + p.tax_amount), 2))
             as e(kind, amount, n)
       where p.tenant_code = ${tenantCode} and p.amount + p.tax_amount <> 0 and (e.kind = 'bill' or p.status = 'Cancelled')
      union all
      select s.tenant_code, s.erf_vendor_id, s.erf_site_id, s.payable_id, s.payment_id, e.kind, e.day, e.amount, e.by, e.at,
             1, s.id, e.n
        from split s
       cross join lateral (values
         ('payment', s.payment_date, -(s.amount - s.tds_part), s.created_by, s.created_at, 1),
         ('tds', s.payment_date, -s.tds_part, s.created_by, s.created_at, 2),
         ('payment_reversal', greatest(s.payment_date, (s.reversed_at at time zone 'UTC')::date), s.amount - s.tds_part, s.reversed_by, s.reversed_at, 3),
         ('tds_reversal', greatest(s.payment_date, (s.reversed_at at time zone 'UTC')::date), s.tds_part, s.reversed_by, s.reversed_at, 4)
       ) as e(kind, day, amount, by, at, n)
       where e.amount <> 0 and (e.n <= 2 or s.status = 'Reversed')
    )
    select tenant_code, vendor_id, site_id, payable_id, payment_id, kind, day, amount, by, at
      from posting order by o1, day, o2, o3`);
}
