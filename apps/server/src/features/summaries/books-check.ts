import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { formatMoney, paise } from '../../lib/money.js';
import * as summaries from './summaries.repo.js';

/**
 * The books check (`npm run admin -- check-books [--company CODE]`): recomputes every vendor's
 * balance, every payable's billed, paid and outstanding, and every summary total twice — from the
 * vendor ledger and from the source records (opening balances, bills, payments, reversals) — and
 * lists each disagreement. The summaries are taken as of `date`, or the company's last ledger date
 * when that is later (so every row counts). The kept figures (vendors' balance columns, payables' billed/paid) must
 * equal the ledger; the ledger must equal the records; Payment Settled and Closed payables must owe
 * nothing; a Settled advance has nothing remaining; and Summary By Vendor, the ageing and the Executive Summary must all equal the ledger's
 * sum, for all sites and for each site.
 */

export interface BooksReport {
  companies: number;
  vendors: number;
  payables: number;
  payments: number;
  problems: string[];
}

const m = (text: string | null | undefined) => formatMoney(paise(text ?? '0'));

export async function checkBooks(db: Db, date: string, company?: string): Promise<BooksReport> {
  const tenants = (
    await queryRows<{ code: string }>(
      db,
      company === undefined
        ? sql`select company_code as code from companies order by company_code`
        : sql`select company_code as code from companies where company_code = ${company}`,
    )
  ).map((r) => r.code);
  const report: BooksReport = {
    companies: tenants.length,
    vendors: 0,
    payables: 0,
    payments: 0,
    problems: [],
  };
  for (const tenant of tenants) await checkCompany(db, tenant, date, report);
  return report;
}

async function checkCompany(db: Db, tenant: string, date: string, report: BooksReport): Promise<void> {
  const problem = (text: string) => report.problems.push(`${tenant}: ${text}`);

  // Vendors: kept balance = ledger = opening + bills − payments from the records.
  const vendors = await queryRows<{
    code: string;
    kept: string;
    kept_abs: string;
    kept_type: string;
    kept_date: string | null;
    ledger: string;
    last_date: string | null;
    records: string;
  }>(
    db,
    sql`select v.vendor_code as code, v.ledger_balance::text as kept, v.current_balance::text as kept_abs,
               v.type_of_transaction_for_cb as kept_type, v.ledger_last_date::text as kept_date,
               coalesce(l.total, 0)::text as ledger, l.last::text as last_date,
               ((case when v.type_of_transaction_for_ob = 'Dr' then -v.opening_balance else v.opening_balance end)
                 + coalesce(b.total, 0) - coalesce(pm.total, 0))::text as records
          from vendors v
          left join (select vendor_id, sum(amount) as total, max(entry_date) as last from vendor_ledger
                      where tenant_code = ${tenant} group by vendor_id) l on l.vendor_id = v.id
          left join (select erf_vendor_id, sum(amount + tax_amount) as total from payables
                      where tenant_code = ${tenant} and status <> 'Cancelled' group by erf_vendor_id) b on b.erf_vendor_id = v.id
          left join (select erf_vendor_id, sum(amount + tds_amount) as total from vendor_payments
                      where tenant_code = ${tenant} and status = 'Active' group by erf_vendor_id) pm on pm.erf_vendor_id = v.id
         where v.tenant_code = ${tenant}
         order by v.vendor_code`,
  );
  report.vendors += vendors.length;
  let vendorSum = 0n;
  for (const v of vendors) {
    const ledger = paise(v.ledger);
    vendorSum += ledger;
    if (paise(v.kept) !== ledger)
      problem(`vendor ${v.code}: kept balance ${m(v.kept)}, ledger ${m(v.ledger)}`);
    const abs = ledger < 0n ? -ledger : ledger;
    const type = ledger < 0n ? 'Dr' : 'Cr';
    if (paise(v.kept_abs) !== abs || v.kept_type !== type) {
      problem(
        `vendor ${v.code}: Current Balance ${m(v.kept_abs)} ${v.kept_type}, ledger ${formatMoney(abs)} ${type}`,
      );
    }
    if (v.last_date !== null && v.kept_date !== v.last_date) {
      problem(`vendor ${v.code}: balance dated ${v.kept_date}, last ledger row ${v.last_date}`);
    }
    if (paise(v.records) !== ledger)
      problem(`vendor ${v.code}: ledger ${m(v.ledger)}, records ${m(v.records)}`);
  }
  // Rows of vendors no longer there (deleted with only an opening balance) must net to 0.
  const [gone] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(l.amount), 0)::text as total from vendor_ledger l
         where l.tenant_code = ${tenant} and not exists (select 1 from vendors v where v.id = l.vendor_id)`,
  );
  if (paise(gone?.total ?? '0') !== 0n)
    problem(`deleted vendors' ledger rows add up to ${m(gone?.total)}, not 0`);

  // Payables: kept billed / paid = ledger = records; Payment Settled and Closed owe nothing.
  const payables = await queryRows<{
    code: string;
    status: string;
    kept_billed: string;
    kept_paid: string;
    billed: string;
    paid: string;
    records_billed: string;
    records_paid: string;
  }>(
    db,
    sql`select p.vendor_payable_code as code, p.status, p.billed_amount::text as kept_billed,
               p.paid_amount::text as kept_paid,
               coalesce(l.billed, 0)::text as billed, coalesce(l.paid, 0)::text as paid,
               (case when p.status = 'Cancelled' then 0 else p.amount + p.tax_amount end)::text as records_billed,
               coalesce(a.paid, 0)::text as records_paid
          from payables p
          left join (select payable_id,
                            sum(amount) filter (where kind in ('bill', 'bill_correction', 'bill_cancel')) as billed,
                            -sum(amount) filter (where kind in ('payment', 'tds', 'payment_reversal', 'tds_reversal')) as paid
                       from vendor_ledger where tenant_code = ${tenant} and payable_id is not null
                      group by payable_id) l on l.payable_id = p.id
          left join (select a.payable_id, sum(a.amount) as paid from payment_allocations a
                       join vendor_payments vp on vp.id = a.payment_id and vp.status = 'Active'
                      where a.tenant_code = ${tenant} group by a.payable_id) a on a.payable_id = p.id
         where p.tenant_code = ${tenant}
         order by p.vendor_payable_code`,
  );
  report.payables += payables.length;
  for (const p of payables) {
    const billed = paise(p.billed);
    const paid = paise(p.paid);
    if (paise(p.kept_billed) !== billed || paise(p.kept_paid) !== paid) {
      problem(
        `payable ${p.code}: kept billed ${m(p.kept_billed)} / paid ${m(p.kept_paid)}, ledger ${m(p.billed)} / ${m(p.paid)}`,
      );
    }
    if (paise(p.records_billed) !== billed)
      problem(`payable ${p.code}: ledger billed ${m(p.billed)}, records ${m(p.records_billed)}`);
    if (paise(p.records_paid) !== paid)
      problem(`payable ${p.code}: ledger paid ${m(p.paid)}, records ${m(p.records_paid)}`);
    if ((p.status === 'Payment Settled' || p.status === 'Closed') && billed - paid > 0n) {
      problem(`payable ${p.code}: ${p.status} with ${formatMoney(billed - paid)} outstanding`);
    }
  }

  // Payments: an Active one's rows add up to −(amount + TDS), a Reversed one's to 0.
  const payments = await queryRows<{ code: string; expected: string; ledger: string }>(
    db,
    sql`select vp.payment_code as code,
               (case when vp.status = 'Active' then -(vp.amount + vp.tds_amount) else 0 end)::text as expected,
               coalesce((select sum(l.amount) from vendor_ledger l
                          where l.tenant_code = vp.tenant_code and l.payment_id = vp.id), 0)::text as ledger
          from vendor_payments vp where vp.tenant_code = ${tenant} order by vp.payment_code`,
  );
  report.payments += payments.length;
  for (const p of payments) {
    if (paise(p.expected) !== paise(p.ledger))
      problem(`payment ${p.code}: ledger ${m(p.ledger)}, records ${m(p.expected)}`);
  }

  // Advances: a Settled one has nothing remaining (approved − spent − returned + reimbursed = 0).
  const advances = await queryRows<{ code: string; remaining: string }>(
    db,
    sql`select a.advance_id as code,
               (coalesce(a.approved_amount, a.requested_amount)
                 - coalesce((select sum(e.expense_amount) from expenses e
                              where e.tenant_code = a.tenant_code and e.advance_request_id = a.id), 0)
                 - coalesce((select sum(case when s.kind = 'return' then s.amount else -s.amount end)
                               from advance_settlements s
                              where s.tenant_code = a.tenant_code and s.advance_request_id = a.id
                                and s.status = 'Active'), 0))::text as remaining
          from advance_requests a
         where a.tenant_code = ${tenant} and a.status = 'Settled'
         order by a.advance_id`,
  );
  for (const a of advances) {
    if (paise(a.remaining) !== 0n) problem(`advance ${a.code}: Settled with ${m(a.remaining)} remaining`);
  }

  // The summaries, as of the date (or the last row's, when later), for all sites and each site,
  // against the ledger's sum; for all sites, also against the vendors' balances.
  const last = await lastLedgerDate(db, tenant);
  const asOf = last > date ? last : date;
  const sites = await queryRows<{ id: number; code: string }>(
    db,
    sql`select id, site_code as code from sites where tenant_code = ${tenant} order by id`,
  );
  for (const site of [undefined, ...sites]) {
    const where = site === undefined ? 'all sites' : `site ${site.code}`;
    const [ledger] = await queryRows<{ total: string }>(
      db,
      sql`select coalesce(sum(amount), 0)::text as total from vendor_ledger
           where tenant_code = ${tenant} and entry_date <= ${asOf}::date
             ${site === undefined ? sql`` : sql`and site_id = ${site.id}`}`,
    );
    const figures = await summaryFigures(db, { tenantCode: tenant, date: asOf, siteId: site?.id });
    const expected = paise(ledger?.total ?? '0');
    for (const [name, value] of Object.entries(figures)) {
      if (value !== expected)
        problem(`${where}: ${name} ${formatMoney(value)}, ledger ${formatMoney(expected)}`);
    }
    if (site === undefined && vendorSum !== expected) {
      problem(
        `${where}: vendors' balances add up to ${formatMoney(vendorSum)}, ledger ${formatMoney(expected)}`,
      );
    }
  }
}

/** The outstanding totals of the three summaries (and Summary By Vendor's rows added up), in paise. */
export async function summaryFigures(db: Db, f: summaries.SummaryFilter): Promise<Record<string, bigint>> {
  const byVendor = await summaries.vendorSummary(db, f);
  const ageing = await summaries.ageing(db, f);
  const executive = await summaries.executiveSummary(db, f);
  const of = <T extends { outstanding: string }>(rows: T[], pick: (r: T) => boolean) =>
    rows.filter(pick).reduce((sum, r) => sum + paise(r.outstanding), 0n);
  return {
    'Summary By Vendor total': of(byVendor, (r) => Number(r.is_total) === 1),
    'Summary By Vendor rows': of(byVendor, (r) => Number(r.is_total) === 0),
    'ageing total': of(ageing, (r) => r.kind === 'total'),
    'ageing by vendor': of(ageing, (r) => r.kind === 'vendor'),
    'ageing by site': of(ageing, (r) => r.kind === 'site'),
    'Executive Summary outstanding': of(executive, (r) => r.kind === 'total'),
    'Executive Summary by site': of(executive, (r) => r.kind === 'site'),
    'Executive Summary by status': of(executive, (r) => r.kind === 'status'),
  };
}

async function lastLedgerDate(db: Db, tenant: string): Promise<string> {
  const [row] = await queryRows<{ last: string | null }>(
    db,
    sql`select max(entry_date)::text as last from vendor_ledger where tenant_code = ${tenant}`,
  );
  return row?.last ?? '0000-00-00';
}

/** The report as the CLI prints it. */
export function formatBooksReport(r: BooksReport): string {
  const counted = `${r.companies} companies, ${r.vendors} vendors, ${r.payables} payables, ${r.payments} payments`;
  if (r.problems.length === 0) return `Books agree: ${counted}.`;
  return [`${r.problems.length} disagreements (${counted}):`, ...r.problems.map((p) => `  ${p}`)].join('\n');
}
