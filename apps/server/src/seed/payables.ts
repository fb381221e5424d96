import { CODE_PREFIXES, type PayableStatus } from '@sitebook/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { findSiteByCode } from '../db/lookups.js';
import { payables, vendors } from '../db/schema/index.js';
import { nextCode } from '../db/sequences.js';
import { postBill } from '../db/vendor-ledger.js';
import { insertHistory, insertPayable } from '../features/payables/payables.repo.js';
import { requirePayableStatusChange } from '../lib/rights.js';

export interface DemoPayable {
  site: string;
  /** The demo vendor's name (DEMO_VENDORS). */
  vendor: string;
  /** The type of work (WORK vendors) or of goods (GOODS vendors). */
  type: string;
  quantity: string;
  units: string;
  /** Whole rupees (the forms send whole numbers). */
  amount: number;
  paymentMode: string;
  billDate: string;
  paymentDueDate: string;
  remarks: string;
  /** The statuses it went through, first to current; one history row each, alternately by these users. */
  path: readonly PayableStatus[];
  by: readonly string[];
}

/**
 * DEMO01's payables, in creation order (codes VPB00001..VPB00010): three sites, WORK and GOODS
 * vendors, every status, most billed in April 2026 (one salary cycle) and the rest in May.
 */
export const DEMO_PAYABLES: readonly DemoPayable[] = [
  {
    site: 'RST01',
    vendor: 'Sharma Builders',
    type: 'Masonry',
    quantity: '1200',
    units: 'Sq.ft',
    amount: 84000,
    paymentMode: 'NEFT',
    billDate: '2026-04-02',
    paymentDueDate: '2026-04-30',
    remarks: 'Ground floor blockwork',
    path: ['Invoice Raised', 'Invoice Received', 'Invoice Approved', 'Payment Pending', 'Payment Settled'],
    by: ['sitelead', 'demoadmin'],
  },
  {
    site: 'RST01',
    vendor: 'Balaji Cement Traders',
    type: 'Cement',
    quantity: '400',
    units: 'Bags',
    amount: 152000,
    paymentMode: 'RTGS',
    billDate: '2026-04-04',
    paymentDueDate: '2026-05-04',
    remarks: 'OPC 53 grade',
    path: ['Invoice Raised', 'Invoice Review in process', 'Invoice Received', 'Invoice Approved'],
    by: ['sitelead', 'demoadmin'],
  },
  {
    site: 'MDP02',
    vendor: 'Patel Electricals',
    type: 'Electrical Wiring',
    quantity: '1',
    units: 'Lumpsum',
    amount: 65000,
    paymentMode: 'Cheque',
    billDate: '2026-04-08',
    paymentDueDate: '2026-05-08',
    remarks: 'Depot lighting and panels',
    path: ['Invoice Raised', 'Invoice Received', 'Invoice Approved', 'Payment Pending'],
    by: ['demoadmin'],
  },
  {
    site: 'MDP02',
    vendor: 'Kaveri Sand Suppliers',
    type: 'Sand',
    quantity: '30',
    units: 'Cum',
    amount: 54000,
    paymentMode: 'Cash',
    billDate: '2026-04-11',
    paymentDueDate: '2026-04-25',
    remarks: 'River sand, three loads',
    path: [
      'Invoice Raised',
      'Invoice Received',
      'Invoice Approved',
      'Payment Pending',
      'Payment Settled',
      'Closed',
    ],
    by: ['sitelead', 'demoadmin'],
  },
  {
    site: 'HTV03',
    vendor: 'Singh Plumbing Works',
    type: 'Plumbing Works',
    quantity: '18',
    units: 'Days',
    amount: 36000,
    paymentMode: 'UPI',
    billDate: '2026-04-15',
    paymentDueDate: '2026-05-15',
    remarks: 'Villa 4 to 6 plumbing',
    path: ['Invoice Raised', 'Invoice Review in process'],
    by: ['sitelead'],
  },
  {
    site: 'HTV03',
    vendor: 'Deccan Bricks',
    type: 'Bricks',
    quantity: '12000',
    units: 'Nos',
    amount: 96000,
    paymentMode: 'NEFT',
    billDate: '2026-04-18',
    paymentDueDate: '2026-05-18',
    remarks: 'Fly-ash bricks',
    path: ['Invoice Raised', 'Invoice Received'],
    by: ['sitelead', 'demoadmin'],
  },
  {
    site: 'RST01',
    vendor: 'Royal Paints Depot',
    type: 'Paint',
    quantity: '240',
    units: 'Litre',
    amount: 43200,
    paymentMode: 'Cash',
    billDate: '2026-04-22',
    paymentDueDate: '2026-05-22',
    remarks: '',
    path: ['Invoice Raised', 'Invoice Received', 'Invoice Approved'],
    by: ['sitelead', 'demoadmin'],
  },
  {
    site: 'MDP02',
    vendor: 'Nair Carpentry',
    type: 'Carpentry Works',
    quantity: '24',
    units: 'Nos',
    amount: 118000,
    paymentMode: 'Cheque',
    billDate: '2026-05-03',
    paymentDueDate: '2026-06-02',
    remarks: 'Office doors and frames',
    path: ['Invoice Raised'],
    by: ['demoadmin'],
  },
  {
    site: 'HTV03',
    vendor: 'Balaji Cement Traders',
    type: 'Steel',
    quantity: '6',
    units: 'Ton',
    amount: 372000,
    paymentMode: 'RTGS',
    billDate: '2026-05-06',
    paymentDueDate: '2026-06-05',
    remarks: 'TMT bars for slab',
    path: ['Invoice Raised', 'Invoice Received', 'Invoice Approved'],
    by: ['sitelead', 'demoadmin'],
  },
  {
    site: 'RST01',
    vendor: 'Joshi Excavators',
    type: 'Excavation',
    quantity: '5',
    units: 'Days',
    amount: 75000,
    paymentMode: 'NEFT',
    billDate: '2026-05-09',
    paymentDueDate: '2026-06-08',
    remarks: 'Basement excavation',
    path: [
      'Invoice Raised',
      'Invoice Review in process',
      'Invoice Received',
      'Invoice Approved',
      'Payment Pending',
    ],
    by: ['sitelead', 'demoadmin'],
  },
];

const SEED_TENANT = 'DEMO01';

/**
 * Who made a step: the planned author, unless the rights table (lib/rights.ts) would refuse it to
 * sitelead (a USER role type: skipping a step, settling, closing), in which case demoadmin did.
 */
function stepAuthor(planned: string, from: string | undefined, to: string): string {
  if (planned !== 'sitelead' || from === undefined) return planned;
  try {
    requirePayableStatusChange({ roleType: 'USER' }, from, to, '');
    return planned;
  } catch {
    return 'demoadmin';
  }
}

/** Step `i` of a payable's path happened `2 * i` days after its bill date, at 10:00 UTC. */
const stepTime = (billDate: string, i: number) =>
  new Date(Date.parse(`${billDate}T10:00:00Z`) + i * 2 * 86_400_000);

/** Adds the demo payables and their history to DEMO01 when it has none; codes come from its series. */
export async function seedPayables(db: Db): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(payables)
    .where(eq(payables.tenantCode, SEED_TENANT));
  if (Number(existing?.n ?? 0) > 0) return;
  for (const p of DEMO_PAYABLES) {
    const site = await findSiteByCode(db, SEED_TENANT, p.site);
    const [vendor] = await db
      .select({ id: vendors.id, typeOfWork: vendors.typeOfWork })
      .from(vendors)
      .where(and(eq(vendors.tenantCode, SEED_TENANT), eq(vendors.vendorName, p.vendor)));
    if (!site || !vendor) continue;
    const isWork = vendor.typeOfWork !== '';
    const steps = p.path.map((status, i) => ({
      status,
      by: stepAuthor(p.by[i % p.by.length] as string, p.path[i - 1], status),
      at: stepTime(p.billDate, i),
    }));
    const first = steps[0];
    const last = steps[steps.length - 1];
    if (!first || !last) continue;
    const vendorPayableCode = await nextCode(db, SEED_TENANT, CODE_PREFIXES.payable);
    const row = await insertPayable(db, {
      tenantCode: SEED_TENANT,
      vendorPayableCode,
      erfSiteId: site.id,
      erfVendorId: vendor.id,
      typeOfWork: isWork ? p.type : '',
      typeOfMaterials: isWork ? '' : p.type,
      quantity: p.quantity,
      units: p.units,
      amount: p.amount.toFixed(2),
      paymentMode: p.paymentMode,
      billDate: p.billDate,
      paymentDueDate: p.paymentDueDate,
      remarks: p.remarks,
      status: last.status,
      vendorDocumentIds: '',
      createdBy: first.by,
      createdAt: first.at,
      updatedBy: last.by,
      updatedAt: last.at,
      version: steps.length,
    });
    await postBill(db, row, first.by);
    for (const [i, step] of steps.entries()) {
      await insertHistory(
        db,
        { ...row, status: step.status, updatedBy: step.by, updatedAt: step.at },
        i === 0
          ? { action: 'create' }
          : {
              action: 'update',
              changes: [{ field: 'status', from: steps[i - 1]?.status ?? '', to: step.status }],
            },
      );
    }
  }
}
