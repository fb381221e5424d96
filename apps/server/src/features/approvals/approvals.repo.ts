import { and, asc, desc, eq, gt, gte, inArray, lte, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { advanceRequests, payables, vendors } from '../../db/schema/index.js';
import { overduePayableSql, payablesOwing } from '../../domain/payable-money.js';

/** The approval queue's and the home page's reads, and the two decisions' writes; always by tenant. */

export type AdvanceRow = typeof advanceRequests.$inferSelect;
export type PayableRow = typeof payables.$inferSelect;
export type PayableWithVendor = PayableRow & { vendorCode: string; vendorName: string };

/** How many rows a list of the queue or the home page answers at most (the count is the whole). */
export const LIST_LIMIT = 100;

const advanceNotBy = (userName: string) =>
  and(ne(advanceRequests.requestedBy, userName), ne(advanceRequests.createdBy, userName));

/** Pending advances of the company that the caller neither requested nor created: page and count. */
export async function waitingAdvances(
  db: Db,
  tenantCode: string,
  status: string,
  userName: string,
  limit: number,
) {
  const where = and(
    eq(advanceRequests.tenantCode, tenantCode),
    eq(advanceRequests.status, status),
    advanceNotBy(userName),
  );
  const rows = await db
    .select()
    .from(advanceRequests)
    .where(where)
    .orderBy(asc(advanceRequests.id))
    .limit(limit);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(advanceRequests).where(where);
  return { rows, count: count?.n ?? 0 };
}

/** The caller's own advances in one of `statuses` (requested or created by them), newest first. */
export async function ownAdvances(
  db: Db,
  tenantCode: string,
  statuses: string[],
  userName: string,
  limit: number,
) {
  return db
    .select()
    .from(advanceRequests)
    .where(
      and(
        eq(advanceRequests.tenantCode, tenantCode),
        inArray(advanceRequests.status, statuses),
        or(eq(advanceRequests.requestedBy, userName), eq(advanceRequests.createdBy, userName)),
      ),
    )
    .orderBy(desc(advanceRequests.id))
    .limit(limit);
}

const withVendor = {
  payable: payables,
  vendorCode: vendors.vendorCode,
  vendorName: vendors.vendorName,
};
const joinVendor = and(eq(vendors.tenantCode, payables.tenantCode), eq(vendors.id, payables.erfVendorId));
const flatten = (r: { payable: PayableRow; vendorCode: string; vendorName: string }): PayableWithVendor => ({
  ...r.payable,
  vendorCode: r.vendorCode,
  vendorName: r.vendorName,
});

/** Payables of the company in `status` that the caller did not enter: page and count. */
export async function waitingPayables(
  db: Db,
  tenantCode: string,
  status: string,
  userName: string,
  limit: number,
) {
  const where = and(
    eq(payables.tenantCode, tenantCode),
    eq(payables.status, status),
    ne(payables.createdBy, userName),
  );
  const rows = await db
    .select(withVendor)
    .from(payables)
    .innerJoin(vendors, joinVendor)
    .where(where)
    .orderBy(asc(payables.paymentDueDate), asc(payables.id))
    .limit(limit);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(payables).where(where);
  return { rows: rows.map(flatten), count: count?.n ?? 0 };
}

/**
 * Payables due from `from` to `to` (ISO dates, inclusive) that still owe something (the ledger's
 * billed above paid) and whose status is not one of `done`.
 */
export async function payablesDue(
  db: Db,
  tenantCode: string,
  from: string,
  to: string,
  done: string[],
  limit: number,
) {
  const rows = await db
    .select(withVendor)
    .from(payables)
    .innerJoin(vendors, joinVendor)
    .where(
      and(
        eq(payables.tenantCode, tenantCode),
        gte(payables.paymentDueDate, from),
        lte(payables.paymentDueDate, to),
        notInArray(payables.status, done),
        gt(payables.billedAmount, payables.paidAmount),
      ),
    )
    .orderBy(asc(payables.paymentDueDate), asc(payables.id))
    .limit(limit);
  return rows.map(flatten);
}

/**
 * The tenant's overdue payables (due before `today`, still owed): their count and what they owe,
 * over the payables list's own `overdue=true` condition (domain/payable-money.ts).
 */
export const overdueOwing = (db: Db, tenantCode: string, today: string) =>
  payablesOwing(db, and(eq(payables.tenantCode, tenantCode), ...overduePayableSql(today)) as SQL);

export interface SetupRow {
  sites: boolean;
  lists: boolean;
  users: boolean;
  vendor: boolean;
}

/**
 * A company's setup steps, in one statement: it has a site (any state); each of
 * `lists` (the lists a vendor and a bill pick from) has an active value of its own (a new company
 * starts with the standard lists, db/standard-lists.ts, so this step is done until a list is emptied);
 * a user besides `userName`; a vendor.
 */
export async function setupSteps(
  db: Db,
  tenantCode: string,
  userName: string,
  lists: readonly string[],
): Promise<SetupRow> {
  const result = await db.execute(sql`
    select
      exists (select 1 from sites s where s.tenant_code = ${tenantCode}) as sites,
      (
        select count(distinct a.name) from onetime_attributes a
         where a.tenant_code = ${tenantCode} and a.is_active
           and a.name in (${sql.join(
             lists.map((l) => sql`${l}`),
             sql`, `,
           )})
      ) = ${lists.length} as lists,
      exists (select 1 from users u where u.tenant_code = ${tenantCode} and u.user_name <> ${userName}) as users,
      exists (select 1 from vendors v where v.tenant_code = ${tenantCode}) as vendor`);
  const rows = Array.isArray(result) ? (result as SetupRow[]) : ((result as { rows: SetupRow[] }).rows ?? []);
  return rows[0] ?? { sites: false, lists: false, users: false, vendor: false };
}

/** One payable of the tenant, locked until the transaction ends. */
export async function lockPayable(db: Db, tenantCode: string, id: number): Promise<PayableRow | undefined> {
  const [row] = await db
    .select()
    .from(payables)
    .where(and(eq(payables.tenantCode, tenantCode), eq(payables.id, id)))
    .for('update');
  return row;
}

export async function findPayable(db: Db, tenantCode: string, id: number): Promise<PayableRow | undefined> {
  const [row] = await db
    .select()
    .from(payables)
    .where(and(eq(payables.tenantCode, tenantCode), eq(payables.id, id)));
  return row;
}

/** Sets a payable's status if it still has `version` (version + 1); undefined when it changed. */
export async function setPayableStatus(
  db: Db,
  tenantCode: string,
  id: number,
  version: number,
  change: { status: string; by: string },
): Promise<PayableRow | undefined> {
  const [row] = await db
    .update(payables)
    .set({
      status: change.status,
      updatedBy: change.by,
      updatedAt: sql`now()`,
      version: sql`${payables.version} + 1`,
    })
    .where(and(eq(payables.tenantCode, tenantCode), eq(payables.id, id), eq(payables.version, version)))
    .returning();
  return row;
}

/** Decides an advance if it still has `version`: its status and approved amount (version + 1). */
export async function setAdvanceDecision(
  db: Db,
  tenantCode: string,
  id: number,
  version: number,
  change: { status: string; approvedAmount: string | null; by: string },
): Promise<AdvanceRow | undefined> {
  const [row] = await db
    .update(advanceRequests)
    .set({
      status: change.status,
      approvedAmount: change.approvedAmount,
      updatedBy: change.by,
      updatedAt: sql`now()`,
      version: sql`${advanceRequests.version} + 1`,
    })
    .where(
      and(
        eq(advanceRequests.tenantCode, tenantCode),
        eq(advanceRequests.id, id),
        eq(advanceRequests.version, version),
      ),
    )
    .returning();
  return row;
}
