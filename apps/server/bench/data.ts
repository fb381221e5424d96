/**
 * Benchmark data: two tenants of equal size, each with a company, an ADMIN role
 * holding every module, one user (argon2id, through the admin service), sites and the company lists,
 * then 10,000 vendors, 50,000 payables with their history (one row per status the
 * payable went through), 50,000 payments to vendors with their allocations and 5,000
 * advances, the approved and settled ones with expenses. The rows
 * take their list values from the database (the tenant's lists, and the global lists the app fills at
 * start).
 *
 * The rows are made by set-based SQL (`insert ... select ... from generate_series`), one statement
 * per table and tenant, inside one transaction per tenant. Codes (VEN/VPB/ADV) are reserved from the
 * tenant's `code_sequences` row with the app's own `nextCodes`, so creates made later through the
 * app continue the series without colliding.
 *
 *   npm run bench:data                                   DATABASE_URL, else DATA_DIR/pglite (./data/pglite)
 *   npm run bench:data -- postgres://postgres@127.0.0.1:5432/sitebook
 *   npm run bench:data -- ./data/pglite                  a PGlite directory (the app must not be running on it)
 *
 * Sizes: BENCH_VENDORS (10000), BENCH_PAYABLES (50000), BENCH_PAYMENTS (50000, at most one per
 * payable), BENCH_ADVANCES (5000) per tenant. BENCH_SIZE=big makes LOAD01 big instead (for the
 * search bench): 100,000 vendors, 1,000,000 payables with their history, 100,000 payments, 5,000
 * advances (BENCH_BIG_VENDORS, BENCH_BIG_PAYABLES, BENCH_BIG_PAYMENTS, BENCH_BIG_ADVANCES), while
 * LOAD02 keeps the sizes above. A tenant that already exists is left alone.
 *
 * The text is made for search: vendor names from word lists, some with accented Latin
 * letters ("Sánchez", "Müller", "Ñandú"), contact people, 10-digit phone numbers, invoice numbers
 * like "INV/2025/004711" (unique per vendor: the number is the payable's), remarks of a few words;
 * payables spread over every status (2% Cancelled), bills over three years (2023–2025) due 0–90
 * days later, amounts with paise.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ADMIN_ROLE_TYPE,
  API,
  ATTRIBUTE,
  apiPath,
  CODE_PREFIXES,
  countryList,
  GLOBAL_TENANT,
  MODULE_NAMES,
  PAYABLE_CANCELLED,
  PAYABLE_STATUSES,
} from '@sitebook/contract';
import { type SQL, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { seedDemoIntoEmpty } from '../src/cli/demo.js';
import type { AppConfig } from '../src/config.js';
import { createDatabase, type Database, type Db, queryRows } from '../src/db/client.js';
import { findCompanyByCode } from '../src/db/lookups.js';
import { runMigrations } from '../src/db/migrate.js';
import { nextCodes } from '../src/db/sequences.js';
import { backfillLedger } from '../src/domain/vendor-ledger.js';
import * as admin from '../src/features/admin/admin.service.js';
import { COMPANY_LISTS } from '../src/seed/demo.js';
import { benchConfig, envNumber, freshPostgres, isMain } from './lib.js';

export interface BenchTenant {
  code: string;
  name: string;
  user: string;
  password: string;
}

/** The two tenants (equal size). The password is for the bench only. */
export const BENCH_TENANTS: readonly BenchTenant[] = [
  { code: 'LOAD01', name: 'Load Test Constructions', user: 'loadadmin1', password: 'Load@12345' },
  { code: 'LOAD02', name: 'Second Load Builders', user: 'loadadmin2', password: 'Load@12345' },
];

export interface BenchSizes {
  vendors: number;
  payables: number;
  payments: number;
  advances: number;
}

export const DEFAULT_SIZES: BenchSizes = {
  vendors: 10_000,
  payables: 50_000,
  payments: 50_000,
  advances: 5_000,
};

/** LOAD01's sizes with BENCH_SIZE=big (the search bench). */
export const BIG_SIZES: BenchSizes = {
  vendors: 100_000,
  payables: 1_000_000,
  payments: 100_000,
  advances: 5_000,
};

/** The sizes of every tenant: BENCH_VENDORS, BENCH_PAYABLES, BENCH_PAYMENTS, BENCH_ADVANCES. */
export const sizesFromEnv = (): BenchSizes => ({
  vendors: Math.round(envNumber('BENCH_VENDORS', DEFAULT_SIZES.vendors)),
  payables: Math.round(envNumber('BENCH_PAYABLES', DEFAULT_SIZES.payables)),
  payments: Math.round(envNumber('BENCH_PAYMENTS', DEFAULT_SIZES.payments)),
  advances: Math.round(envNumber('BENCH_ADVANCES', DEFAULT_SIZES.advances)),
});

/** The big tenant's sizes: BIG_SIZES, each overridden by BENCH_BIG_VENDORS (…_PAYABLES, …_PAYMENTS, …_ADVANCES). */
export const bigSizesFromEnv = (): BenchSizes => ({
  vendors: Math.round(envNumber('BENCH_BIG_VENDORS', BIG_SIZES.vendors)),
  payables: Math.round(envNumber('BENCH_BIG_PAYABLES', BIG_SIZES.payables)),
  payments: Math.round(envNumber('BENCH_BIG_PAYMENTS', BIG_SIZES.payments)),
  advances: Math.round(envNumber('BENCH_BIG_ADVANCES', BIG_SIZES.advances)),
});

/** Sizes per tenant (BENCH_TENANTS' order): with BENCH_SIZE=big LOAD01 is big, the others as sizesFromEnv. */
export function tenantSizesFromEnv(): BenchSizes[] {
  const size = process.env.BENCH_SIZE?.trim() || 'default';
  if (size !== 'default' && size !== 'big')
    throw new Error(`BENCH_SIZE must be big or default, got "${size}"`);
  const sizes = sizesFromEnv();
  return BENCH_TENANTS.map((_, i) => (size === 'big' && i === 0 ? bigSizesFromEnv() : sizes));
}

/** A tenant this big gets its tables' indexes built once after its rows instead of kept row by row. */
const BULK_INDEX_ROWS = 200_000;

const SITE_COUNT = 12;
const ROLE = 'CompanyAdmin';
const GOODS_CATEGORY = 'Material Supplier';
const COUNTRY = 'India';
/**
 * The status path a payable walks: its history is the first `k` steps of it (k = 1..7, spread
 * evenly), then a Cancelled row for the 2% cancelled (`version` counts them all).
 */
const PAYABLE_PATH = PAYABLE_STATUSES;
/** First day of the bills; they run over BILL_DAYS days (2023–2025), in id order. */
const FIRST_BILL = '2023-01-01';
const BILL_DAYS = 1095;

// Word lists of the generated text. The lengths are pairwise coprime (31, 23, 8, 19), so the first
// 108,376 vendors' names (surname, trade, suffix, place) are all different.
const SURNAMES = [
  'Sharma',
  'Patel',
  'Iyer',
  'Reddy',
  'Nair',
  'Gupta',
  'Mehta',
  'Joshi',
  'Desai',
  'Kulkarni',
  'Fernandes',
  "D'Souza",
  'Sánchez',
  'Müller',
  'Ñandú',
  'Gómez',
  'Peña',
  'Núñez',
  'François',
  'Björk',
  'Gonçalves',
  'Kapoor',
  'Singh',
  'Chatterjee',
  'Banerjee',
  'Menon',
  'Pillai',
  'Shetty',
  'Rao',
  'Krishnan',
  'Agarwal',
];
const TRADES = [
  'Cement',
  'Steel',
  'Hardware',
  'Electricals',
  'Plumbing',
  'Timbers',
  'Tiles',
  'Paints',
  'Scaffolding',
  'Earthmovers',
  'Infra',
  'Builders',
  'Glass',
  'Granite',
  'Sand & Gravel',
  'Aggregates',
  'Fabricators',
  'Roofing',
  'Interiors',
  'Waterproofing',
  'Transport',
  'Labour Contractors',
  'Ready Mix',
];
const SUFFIXES = ['Pvt Ltd', '& Sons', 'Enterprises', 'LLP', '& Co.', 'Associates', 'Agencies', 'Works'];
const PLACES = [
  'Pune',
  'Thane',
  'Nashik',
  'Nagpur',
  'Surat',
  'Kochi',
  'Mysuru',
  'Indore',
  'Vadodara',
  'Goa',
  'Hubballi',
  'Madurai',
  'Noida',
  'Jaipur',
  'Bhopal',
  'Rajkot',
  'Salem',
  'Udupi',
  'Vasai',
];
const FIRST_NAMES = [
  'Ramesh',
  'Suresh',
  'Anita',
  'José',
  'Zoë',
  'Renée',
  'Priya',
  'Arjun',
  'Kavita',
  'Dev',
  'Meera',
  'Farhan',
  'Noémie',
];
const INVOICE_PREFIXES = ['INV', 'BILL', 'TI', 'GST-INV', 'SI'];
const REMARK_WORKS = [
  'Cement bags delivered to',
  'Steel bars for',
  'Labour charges at',
  'Shuttering work on',
  'Plumbing fittings for',
  'Electrical wiring at',
  'Transport of sand to',
  'Excavation at',
  'Tiles and grout for',
  'Paint supplied to',
  'Waterproofing of',
  'Scaffolding hire for',
  'Ready mix concrete for',
  'Granite slabs for',
  'Glass panels for',
  'Door frames for',
  'Site cleaning at',
];
const REMARK_PLACES = [
  'block A',
  'block B',
  'tower 2',
  'the basement',
  'the podium',
  'the site office',
  'the clubhouse',
  'parking level 1',
  'the terrace',
  'the boundary wall',
  'the lift core',
];
const REMARK_NOTES = [
  '',
  'partial delivery',
  'rate revised',
  'as per PO',
  'retention 5% held',
  'GST included',
  'urgent',
];
const ADVANCE_STATUSES = ['Pending', 'Approved', 'Rejected', 'Settled'] as const;

/** A text[] literal of our own constant values (quotes doubled), for `arr[1 + n % len]` picks. */
const textArray = (values: readonly string[]): SQL =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);
/** `arr[1 + (expr) % len]`: a deterministic pick from a constant list. */
const pick = (values: readonly string[], expr: SQL): SQL =>
  sql`(${textArray(values)})[1 + (${expr}) % ${sql.raw(String(values.length))}]`;
/** PREFIX + the number zero-padded to 5 digits (wider numbers keep all their digits), as nextCode does. */
const codeOf = (prefix: string, numberExpr: SQL): SQL =>
  sql`${prefix} || lpad((${numberExpr})::text, greatest(5, length((${numberExpr})::text)), '0')`;

/** The list values the rows use, read back from the database (the tenant's lists and the global ones). */
interface ListValues {
  categories: string[];
  workTypes: string[];
  goods: string[];
  unitsWork: string[];
  unitsGoods: string[];
  states: string[];
  paymentModes: string[];
  advanceRemarks: string[];
  expenseTypes: string[];
}

async function loadLists(db: Db, tenant: string): Promise<ListValues> {
  const values = async (owner: string, name: string) => {
    const rows = await queryRows<{ value: string }>(
      db,
      sql`select value from onetime_attributes where tenant_code = ${owner} and name = ${name}
          order by sort_order, id`,
    );
    if (rows.length === 0) {
      throw new Error(`list ${name} of ${owner} is empty (the global lists are filled at start by migrate)`);
    }
    return rows.map((r) => r.value);
  };
  return {
    categories: (await values(tenant, ATTRIBUTE.vendorCategory)).filter((c) => c !== GOODS_CATEGORY),
    workTypes: await values(tenant, ATTRIBUTE.vendorWorkType),
    goods: await values(tenant, ATTRIBUTE.vendorMaterialType),
    unitsWork: await values(tenant, ATTRIBUTE.vendorUnitsWork),
    unitsGoods: await values(tenant, ATTRIBUTE.vendorUnitsGoods),
    states: await values(GLOBAL_TENANT, countryList(ATTRIBUTE.statePrefix, COUNTRY)),
    paymentModes: await values(GLOBAL_TENANT, ATTRIBUTE.paymentMode),
    advanceRemarks: await values(GLOBAL_TENANT, ATTRIBUTE.advanceRemarks),
    expenseTypes: await values(GLOBAL_TENANT, ATTRIBUTE.expenseOtherExpenses),
  };
}

/** The first number of `count` codes reserved from the tenant's series (the app's nextCodes). */
async function reserveCodes(db: Db, tenant: string, prefix: string, count: number): Promise<number> {
  const [first] = await nextCodes(db, tenant, prefix, count);
  if (!first) throw new Error(`no ${prefix} codes reserved`);
  return Number(first.slice(prefix.length));
}

/** Company, role with every module, user, sites and the company lists, through the admin service. */
async function onboardTenant(db: Db, tenant: BenchTenant): Promise<void> {
  await admin.createCompany(db, {
    code: tenant.code,
    name: tenant.name,
    country: COUNTRY,
    vendorLimit: null,
  });
  await admin.createRole(db, {
    company: tenant.code,
    name: ROLE,
    type: ADMIN_ROLE_TYPE,
    modules: [...MODULE_NAMES],
  });
  await admin.createUser(db, {
    company: tenant.code,
    username: tenant.user,
    password: tenant.password,
    firstName: 'Load',
    lastName: 'Admin',
    role: ROLE,
  });
  for (let i = 1; i <= SITE_COUNT; i++) {
    await admin.createSite(db, {
      company: tenant.code,
      code: `S${String(i).padStart(3, '0')}`,
      name: `Bench Site ${i}`,
    });
  }
  for (const [listName, values] of Object.entries(COMPANY_LISTS)) {
    for (const [i, value] of values.entries()) {
      await admin.addListValue(db, { tenant: tenant.code, list: listName, code: value, value, order: i + 1 });
    }
  }
}

/** Inserts the vendors; answers the number of the first vendor code. */
async function insertVendors(db: Db, tenant: BenchTenant, lists: ListValues, count: number): Promise<number> {
  const first = await reserveCodes(db, tenant.code, CODE_PREFIXES.vendor, count);
  const g = sql`g`;
  const { goods } = lists;
  // Every third vendor is a goods vendor (Material Supplier with two goods types), the rest work vendors.
  await db.execute(sql`
    insert into vendors (tenant_code, vendor_code, vendor_name, vendor_description, vendor_category,
      type_of_work, type_of_goods, contact_person, phone_number, email_id, address_line1, address_line2,
      city, state, country, status, opening_balance, opening_balance_date, type_of_transaction_for_ob,
      current_balance, current_balance_date, type_of_transaction_for_cb, created_by, updated_by,
      created_at, updated_at)
    select ${tenant.code},
      ${codeOf(CODE_PREFIXES.vendor, sql`${first}::int + g - 1`)},
      left(${pick(SURNAMES, g)} || ' ' || ${pick(TRADES, g)} || ' ' || ${pick(SUFFIXES, g)} || ' ' ||
        ${pick(PLACES, g)}, 50),
      'Generated vendor number ' || g,
      case when g % 3 = 0 then ${GOODS_CATEGORY} else ${pick(lists.categories, g)} end,
      case when g % 3 = 0 then '' else ${pick(lists.workTypes, g)} end,
      case when g % 3 = 0 then ${pick(goods, g)} || ',' || ${pick(goods, sql`g + 3`)} else '' end,
      ${pick(FIRST_NAMES, g)} || ' ' || ${pick(SURNAMES, sql`g * 7`)},
      (6 + g % 4)::text || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
      'vendor' || g || '@bench.example.in',
      'Plot ' || (g % 500 + 1) || ', Industrial Area',
      'Phase ' || (g % 4 + 1),
      ${pick(PLACES, g)},
      ${pick(lists.states, g)},
      ${COUNTRY},
      case when g % 50 = 0 then 'Inactive' else 'Active' end,
      ((g * 37) % 500) * 100,
      date '2025-04-01',
      'Cr',
      ((g * 37) % 500) * 100,
      date '2025-04-01',
      'Cr',
      ${tenant.user}, ${tenant.user},
      timestamptz '2024-01-01 09:00:00+00' + (g * interval '1 minute'),
      timestamptz '2024-01-01 09:00:00+00' + (g * interval '1 minute')
    from generate_series(1, ${count}::int) as g
    order by g`);
  return first;
}

async function insertPayables(
  db: Db,
  tenant: BenchTenant,
  lists: ListValues,
  count: number,
  vendors: { first: number; count: number },
): Promise<void> {
  const first = await reserveCodes(db, tenant.code, CODE_PREFIXES.payable, count);
  const steps = sql.raw(String(PAYABLE_PATH.length));
  const g = sql`p.g`;
  // Bill dates run over three years in id order (the newest payable has the highest id), each due 0–90
  // days later; a payable went through the first k steps of PAYABLE_PATH, two days apart, and every
  // fiftieth was then cancelled. The invoice number carries the payable's number, so it is unique per
  // vendor; one payable in ten has none. One in five has no remarks.
  await db.execute(sql`
    with s as (select array_agg(id order by id) as ids from sites where tenant_code = ${tenant.code}),
    p as (
      select g,
        1 + ((g * 7) % ${vendors.count}::int) as vn,
        1 + ((g * 13) % ${steps}) as k,
        g % 50 = 25 as cancelled,
        ${FIRST_BILL}::date + ((g::bigint * ${BILL_DAYS}) / (${count}::int + 1))::int as bill
      from generate_series(1, ${count}::int) as g)
    insert into payables (tenant_code, vendor_payable_code, erf_site_id, erf_vendor_id, type_of_work,
      type_of_materials, quantity, units, amount, invoice_number, payment_mode, payment_due_date,
      bill_date, remarks, status, vendor_document_ids, created_by, created_at, updated_by, updated_at,
      version)
    select ${tenant.code},
      ${codeOf(CODE_PREFIXES.payable, sql`${first}::int + p.g - 1`)},
      s.ids[1 + p.g % array_length(s.ids, 1)],
      v.id,
      v.type_of_work,
      case when v.type_of_work <> '' then '' else split_part(v.type_of_goods, ',', 1) end,
      (1 + (p.g * 31) % 500)::text,
      case when v.type_of_work <> '' then ${pick(lists.unitsWork, g)}
           else ${pick(lists.unitsGoods, g)} end,
      (500 + (p.g::bigint * 7919) % 2500000 + (p.g * 37 % 100) / 100.0)::numeric(14, 2),
      case when p.g % 10 = 0 then ''
           else ${pick(INVOICE_PREFIXES, sql`p.vn`)} || '/' || extract(year from p.bill) || '/' ||
             lpad(p.g::text, greatest(6, length(p.g::text)), '0') end,
      ${pick(lists.paymentModes, g)},
      p.bill + (p.g * 11) % 91,
      p.bill,
      case when p.g % 5 = 0 then ''
           else ${pick(REMARK_WORKS, g)} || ' ' || ${pick(REMARK_PLACES, sql`p.g * 3`)} ||
             coalesce(', ' || nullif(${pick(REMARK_NOTES, sql`p.g * 5`)}, ''), '') end,
      case when p.cancelled then ${PAYABLE_CANCELLED} else (${textArray(PAYABLE_PATH)})[p.k] end,
      '',
      ${tenant.user},
      (p.bill + time '10:00') at time zone 'UTC',
      ${tenant.user},
      ((p.bill + time '10:00') at time zone 'UTC') + (p.k - 1 + p.cancelled::int) * interval '2 days',
      p.k + p.cancelled::int
    from p
    cross join s
    join vendors v on v.tenant_code = ${tenant.code}
      and v.vendor_code = ${codeOf(CODE_PREFIXES.vendor, sql`${vendors.first}::int + p.vn - 1`)}
    order by p.g`);
}

/** One history row per step a payable went through (a cancelled payable's last row is its Cancelled one). */
async function insertPayableHistory(db: Db, tenant: BenchTenant): Promise<void> {
  await db.execute(sql`
    insert into payable_history (tenant_code, payable_id, vendor_payable_code, erf_site_id, erf_vendor_id,
      type_of_work, type_of_materials, quantity, units, amount, invoice_number, bill_date, payment_due_date,
      status, updated_by, updated_at, action)
    select p.tenant_code, p.id, p.vendor_payable_code, p.erf_site_id, p.erf_vendor_id, p.type_of_work,
      p.type_of_materials, p.quantity, p.units, p.amount, p.invoice_number, p.bill_date, p.payment_due_date,
      case when p.status = ${PAYABLE_CANCELLED} and i = p.version then p.status
           else (${textArray(PAYABLE_PATH)})[i] end,
      p.updated_by, p.created_at + (i - 1) * interval '2 days',
      case when i = 1 then 'create' else 'update' end
    from payables p
    cross join lateral generate_series(1, p.version) as i
    where p.tenant_code = ${tenant.code}
    order by p.id, i`);
}

/** The code prefix of bench payments (reserved from the tenant's series, as the app's own codes are). */
const PAYMENT_PREFIX = 'PAY';

/**
 * Payments: payment n pays the tenant's n-th payable (by id), so at most one payment per
 * payable: every third pays it in full, the others half of it; every tenth has 2% TDS deducted (the
 * cash amount is the allocation less the TDS); every fiftieth is Reversed. Dated 0–44 days after
 * the bill. One allocation per payment, of amount + TDS.
 */
async function insertPayments(db: Db, tenant: BenchTenant, count: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from payables where tenant_code = ${tenant.code}`,
  );
  const n = Math.min(count, row?.n ?? 0);
  if (n === 0) return 0;
  const first = await reserveCodes(db, tenant.code, PAYMENT_PREFIX, n);
  const code = (g: SQL) => codeOf(PAYMENT_PREFIX, sql`${first}::int + ${g} - 1`);
  await db.execute(sql`
    with src as (
      select x.*,
        case when x.g % 10 = 0 then round(x.alloc * 0.02, 2) else 0 end as tds
      from (
        select p.id, p.erf_vendor_id, p.bill_date, g,
          case when g % 3 = 0 then p.amount + p.tax_amount else round((p.amount + p.tax_amount) / 2, 2) end as alloc
        from (select id, erf_vendor_id, bill_date, amount, tax_amount, row_number() over (order by id) as n
              from payables where tenant_code = ${tenant.code}) p
        join generate_series(1, ${n}::int) as g on p.n = g
      ) x
    ),
    ins as (
      insert into vendor_payments (tenant_code, payment_code, erf_vendor_id, payment_date, amount, tds_amount,
        payment_mode, reference, status, created_by, created_at, reversed_by, reversed_at, reversal_reason)
      select ${tenant.code}, ${code(sql`src.g`)}, src.erf_vendor_id, src.bill_date + (src.g % 45),
        src.alloc - src.tds, src.tds, 'NEFT', 'UTR' || src.g,
        case when src.g % 50 = 0 then 'Reversed' else 'Active' end,
        ${tenant.user}, (src.bill_date + (src.g % 45) + time '11:00') at time zone 'UTC',
        case when src.g % 50 = 0 then ${tenant.user} end,
        case when src.g % 50 = 0 then (src.bill_date + (src.g % 45) + time '15:00') at time zone 'UTC' end,
        case when src.g % 50 = 0 then 'Bench reversal' end
      from src
      order by src.g
      returning id, payment_code
    )
    insert into payment_allocations (tenant_code, payment_id, payable_id, amount)
    select ${tenant.code}, ins.id, src.id, src.alloc
    from src join ins on ins.payment_code = ${code(sql`src.g`)}
    order by ins.id`);
  return n;
}

async function insertAdvances(db: Db, tenant: BenchTenant, lists: ListValues, count: number): Promise<void> {
  const first = await reserveCodes(db, tenant.code, CODE_PREFIXES.advance, count);
  const sites = Array.from({ length: SITE_COUNT }, (_, i) => `S${String(i + 1).padStart(3, '0')}`);
  await db.execute(sql`
    insert into advance_requests (tenant_code, advance_id, site_code, requested_by, requested_amount,
      requested_by_date, requester_comments, status, document_ids, created_by, updated_by, created_at,
      updated_at, version)
    select ${tenant.code},
      ${codeOf(CODE_PREFIXES.advance, sql`${first}::int + g - 1`)},
      ${pick(sites, sql`g`)},
      ${tenant.user},
      (1000 + ((g * 37) % 100) * 500)::numeric(14, 2),
      date '2024-01-01' + ((g::bigint * 730) / ${count}::int)::int,
      ${pick(lists.advanceRemarks, sql`g`)},
      ${pick(ADVANCE_STATUSES, sql`g * 7`)},
      '',
      ${tenant.user}, ${tenant.user},
      timestamptz '2024-01-01 09:00:00+00' + ((g::bigint * 730) / ${count}::int)::int * interval '1 day',
      timestamptz '2024-01-01 09:00:00+00' + ((g::bigint * 730) / ${count}::int)::int * interval '1 day',
      1
    from generate_series(1, ${count}::int) as g
    order by g`);
  // One to three expenses against each approved or settled advance.
  await db.execute(sql`
    insert into expenses (tenant_code, advance_request_id, expense_type, expense_amount, expense_date,
      remarks, document_ids, created_by, created_at)
    select a.tenant_code, a.id,
      ${pick(lists.expenseTypes, sql`a.id + i`)},
      round(a.requested_amount / 4, 2),
      a.requested_by_date + i,
      'Generated expense ' || i,
      '',
      a.requested_by,
      a.created_at + i * interval '1 day'
    from advance_requests a
    cross join lateral generate_series(1, 1 + a.id % 3) as i
    where a.tenant_code = ${tenant.code} and a.status in ('Approved', 'Settled')
    order by a.id, i`);
}

export interface GeneratedCounts {
  tenant: string;
  vendors: number;
  payables: number;
  history: number;
  payments: number;
  advances: number;
  expenses: number;
  ms: number;
}

async function countsOf(db: Db, tenant: string): Promise<Omit<GeneratedCounts, 'ms' | 'tenant'>> {
  const [row] = await queryRows<Record<string, string | number>>(
    db,
    sql`select
      (select count(*) from vendors where tenant_code = ${tenant}) as vendors,
      (select count(*) from payables where tenant_code = ${tenant}) as payables,
      (select count(*) from payable_history where tenant_code = ${tenant}) as history,
      (select count(*) from vendor_payments where tenant_code = ${tenant}) as payments,
      (select count(*) from advance_requests where tenant_code = ${tenant}) as advances,
      (select count(*) from expenses where tenant_code = ${tenant}) as expenses`,
  );
  return {
    vendors: Number(row?.vendors),
    payables: Number(row?.payables),
    history: Number(row?.history),
    payments: Number(row?.payments),
    advances: Number(row?.advances),
    expenses: Number(row?.expenses),
  };
}

/**
 * Runs `fill` with the foreign keys of `tables` and their indexes that back no constraint (the
 * trigram, filter and sort indexes) dropped, then makes them again from their own definitions
 * (pg_get_indexdef, pg_get_constraintdef), so the tables end as the migrations define them: a
 * million rows load several times faster without a GIN trigram index to keep and a foreign-key
 * check per row; a key added afterwards checks every row in one join. Inside the caller's transaction.
 */
async function withIndexesBuiltAfter(
  db: Db,
  tables: readonly string[],
  log: (line: string) => void,
  fill: () => Promise<void>,
): Promise<void> {
  const names = sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  );
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
        from pg_index x
        join pg_class i on i.oid = x.indexrelid
        join pg_class t on t.oid = x.indrelid
        where t.relname in (${names}) and t.relnamespace = current_schema()::regnamespace
          and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
        order by i.relname`,
  );
  const keys = await queryRows<{ table: string; name: string; definition: string }>(
    db,
    sql`select t.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
        from pg_constraint c
        join pg_class t on t.oid = c.conrelid
        where c.contype = 'f' and t.relname in (${names}) and t.relnamespace = current_schema()::regnamespace
        order by t.relname, c.conname`,
  );
  for (const k of keys) await db.execute(sql.raw(`alter table "${k.table}" drop constraint "${k.name}"`));
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
  await fill();
  const started = performance.now();
  await db.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
  for (const k of keys) {
    await db.execute(sql.raw(`alter table "${k.table}" add constraint "${k.name}" ${k.definition}`));
  }
  log(
    `    ${indexes.length} indexes and ${keys.length} foreign keys of ${tables.join(', ')} made again in ` +
      `${Math.round(performance.now() - started)} ms`,
  );
}

/**
 * Fills a migrated database with the bench tenants; a tenant that already exists is skipped. `sizes`
 * is every tenant's, or one per tenant in BENCH_TENANTS' order. Ends with VACUUM ANALYZE (PGlite has
 * no autovacuum) so the planner knows the tables' sizes.
 */
export async function generateBenchData(
  database: Database,
  sizes: BenchSizes | readonly BenchSizes[] = DEFAULT_SIZES,
  log: (line: string) => void = console.log,
): Promise<GeneratedCounts[]> {
  const { db } = database;
  const generated: GeneratedCounts[] = [];
  for (const [i, tenant] of BENCH_TENANTS.entries()) {
    const size = Array.isArray(sizes) ? sizes[i] : (sizes as BenchSizes);
    if (!size) throw new Error(`no sizes for ${tenant.code}`);
    if (size.vendors < 1) throw new Error('at least one vendor is needed');
    if (await findCompanyByCode(db, tenant.code)) {
      log(`  ${tenant.code} already exists: left as it is`);
      continue;
    }
    const started = performance.now();
    const big = size.payables >= BULK_INDEX_ROWS;
    /** Runs one step, logging its time for a big tenant. */
    const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
      const stepStarted = performance.now();
      const result = await run();
      if (big) log(`    ${name}: ${Math.round(performance.now() - stepStarted)} ms`);
      return result;
    };
    await db.transaction(async (tx) => {
      await onboardTenant(tx, tenant);
      const lists = await loadLists(tx, tenant.code);
      const fill = async () => {
        const firstVendor = await step('vendors', () => insertVendors(tx, tenant, lists, size.vendors));
        await step('payables', () =>
          insertPayables(tx, tenant, lists, size.payables, { first: firstVendor, count: size.vendors }),
        );
        await step('payable history', () => insertPayableHistory(tx, tenant));
      };
      if (big) {
        await withIndexesBuiltAfter(tx, ['vendors', 'payables', 'payable_history'], log, fill);
      } else {
        await fill();
      }
      await step('payments', () => insertPayments(tx, tenant, size.payments));
      // The figures read the vendor ledger: post what the generated records add up to.
      await step('vendor ledger', () => backfillLedger(tx, tenant.code));
      await step('advances', () => insertAdvances(tx, tenant, lists, size.advances));
    });
    const ms = Math.round(performance.now() - started);
    const counts = await countsOf(db, tenant.code);
    generated.push({ tenant: tenant.code, ...counts, ms });
    log(
      `  ${tenant.code}: ${counts.vendors} vendors, ${counts.payables} payables, ${counts.history} history rows, ` +
        `${counts.payments} payments, ${counts.advances} advances, ${counts.expenses} expenses in ${ms} ms (user ${tenant.user} / ${tenant.password})`,
    );
  }
  const started = performance.now();
  await db.execute(sql`vacuum analyze`);
  log(`  vacuum analyze: ${Math.round(performance.now() - started)} ms`);
  return generated;
}

/** Opens the target (PostgreSQL URL or PGlite directory), migrates it with the app's migrations, fills it. */
export async function generateInto(
  target: { databaseUrl?: string; pgliteDir?: string },
  sizes: BenchSizes | readonly BenchSizes[] = sizesFromEnv(),
) {
  const database = await createDatabase(target);
  try {
    await runMigrations(database);
    return await generateBenchData(database, sizes);
  } finally {
    await database.close();
  }
}

/**
 * The built app on a free port, signed in as the first bench tenant's user: its base URL, the
 * bearer headers and the tenant's sites. The caller closes `app`.
 */
export async function startBenchApp(appConfig: AppConfig) {
  const app = await buildApp(appConfig, appConfig.seedDemo ? seedDemoIntoEmpty : undefined);
  try {
    return await signedIn(app);
  } catch (error) {
    await app.close();
    throw error;
  }
}

async function signedIn(app: Awaited<ReturnType<typeof buildApp>>) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${address.port}`;
  const tenant = BENCH_TENANTS[0] as (typeof BENCH_TENANTS)[number];
  const login = await fetch(base + API.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: tenant.user, password: tenant.password }),
  });
  if (login.status !== 202) throw new Error(`login answered ${login.status}`);
  const { jwt } = (await login.json()) as { jwt: string };
  const headers = { authorization: `Bearer ${jwt}` };
  const sites = (await (
    await fetch(base + apiPath(API.sitesForCompany, { companyCode: tenant.code }), { headers })
  ).json()) as { siteId: number }[];
  return { app, base, tenant, headers, sites };
}

/**
 * Runs `measure` on a database filled with the bench data: `reuseUrl` (already filled, filled again
 * idempotently), else a fresh PostgreSQL database under BENCH_DATABASE_URL, else a PGlite directory
 * of its own; what was made for the run is removed after it.
 */
export async function onBenchData<T>(
  tag: string,
  reuseUrl: string | undefined,
  sizes: BenchSizes,
  measure: (database: string, config: AppConfig) => Promise<T[]>,
): Promise<T[]> {
  const admin = process.env.BENCH_DATABASE_URL?.trim();
  if (reuseUrl) {
    await generateInto({ databaseUrl: reuseUrl }, sizes);
    return measure('PostgreSQL', benchConfig({ databaseUrl: reuseUrl, seedDemo: false }));
  }
  if (admin) {
    const db = await freshPostgres(admin, tag);
    try {
      await generateInto({ databaseUrl: db.url }, sizes);
      return await measure('PostgreSQL', benchConfig({ databaseUrl: db.url, seedDemo: false }));
    } finally {
      await db.drop();
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), `sitebook-${tag}-`));
  try {
    const pgliteDir = path.join(dir, 'pglite');
    await generateInto({ pgliteDir }, sizes);
    return await measure('PGlite', benchConfig({ pgliteDir, seedDemo: false }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  const arg = process.argv[2]?.trim();
  const envUrl = process.env.DATABASE_URL?.trim();
  const target = arg
    ? /^postgres(ql)?:\/\//.test(arg)
      ? { databaseUrl: arg }
      : { pgliteDir: path.resolve(arg) }
    : envUrl
      ? { databaseUrl: envUrl }
      : { pgliteDir: path.join(path.resolve(process.env.DATA_DIR?.trim() || './data'), 'pglite') };
  const sizes = tenantSizesFromEnv();
  const where = target.databaseUrl ? target.databaseUrl.replace(/\/\/[^@/]*@/, '//…@') : target.pgliteDir;
  const described = BENCH_TENANTS.map(
    (t, i) =>
      `${t.code} ${sizes[i]?.vendors} vendors, ${sizes[i]?.payables} payables, ` +
      `${sizes[i]?.payments} payments, ${sizes[i]?.advances} advances`,
  );
  console.log(`Bench data: ${described.join('; ')} → ${where}`);
  const started = performance.now();
  await generateInto(target, sizes);
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
