import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordPayment, reverse } from '../src/features/settlement/settlement.service.js';

/**
 * Payments recorded through the payment service (so the vendor ledger has their rows), as an ADMIN
 * of the tenant, on any date. A payment with status 'Reversed' is reversed right after (the
 * reversal is dated today). Amounts are numeric texts ("1500.50").
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

export async function insertPayment(app: FastifyInstance, p: PaymentRow): Promise<number> {
  const payer = { companyCode: p.tenantCode, userName: 'fixture', roleType: 'ADMIN', timeZone: 'UTC' };
  // The summaries' data pays the demo vendors in 2025, before their opening balance date
  // (2026-04-01), which the app now refuses. The figures under test only need the
  // rows, so the vendor's opening date is set aside while the payment is recorded, then put back.
  const vendorWhere = sql`tenant_code = ${p.tenantCode} and id = ${p.vendorId}`;
  const opening =
    (
      (await app.ctx.db.execute(
        sql`select opening_balance_date::text as d from vendors where ${vendorWhere}`,
      )) as unknown as {
        rows: { d: string | null }[];
      }
    ).rows[0]?.d ?? null;
  await app.ctx.db.execute(sql`update vendors set opening_balance_date = null where ${vendorWhere}`);
  const saved = await recordPayment(app.ctx.db, payer, {
    tenantCode: p.tenantCode,
    erfVendorId: p.vendorId,
    paymentDate: p.date,
    amount: Number(p.amount),
    tdsAmount: Number(p.tdsAmount ?? '0'),
    paymentMode: 'UPI',
    reference: '',
    remarks: '',
    allocations: p.allocations.map((a) => ({ vendorPayableId: a.payableId, amount: Number(a.amount) })),
  }).finally(() =>
    app.ctx.db.execute(sql`update vendors set opening_balance_date = ${opening} where ${vendorWhere}`),
  );
  if (p.status === 'Reversed') {
    await reverse(app.ctx.db, payer, {
      tenantCode: p.tenantCode,
      paymentId: saved.paymentId,
      reason: 'fixture reversal',
    });
  }
  return saved.paymentId;
}
