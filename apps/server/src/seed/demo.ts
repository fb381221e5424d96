import { ADMIN_ROLE_TYPE, ATTRIBUTE, CODE_PREFIXES, MODULE_NAMES } from '@sitebook/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ensureGlobalLists } from '../db/global-lists.js';
import { findCompanyByCode, findSiteByCode } from '../db/lookups.js';
import { companies } from '../db/schema/index.js';
import { nextCode } from '../db/sequences.js';
import { STANDARD_COMPANY_LISTS } from '../db/standard-lists.js';
import { recordVendorCreated } from '../db/vendor-history.js';
import { findRoleByName, findUserByNameAnyTenant } from '../domain/user-records.js';
import { postOpening } from '../domain/vendor-ledger.js';
import * as admin from '../features/admin/admin.service.js';
import { countVendors, insertVendor } from '../features/vendors/vendors.repo.js';
import { seedAdvances } from './advances.js';
import { seedPayables } from './payables.js';
import { seedPayments } from './payments.js';

/**
 * Demo tenants (README "Demo logins"), as plain data plus small idempotent functions.
 * Later features add their own seed steps (vendors, payables, advances) to DEMO_SEED_STEPS.
 */

export interface DemoCompany {
  code: string;
  name: string;
  country: string;
  vendorLimit: number | null;
}
export interface DemoRole {
  company: string;
  name: string;
  type: 'ADMIN' | 'USER';
  modules: readonly string[];
}
export interface DemoUser {
  company: string;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  role: string;
  /** The demo's notification mail goes here (kept in Admin → Mail unless SMTP_URL is set). */
  email?: string;
}
export interface DemoSite {
  company: string;
  code: string;
  name: string;
}

export const DEMO_COMPANIES: DemoCompany[] = [
  { code: 'DEMO01', name: 'Demo Constructions', country: 'India', vendorLimit: null },
  { code: 'BETA01', name: 'Beta Builders', country: 'India', vendorLimit: 5 },
];

export const DEMO_ROLES: DemoRole[] = [
  { company: 'DEMO01', name: 'CompanyAdmin', type: ADMIN_ROLE_TYPE, modules: MODULE_NAMES },
  {
    company: 'DEMO01',
    name: 'SiteLead',
    type: 'USER',
    modules: ['Vendor Supplier', 'Advance Management', 'Expense Management'],
  },
  { company: 'DEMO01', name: 'PortalAdmin', type: ADMIN_ROLE_TYPE, modules: ['Admin'] },
  { company: 'BETA01', name: 'CompanyAdmin', type: ADMIN_ROLE_TYPE, modules: MODULE_NAMES },
];

export const DEMO_USERS: DemoUser[] = [
  {
    company: 'DEMO01',
    username: 'demoadmin',
    password: 'Demo@12345',
    firstName: 'Demo',
    lastName: 'Admin',
    role: 'CompanyAdmin',
    email: 'demoadmin@democonstructions.example',
  },
  {
    company: 'DEMO01',
    username: 'sitelead',
    password: 'Site@12345',
    firstName: 'Site',
    lastName: 'Lead',
    role: 'SiteLead',
    email: 'sitelead@democonstructions.example',
  },
  {
    company: 'BETA01',
    username: 'betaadmin',
    password: 'Beta@12345',
    firstName: 'Beta',
    lastName: 'Admin',
    role: 'CompanyAdmin',
    email: 'betaadmin@betabuilders.example',
  },
  {
    company: 'DEMO01',
    username: 'portaladmin',
    password: 'Portal@12345',
    firstName: 'Portal',
    lastName: 'Admin',
    role: 'PortalAdmin',
  },
];

export const DEMO_SITES: DemoSite[] = [
  { company: 'DEMO01', code: 'RST01', name: 'Riverside Towers' },
  { company: 'DEMO01', code: 'MDP02', name: 'Metro Depot' },
  { company: 'DEMO01', code: 'HTV03', name: 'Hilltop Villas' },
  { company: 'BETA01', code: 'LKV01', name: 'Lakeview Residency' },
  { company: 'BETA01', code: 'CTP02', name: 'City Tech Park' },
  { company: 'BETA01', code: 'GRN03', name: 'Green Meadows' },
];

/**
 * Lists owned by each company (tenant = company code): the standard lists every new company gets,
 * and two more for the demo. Values double as codes.
 */
export const COMPANY_LISTS: Record<string, readonly string[]> = {
  ...STANDARD_COMPANY_LISTS,
  [ATTRIBUTE.employeeRole]: [
    'Site Engineer',
    'Supervisor',
    'Foreman',
    'Accountant',
    'Store Keeper',
    'Manager',
  ],
  [ATTRIBUTE.occupation]: ['Mason', 'Carpenter', 'Electrician', 'Plumber', 'Painter', 'Helper', 'Welder'],
};

async function seedCompanies(db: Db) {
  for (const c of DEMO_COMPANIES) {
    if (await findCompanyByCode(db, c.code)) continue;
    const now = new Date();
    const start = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 6, 1)).toISOString().slice(0, 10);
    const end = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 7, 0)).toISOString().slice(0, 10);
    await admin.createCompany(db, {
      code: c.code,
      name: c.name,
      country: c.country,
      vendorLimit: c.vendorLimit,
      subscriptionStart: start,
      subscriptionEnd: end,
    });
    // Only the companies the seed creates: the app shows "Demo data" for them (published logins).
    await db.update(companies).set({ isDemo: true }).where(eq(companies.companyCode, c.code));
  }
}

async function seedRolesAndUsers(db: Db) {
  for (const r of DEMO_ROLES) {
    if (await findRoleByName(db, r.company, r.name)) continue;
    await admin.createRole(db, { company: r.company, name: r.name, type: r.type, modules: [...r.modules] });
  }
  for (const u of DEMO_USERS) {
    if (await findUserByNameAnyTenant(db, u.username)) continue;
    await admin.createUser(db, u);
  }
}

async function seedSites(db: Db) {
  for (const s of DEMO_SITES) {
    if (await findSiteByCode(db, s.company, s.code)) continue;
    await admin.createSite(db, s);
  }
}

async function seedLists(db: Db) {
  for (const company of DEMO_COMPANIES) {
    for (const [list, values] of Object.entries(COMPANY_LISTS)) {
      for (const [i, value] of values.entries()) {
        await admin.addListValue(db, { tenant: company.code, list, code: value, value, order: i + 1 });
      }
    }
  }
  await ensureGlobalLists(db);
}

export interface DemoVendor {
  company: string;
  name: string;
  description: string;
  category: string;
  /** One work type, or '' for a goods vendor. */
  work: string;
  /** Goods types (GOODS vendors). */
  goods: readonly string[];
  contact: string;
  phone: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  openingBalance: number;
  openingBalanceDate: string | null;
  ob: 'Cr' | 'Dr';
  grade: string | null;
  score: number | null;
  maxScore: number | null;
}

const v = (
  company: string,
  name: string,
  description: string,
  category: string,
  work: string,
  goods: readonly string[],
  contact: string,
  phone: string,
  city: string,
  state: string,
  openingBalance: number,
  extra: Partial<DemoVendor> = {},
): DemoVendor => ({
  company,
  name,
  description,
  category,
  work,
  goods,
  contact,
  phone,
  email: `${contact.split(' ')[0]?.toLowerCase()}@${name.toLowerCase().replace(/[^a-z]/g, '')}.in`,
  address1: extra.address1 ?? 'Plot 14, Industrial Area',
  address2: extra.address2 ?? 'Phase 2',
  city,
  state,
  openingBalance,
  openingBalanceDate: openingBalance > 0 ? '2026-04-01' : null,
  ob: 'Cr',
  grade: null,
  score: null,
  maxScore: null,
  ...extra,
});

/** DEMO01 has twelve vendors (two list pages), BETA01 two (its limit is five). */
export const DEMO_VENDORS: DemoVendor[] = [
  v(
    'DEMO01',
    'Sharma Builders',
    'Masonry and plastering contractor',
    'Civil',
    'Masonry',
    [],
    'Rakesh Sharma',
    '9876543210',
    'Pune',
    'Maharashtra',
    125000,
    { address1: '12 MG Road', address2: 'Shivaji Nagar', grade: 'B', score: 78, maxScore: 100 },
  ),
  v(
    'DEMO01',
    'Balaji Cement Traders',
    'Cement and steel supplier',
    'Material Supplier',
    '',
    ['Cement', 'Steel'],
    'Venkatesh Rao',
    '9845012345',
    'Bengaluru',
    'Karnataka',
    342500.5,
    { address1: '45 Mysore Road', address2: 'Kengeri' },
  ),
  v(
    'DEMO01',
    'Patel Electricals',
    'Electrical wiring and panels',
    'Electrical',
    'Electrical Wiring',
    [],
    'Hitesh Patel',
    '9824056789',
    'Ahmedabad',
    'Gujarat',
    48000,
    { ob: 'Dr' },
  ),
  v(
    'DEMO01',
    'Kaveri Sand Suppliers',
    'River sand and aggregate',
    'Material Supplier',
    '',
    ['Sand', 'Aggregate'],
    'Murugan Selvam',
    '9443123456',
    'Chennai',
    'Tamil Nadu',
    0,
  ),
  v(
    'DEMO01',
    'Singh Plumbing Works',
    'Plumbing and sanitary works',
    'Plumbing',
    'Plumbing Works',
    [],
    'Gurpreet Singh',
    '9814098765',
    'Ludhiana',
    'Punjab',
    15000,
  ),
  v(
    'DEMO01',
    'Royal Paints Depot',
    'Paints and primers',
    'Painting',
    '',
    ['Paint'],
    'Imran Khan',
    '9829011223',
    'Jaipur',
    'Rajasthan',
    27500,
  ),
  v(
    'DEMO01',
    'Nair Carpentry',
    'Doors, windows and wardrobes',
    'Carpentry',
    'Carpentry Works',
    [],
    'Suresh Nair',
    '9447055667',
    'Kochi',
    'Kerala',
    0,
    { grade: 'B', score: 82, maxScore: 100 },
  ),
  v(
    'DEMO01',
    'Deccan Bricks',
    'Red and fly-ash bricks',
    'Material Supplier',
    '',
    ['Bricks'],
    'Srinivas Reddy',
    '9849033445',
    'Hyderabad',
    'Telangana',
    96000,
  ),
  v(
    'DEMO01',
    'Ganga Fabricators',
    'Structural steel fabrication',
    'Fabrication',
    'Concreting',
    [],
    'Amit Verma',
    '9839077889',
    'Lucknow',
    'Uttar Pradesh',
    210000,
  ),
  v(
    'DEMO01',
    'Bengal Tiles House',
    'Floor and wall tiles',
    'Material Supplier',
    '',
    ['Tiles'],
    'Subhash Ghosh',
    '9830044556',
    'Kolkata',
    'West Bengal',
    0,
  ),
  v(
    'DEMO01',
    'Joshi Excavators',
    'Excavation and earthwork',
    'Civil',
    'Excavation',
    [],
    'Prakash Joshi',
    '9822066778',
    'Nashik',
    'Maharashtra',
    75000,
  ),
  v(
    'DEMO01',
    'Shree Timber Mart',
    'Teak and plywood',
    'Carpentry',
    '',
    ['Wood'],
    'Mahesh Agarwal',
    '9811088990',
    'New Delhi',
    'Delhi',
    54000,
  ),
  v(
    'BETA01',
    'Lakshmi Tiling Co',
    'Tiling contractor',
    'Civil',
    'Tiling',
    [],
    'Lakshmi Narayan',
    '9900112233',
    'Mysuru',
    'Karnataka',
    20000,
  ),
  v(
    'BETA01',
    'Om Steel Suppliers',
    'TMT bars and binding wire',
    'Material Supplier',
    '',
    ['Steel'],
    'Omprakash Gupta',
    '9911223344',
    'Indore',
    'Madhya Pradesh',
    0,
  ),
];

/** Adds the demo vendors to a company that has none yet. */
async function seedVendors(db: Db) {
  for (const company of DEMO_COMPANIES) {
    if ((await countVendors(db, company.code)) > 0) continue;
    for (const d of DEMO_VENDORS.filter((x) => x.company === company.code)) {
      const vendorCode = await nextCode(db, company.code, CODE_PREFIXES.vendor);
      const balance = d.openingBalance.toFixed(2);
      const vendor = await insertVendor(db, {
        tenantCode: company.code,
        vendorCode,
        vendorName: d.name,
        vendorDescription: d.description,
        vendorCategory: d.category,
        typeOfWork: d.work,
        typeOfGoods: d.goods.join(','),
        contactPerson: d.contact,
        phoneNumber: d.phone,
        emailId: d.email,
        addressLine1: d.address1,
        addressLine2: d.address2,
        city: d.city,
        state: d.state,
        country: company.country,
        openingBalance: balance,
        openingBalanceDate: d.openingBalanceDate,
        typeOfTransactionForOb: d.ob,
        // The ledger's trigger sets it from the opening balance posted below.
        currentBalance: '0',
        currentBalanceDate: d.openingBalanceDate ?? '2026-04-01',
        typeOfTransactionForCb: 'Cr',
        performanceGrade: d.grade,
        performanceScore: d.score === null ? null : d.score.toFixed(2),
        maxScore: d.maxScore === null ? null : d.maxScore.toFixed(2),
        createdBy: 'seed',
        updatedBy: 'seed',
      });
      // Demo companies are Indian (their zone, Asia/Kolkata); every demo opening has its date anyway.
      await postOpening(db, vendor, 'seed', 'Asia/Kolkata');
      await recordVendorCreated(db, vendor, 'seed');
    }
  }
}

/** Seed steps in order; each is idempotent. Later features append theirs. */
export const DEMO_SEED_STEPS: ((db: Db) => Promise<void>)[] = [
  seedCompanies,
  seedRolesAndUsers,
  seedSites,
  seedLists,
  seedVendors,
  seedPayables,
  seedAdvances,
  seedPayments,
];

/** Seeds the demo tenants; safe to run again (nothing is duplicated or overwritten). */
export async function seedDemo(db: Db): Promise<void> {
  for (const step of DEMO_SEED_STEPS) await step(db);
}
