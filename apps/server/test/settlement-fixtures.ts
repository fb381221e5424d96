import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * Payments written straight into the database (the payment routes are another branch's work):
 * one vendor_payments row and its payment_allocations, as the Vendor Settlement call stores them.
 * Amounts are numeric texts ("1500.50").
 */
export interface PaymentRow {
  tenantCode: string;
  vendorId: number;
  /** YYYY-MM-DD */
  date: string;
  amount: string;
  tdsAmount?: string;
  status?: 'Active' | 'Reversed';
  allocations: { payableId: number; amount: string }[];
}

let sequence = 0;

export async function insertPayment(app: FastifyInstance, p: PaymentRow): Promise<number> {
  sequence += 1;
  const code = `TPAY${String(sequence).padStart(5, '0')}`;
  const reversed = p.status === 'Reversed';
  const result = (await app.ctx.db.execute(
    sql`insert into vendor_payments (tenant_code, payment_code, erf_vendor_id, payment_date, amount, tds_amount,
          payment_mode, status, created_by, reversed_by, reversed_at, reversal_reason)
        values (${p.tenantCode}, ${code}, ${p.vendorId}, ${p.date}, ${p.amount}, ${p.tdsAmount ?? '0'},
          'UPI', ${p.status ?? 'Active'}, 'fixture', ${reversed ? 'fixture' : null},
          ${reversed ? new Date().toISOString() : null}, ${reversed ? 'fixture reversal' : null})
        returning id`,
  )) as { rows: { id: number }[] };
  const id = result.rows[0]?.id as number;
  for (const a of p.allocations) {
    await app.ctx.db.execute(
      sql`insert into payment_allocations (tenant_code, payment_id, payable_id, amount)
          values (${p.tenantCode}, ${id}, ${a.payableId}, ${a.amount})`,
    );
  }
  return id;
}
