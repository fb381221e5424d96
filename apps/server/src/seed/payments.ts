import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { payables, vendorPayments, vendors } from '../db/schema/index.js';
import { type Payer, recordPayment, reverse } from '../features/settlement/settlement.service.js';

const SEED_TENANT = 'DEMO01';
const PAYER: Payer = {
  companyCode: SEED_TENANT,
  userName: 'demoadmin',
  roleType: 'ADMIN',
  timeZone: 'Asia/Kolkata',
};

export interface DemoPayment {
  /** The payable paid (its code in DEMO_PAYABLES' order) and its vendor's name. */
  payable: string;
  vendor: string;
  date: string;
  amount: number;
  tds: number;
  mode: string;
  reference: string;
  remarks: string;
  /** A reason when the payment was reversed afterwards. */
  reversed?: string;
}

/**
 * DEMO01's payments, so Vendor Settlement and the ledgers are not empty: Sharma Builders'
 * bill paid in two (the second with TDS) and the sand bill paid in cash, each settling its bill
 * (Payment Pending to Payment Settled, as a payment does in the app), part payments of Balaji's and
 * Patel's open bills, and a cheque to Joshi Excavators that bounced (reversed).
 */
export const DEMO_PAYMENTS: readonly DemoPayment[] = [
  {
    payable: 'VPB00001',
    vendor: 'Sharma Builders',
    date: '2026-05-02',
    amount: 50_000,
    tds: 0,
    mode: 'NEFT',
    reference: 'UTR 2026050211',
    remarks: 'First part',
  },
  {
    payable: 'VPB00001',
    vendor: 'Sharma Builders',
    date: '2026-05-10',
    amount: 33_160,
    tds: 840,
    mode: 'NEFT',
    reference: 'UTR 2026051042',
    remarks: 'Balance, TDS 1%',
  },
  {
    payable: 'VPB00004',
    vendor: 'Kaveri Sand Suppliers',
    date: '2026-04-24',
    amount: 54_000,
    tds: 0,
    mode: 'Cash',
    reference: '',
    remarks: 'Paid at delivery',
  },
  {
    payable: 'VPB00002',
    vendor: 'Balaji Cement Traders',
    date: '2026-05-15',
    amount: 60_000,
    tds: 0,
    mode: 'RTGS',
    reference: 'RTGS 88120',
    remarks: 'Advance against cement bill',
  },
  {
    payable: 'VPB00003',
    vendor: 'Patel Electricals',
    date: '2026-05-20',
    amount: 20_000,
    tds: 650,
    mode: 'Cheque',
    reference: 'CHQ 000417',
    remarks: '',
  },
  {
    payable: 'VPB00010',
    vendor: 'Joshi Excavators',
    date: '2026-06-01',
    amount: 25_000,
    tds: 0,
    mode: 'Cheque',
    reference: 'CHQ 000431',
    remarks: '',
    reversed: 'Cheque returned unpaid',
  },
];

/**
 * Records the demo payments (and the reversal) through the settlement service, as the API does, when
 * DEMO01 has none: the service posts them to the vendor ledger and settles the payables paid off.
 */
export async function seedPayments(db: Db): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(vendorPayments)
    .where(eq(vendorPayments.tenantCode, SEED_TENANT));
  if (Number(existing?.n ?? 0) > 0) return;
  for (const p of DEMO_PAYMENTS) {
    const [payable] = await db
      .select({ id: payables.id, vendorId: payables.erfVendorId, vendorName: vendors.vendorName })
      .from(payables)
      .innerJoin(
        vendors,
        and(eq(vendors.id, payables.erfVendorId), eq(vendors.tenantCode, payables.tenantCode)),
      )
      .where(and(eq(payables.tenantCode, SEED_TENANT), eq(payables.vendorPayableCode, p.payable)));
    if (!payable || payable.vendorName !== p.vendor) continue;
    const saved = await recordPayment(db, PAYER, {
      tenantCode: SEED_TENANT,
      erfVendorId: payable.vendorId,
      paymentDate: p.date,
      amount: p.amount,
      tdsAmount: p.tds,
      paymentMode: p.mode,
      reference: p.reference,
      remarks: p.remarks,
      allocations: [{ vendorPayableId: payable.id, amount: p.amount + p.tds }],
    });
    if (p.reversed) {
      await reverse(db, PAYER, { tenantCode: SEED_TENANT, paymentId: saved.paymentId, reason: p.reversed });
    }
  }
}
