import type { LedgerEntryKind } from '@sitebook/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { payables, paymentAllocations, vendorPayments } from '../../db/schema/index.js';
import { paidOfPayableSql, payableOutstandingSql, payableTotalSql } from '../../domain/payable-money.js';

export type PayableRow = typeof payables.$inferSelect;
export type PaymentRow = typeof vendorPayments.$inferSelect;
export type NewPayment = typeof vendorPayments.$inferInsert;

const ids = (values: readonly number[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The tenant's payables among `payableIds`, locked for update in id order (so two payments naming
 * the same payables wait for each other instead of deadlocking). Read the money after this, in a
 * statement of its own: it then sees what the transaction that held the lock committed.
 */
export async function lockPayables(db: Db, tenantCode: string, payableIds: readonly number[]) {
  if (payableIds.length === 0) return [];
  return db
    .select()
    .from(payables)
    .where(and(eq(payables.tenantCode, tenantCode), inArray(payables.id, [...payableIds])))
    .orderBy(asc(payables.id))
    .for('update');
}

/** Total, paid (Active payments) and outstanding of the tenant's payables among `payableIds`, as numeric text. */
export async function payableMoney(db: Db, tenantCode: string, payableIds: readonly number[]) {
  if (payableIds.length === 0) return new Map<number, { total: string; paid: string; outstanding: string }>();
  const rows = await queryRows<{ id: number; total: string; paid: string; outstanding: string }>(
    db,
    sql`select p.id, ${payableTotalSql()}::text as total, ${paidOfPayableSql()}::text as paid,
               ${payableOutstandingSql()}::text as outstanding
          from payables p
         where p.tenant_code = ${tenantCode} and p.id in (${ids(payableIds)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/**
 * The vendor's Active payment that already carries `reference` (compared trimmed, any case), the
 * earliest; undefined for '' or none (a repeated reference asks for a confirmation).
 */
export async function paymentWithReference(db: Db, tenantCode: string, vendorId: number, reference: string) {
  if (reference.trim() === '') return undefined;
  const [row] = await db
    .select({ paymentCode: vendorPayments.paymentCode, paymentDate: vendorPayments.paymentDate })
    .from(vendorPayments)
    .where(
      and(
        eq(vendorPayments.tenantCode, tenantCode),
        eq(vendorPayments.erfVendorId, vendorId),
        eq(vendorPayments.status, 'Active'),
        sql`lower(btrim(${vendorPayments.reference})) = lower(btrim(${reference}))`,
      ),
    )
    .orderBy(asc(vendorPayments.id))
    .limit(1);
  return row;
}

export async function insertPayment(db: Db, row: NewPayment): Promise<PaymentRow> {
  const [inserted] = await db.insert(vendorPayments).values(row).returning();
  if (!inserted) throw new Error('payment insert returned no row');
  return inserted;
}

export async function insertAllocations(
  db: Db,
  tenantCode: string,
  paymentId: number,
  allocations: readonly { payableId: number; amount: string }[],
): Promise<void> {
  await db
    .insert(paymentAllocations)
    .values(allocations.map((a) => ({ tenantCode, paymentId, payableId: a.payableId, amount: a.amount })));
}

/** Sets a locked payable's status (a change of the payable: version + 1, who and when). */
export async function setPayableStatus(
  db: Db,
  tenantCode: string,
  payableId: number,
  status: string,
  updatedBy: string,
): Promise<PayableRow> {
  const [row] = await db
    .update(payables)
    .set({ status, updatedBy, updatedAt: sql`now()`, version: sql`${payables.version} + 1` })
    .where(and(eq(payables.tenantCode, tenantCode), eq(payables.id, payableId)))
    .returning();
  if (!row) throw new Error('payable vanished while locked');
  return row;
}

/** One of the tenant's payments, locked for update (a reversal). */
export async function lockPayment(db: Db, tenantCode: string, paymentId: number) {
  const [row] = await db
    .select()
    .from(vendorPayments)
    .where(and(eq(vendorPayments.tenantCode, tenantCode), eq(vendorPayments.id, paymentId)))
    .for('update');
  return row;
}

/** The allocations of one payment, by payable id. */
export async function allocationsOf(db: Db, tenantCode: string, paymentId: number) {
  return db
    .select({ payableId: paymentAllocations.payableId, amount: paymentAllocations.amount })
    .from(paymentAllocations)
    .where(and(eq(paymentAllocations.tenantCode, tenantCode), eq(paymentAllocations.paymentId, paymentId)))
    .orderBy(asc(paymentAllocations.payableId));
}

export async function markReversed(
  db: Db,
  tenantCode: string,
  paymentId: number,
  by: string,
  reason: string,
): Promise<PaymentRow> {
  const [row] = await db
    .update(vendorPayments)
    .set({ status: 'Reversed', reversedBy: by, reversedAt: sql`now()`, reversalReason: reason })
    .where(and(eq(vendorPayments.tenantCode, tenantCode), eq(vendorPayments.id, paymentId)))
    .returning();
  if (!row) throw new Error('payment vanished while locked');
  return row;
}

export interface ListedPaymentRow {
  id: number;
  payment_code: string;
  erf_vendor_id: number;
  vendor_code: string;
  vendor_name: string;
  payment_date: string;
  amount: string;
  tds_amount: string;
  payment_mode: string;
  reference: string;
  remarks: string;
  status: string;
  created_by: string;
  created_at: string | Date;
  reversed_by: string | null;
  reversed_at: string | Date | null;
  reversal_reason: string | null;
  total_count: string | number;
}

/**
 * One page of the tenant's payments (of one vendor when given), newest payment date first, then
 * newest recorded, each with its vendor's code and name and the count of all of them (same statement).
 */
export async function listPaymentsPage(
  db: Db,
  tenantCode: string,
  filter: { vendorId?: number; size: number; offset: number },
): Promise<{ rows: ListedPaymentRow[]; total: number }> {
  const ofVendor = filter.vendorId === undefined ? sql`` : sql`and vp.erf_vendor_id = ${filter.vendorId}`;
  const rows = await queryRows<ListedPaymentRow>(
    db,
    sql`select vp.id, vp.payment_code, vp.erf_vendor_id, v.vendor_code, v.vendor_name,
               vp.payment_date::text as payment_date, vp.amount::text as amount,
               vp.tds_amount::text as tds_amount, vp.payment_mode, vp.reference, vp.remarks, vp.status,
               vp.created_by, vp.created_at, vp.reversed_by, vp.reversed_at, vp.reversal_reason,
               count(*) over () as total_count
          from vendor_payments vp
          join vendors v on v.id = vp.erf_vendor_id and v.tenant_code = vp.tenant_code
         where vp.tenant_code = ${tenantCode} ${ofVendor}
         order by vp.payment_date desc, vp.id desc
         limit ${filter.size} offset ${filter.offset}`,
  );
  const first = rows[0];
  if (first) return { rows, total: Number(first.total_count) };
  // A page past the end has no row to carry the count.
  const [counted] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from vendor_payments vp where vp.tenant_code = ${tenantCode} ${ofVendor}`,
  );
  return { rows, total: Number(counted?.n ?? 0) };
}

/** The allocations of the given payments (one query for a page), with each payable's code and invoice no. */
export async function allocationsOfPayments(db: Db, tenantCode: string, paymentIds: readonly number[]) {
  if (paymentIds.length === 0) return [];
  return queryRows<{
    payment_id: number;
    payable_id: number;
    vendor_payable_code: string;
    invoice_number: string;
    amount: string;
  }>(
    db,
    sql`select a.payment_id, a.payable_id, p.vendor_payable_code, p.invoice_number, a.amount::text as amount
          from payment_allocations a
          join payables p on p.id = a.payable_id and p.tenant_code = a.tenant_code
         where a.tenant_code = ${tenantCode} and a.payment_id in (${ids(paymentIds)})
         order by a.payment_id, a.id`,
  );
}

/**
 * The vendor's payables that are not Cancelled and still owe something, oldest due date first,
 * then by code, with total, paid and outstanding (numeric text).
 */
export async function openPayables(db: Db, tenantCode: string, vendorId: number) {
  return queryRows<{
    id: number;
    vendor_payable_code: string;
    invoice_number: string;
    erf_site_id: number;
    bill_date: string;
    payment_due_date: string;
    status: string;
    total: string;
    paid: string;
    outstanding: string;
  }>(
    db,
    sql`select o.id, o.vendor_payable_code, o.invoice_number, o.erf_site_id, o.bill_date, o.payment_due_date,
               o.status, o.total, o.paid, o.owed::text as outstanding
          from (
          select p.id, p.vendor_payable_code, p.invoice_number, p.erf_site_id,
                 p.bill_date::text as bill_date, p.payment_due_date::text as payment_due_date, p.status,
                 ${payableTotalSql()}::text as total, ${paidOfPayableSql()}::text as paid,
                 ${payableOutstandingSql()} as owed
            from payables p
           where p.tenant_code = ${tenantCode} and p.erf_vendor_id = ${vendorId} and p.status <> 'Cancelled'
        ) o
        where o.owed > 0
        order by o.payment_due_date, o.vendor_payable_code`,
  );
}

export interface LedgerRow {
  kind: LedgerEntryKind;
  date: string;
  reference: string;
  payable_id: number | null;
  payment_id: number | null;
  note: string;
  amount: string;
}

/** Same-day order of the ledger's lines. */
const KIND_RANK = sql`case kind when 'opening' then 0 when 'opening_correction' then 1 when 'vendor_removed' then 2
  when 'bill' then 3 when 'bill_correction' then 4 when 'bill_cancel' then 5 when 'payment' then 6 when 'tds' then 7
  when 'payment_reversal' then 8 else 9 end`;

/**
 * The vendor's ledger lines dated in [from, to], in one statement over vendor_ledger: a payment's
 * rows (one per payable it paid, and any moves) summed to one line per kind and date, every other
 * row a line of its own; lines that sum to 0 left out. Date order; same day by KIND_RANK, then as posted.
 */
export async function ledger(
  db: Db,
  tenantCode: string,
  vendorId: number,
  period: { from?: string | undefined; to?: string | undefined },
): Promise<LedgerRow[]> {
  const inPeriod = sql`${period.from === undefined ? sql`` : sql`and l.entry_date >= ${period.from}::date`}
    ${period.to === undefined ? sql`` : sql`and l.entry_date <= ${period.to}::date`}`;
  return queryRows<LedgerRow>(
    db,
    sql`with lines as (
          select l.kind, l.entry_date, l.payable_id, l.payment_id, l.note, l.amount, l.id as first_id
            from vendor_ledger l
           where l.tenant_code = ${tenantCode} and l.vendor_id = ${vendorId} and l.payment_id is null ${inPeriod}
          union all
          select l.kind, l.entry_date, null, l.payment_id, max(l.note), sum(l.amount), min(l.id)
            from vendor_ledger l
           where l.tenant_code = ${tenantCode} and l.vendor_id = ${vendorId} and l.payment_id is not null ${inPeriod}
           group by l.kind, l.entry_date, l.payment_id
          having sum(l.amount) <> 0
        )
        select x.kind, x.entry_date::text as date,
               coalesce(
                 p.vendor_payable_code || case when p.invoice_number <> '' then ' (' || p.invoice_number || ')' else '' end,
                 vp.payment_code || case when vp.reference <> '' then ' (' || vp.reference || ')' else '' end,
                 '') as reference,
               x.payable_id, x.payment_id, x.note, x.amount::text as amount
          from lines x
          left join payables p on p.id = x.payable_id and p.tenant_code = ${tenantCode}
          left join vendor_payments vp on vp.id = x.payment_id and vp.tenant_code = ${tenantCode}
         order by x.entry_date, ${KIND_RANK}, x.first_id`,
  );
}

/** The signed sum of the vendor's ledger rows dated before `from` (the balance brought forward). */
export async function ledgerBalanceBefore(db: Db, tenantCode: string, vendorId: number, from: string) {
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as balance from vendor_ledger
         where tenant_code = ${tenantCode} and vendor_id = ${vendorId} and entry_date < ${from}::date`,
  );
  return row?.balance ?? '0';
}
