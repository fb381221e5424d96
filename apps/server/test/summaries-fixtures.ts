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
  const payer = { companyCode: p.tenantCode, userName: 'fixture', roleType: 'ADMIN' };
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
  });
  if (p.status === 'Reversed') {
    await reverse(app.ctx.db, payer, {
      tenantCode: p.tenantCode,
      paymentId: saved.paymentId,
      reason: 'fixture reversal',
    });
  }
  return saved.paymentId;
}
