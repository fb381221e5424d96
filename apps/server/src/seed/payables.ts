import {
  ADMIN_ROLE_TYPE,
  type PayableStatus,
  payableCreateSchema,
  payableUpdateSchema,
} from '@sitebook/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { findSiteByCode } from '../db/lookups.js';
import { payables, vendors } from '../db/schema/index.js';
import { isLockedPayableStatus, requirePayableStatusChange } from '../domain/payable-workflow.js';
import { createPayable, type PayableWriter, updatePayable } from '../features/payables/payables.service.js';

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
  /**
   * The statuses it went through, first to current, alternately by these users: each a create or
   * update through the payables service (one history row each), except Payment Settled, which the
   * demo payment paying it off sets (seed/payments.ts), as in the app.
   */
  path: readonly PayableStatus[];
  by: readonly string[];
}

/**
 * DEMO01's payables, in creation order (codes VPB00001..VPB00010): three sites, WORK and GOODS
 * vendors, every status up to Payment Settled (none Closed: a paid bill is settled by its payment and
 * then keeps its status), most billed in April 2026 (one salary cycle) and the rest in May.
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
    // Not Closed: its payment settles it, and a Payment Settled payable keeps its status (SPEC).
    path: ['Invoice Raised', 'Invoice Received', 'Invoice Approved', 'Payment Pending', 'Payment Settled'],
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

/** The demo users who write payables, with their roles' types (DEMO_ROLES: CompanyAdmin, SiteLead). */
const writer = (userName: string): PayableWriter => ({
  companyCode: SEED_TENANT,
  userName,
  roleType: userName === 'sitelead' ? 'USER' : ADMIN_ROLE_TYPE,
});

/**
 * Who made a step: the planned author, unless the payable workflow (domain/payable-workflow.ts) would refuse it to
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

/** A demo payable's steps, each with its author. */
const stepsOf = (p: DemoPayable) =>
  p.path.map((status, i) => ({
    status,
    by: stepAuthor(p.by[i % p.by.length] as string, p.path[i - 1], status),
  }));

interface SeededPayable {
  id: number;
  code: string;
  status: string;
  version: number;
  siteId: number;
  vendorId: number;
  isWork: boolean;
}

/** The demo payable's fields as a client sends them (the same schemas the routes parse with). */
function fieldsOf(p: DemoPayable, seeded: Pick<SeededPayable, 'siteId' | 'vendorId' | 'isWork'>) {
  return {
    tenantCode: SEED_TENANT,
    erfSiteId: seeded.siteId,
    erfVendorId: seeded.vendorId,
    typeOfWork: seeded.isWork ? p.type : '',
    typeOfMaterials: seeded.isWork ? '' : p.type,
    quantity: p.quantity,
    units: p.units,
    amount: p.amount,
    paymentMode: p.paymentMode,
    billDate: p.billDate,
    paymentDueDate: p.paymentDueDate,
    remarks: p.remarks,
  };
}

/** Moves a seeded payable to `status` through the payables service, as `by` would in the app. */
async function moveTo(db: Db, p: DemoPayable, seeded: SeededPayable, status: PayableStatus, by: string) {
  await updatePayable(
    { db },
    writer(by),
    payableUpdateSchema.parse({
      ...fieldsOf(p, seeded),
      vendorPayableId: seeded.id,
      vendorPayableCode: seeded.code,
      version: seeded.version,
      status,
    }),
  );
  seeded.version += 1;
  seeded.status = status;
}

/**
 * Adds the demo payables to DEMO01 when it has none, through the payables service as the app's
 * users would (the service posts each bill to the vendor ledger and writes the history): created
 * by the first step's author, then moved step by step up to the status before Payment Settled.
 * The demo payments (seed/payments.ts) settle those paid off (Payment Settled).
 */
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
    const [first, ...rest] = stepsOf(p);
    if (!first) continue;
    const place = { siteId: site.id, vendorId: vendor.id, isWork: vendor.typeOfWork !== '' };
    const created = await createPayable(
      { db },
      writer(first.by),
      payableCreateSchema.parse({ ...fieldsOf(p, place), status: first.status }),
    );
    const seeded: SeededPayable = {
      ...place,
      id: created.vendorPayableId,
      code: created.vendorPayableCode,
      status: first.status,
      version: 1,
    };
    for (const step of rest) {
      if (isLockedPayableStatus(step.status)) break;
      await moveTo(db, p, seeded, step.status, step.by);
    }
  }
}
