import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/**
 * Recomputes a vendor's Current Balance from its records (issue 14; the rule is in
 * packages/contract/src/schemas/settlement.ts): opening balance (Cr +, Dr −) + totals of its bills
 * not Cancelled − (amount + TDS) of its Active payments, summed in SQL. Stores the absolute value with
 * Cr (we owe the vendor, or nothing) or Dr, dated the latest of the opening, bill and payment dates
 * (none of them: the date it had, which a new vendor's insert sets to the day it was created).
 * Call it inside the transaction of every change to a vendor's opening balance, bills or payments.
 *
 * The vendor's row is locked first, in a statement of its own: two transactions changing one
 * vendor's records at once then refresh one after the other, and the second one's UPDATE (a new
 * statement, so a new snapshot on READ COMMITTED) sums the first one's committed rows too. Summed in
 * the UPDATE that waited for the lock, it would have used its older snapshot and lost them.
 */
export async function refreshVendorBalance(db: Db, tenantCode: string, vendorId: number): Promise<void> {
  await db.execute(
    sql`select id from vendors where tenant_code = ${tenantCode} and id = ${vendorId} for no key update`,
  );
  await db.execute(sql`
    update vendors v set
      current_balance = abs(b.balance),
      type_of_transaction_for_cb = case when b.balance < 0 then 'Dr' else 'Cr' end,
      current_balance_date = b.last_date
    from (
      select
        (case when v2.type_of_transaction_for_ob = 'Dr' then -v2.opening_balance else v2.opening_balance end)
          + coalesce(bills.total, 0) - coalesce(pays.total, 0) as balance,
        coalesce(greatest(v2.opening_balance_date, bills.last_date, pays.last_date), v2.current_balance_date)
          as last_date
      from vendors v2
      left join (
        select sum(p.amount + p.tax_amount) as total, max(p.bill_date) as last_date
        from payables p
        where p.tenant_code = ${tenantCode} and p.erf_vendor_id = ${vendorId} and p.status <> 'Cancelled'
      ) bills on true
      left join (
        select sum(vp.amount + vp.tds_amount) as total, max(vp.payment_date) as last_date
        from vendor_payments vp
        where vp.tenant_code = ${tenantCode} and vp.erf_vendor_id = ${vendorId} and vp.status = 'Active'
      ) pays on true
      where v2.tenant_code = ${tenantCode} and v2.id = ${vendorId}
    ) b
    where v.tenant_code = ${tenantCode} and v.id = ${vendorId}`);
}
