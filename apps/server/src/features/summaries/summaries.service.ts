import type { Readable } from 'node:stream';
import {
  type Ageing,
  type AgeingRow,
  ageingMessages,
  type ExecutiveSummary,
  type ExportFormat,
  executiveSummaryMessages,
  PAYABLE_STATUSES,
  type SummaryQuery,
  summaryScreenMessages as screen,
  type summaryQuerySchema,
  type VendorSummary,
  vendorSummaryMessages,
  summaryExportMessages as x,
} from '@sitebook/contract';
import type { z } from 'zod';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { sheetsExportStream } from '../../lib/list-export.js';
import { paise } from '../../lib/money.js';
import * as repo from './summaries.repo.js';
import type { SheetColumn, SheetSpec } from './summaries.xlsx.js';

export type SummaryParams = z.output<typeof summaryQuerySchema>;
export type { SummaryQuery };

/** An export: the file name and the file's stream. */
export interface SummaryExport {
  fileName: string;
  stream: Readable;
}

/** numeric text → JSON number (the amount it spells; nothing is added in Node). */
const num = (text: string | null | undefined): number => (text ? Number(text) : 0);

/** The filter of a query: the caller's tenant; a site of another tenant (or none) is 404. */
async function filterOf(ctx: AppContext, auth: AuthContext, q: SummaryParams): Promise<repo.SummaryFilter> {
  if (q.siteId !== undefined && (await repo.siteName(ctx.db, auth.companyCode, q.siteId)) === undefined) {
    throw notFound(x.siteNotFound);
  }
  return { tenantCode: auth.companyCode, date: q.date, siteId: q.siteId };
}

export async function vendorSummary(
  ctx: AppContext,
  auth: AuthContext,
  q: SummaryParams,
): Promise<VendorSummary> {
  const rows = await repo.vendorSummary(ctx.db, await filterOf(ctx, auth, q));
  const total = rows.find((r) => Number(r.is_total) === 1);
  return {
    date: q.date,
    rows: rows
      .filter((r) => Number(r.is_total) === 0)
      .map((r) => ({
        erfVendorId: r.vendor_id ?? 0,
        vendorCode: r.vendor_code ?? '',
        vendorName: r.vendor_name ?? '',
        opening: num(r.opening),
        billed: num(r.billed),
        paid: num(r.paid),
        outstanding: num(r.outstanding),
        overdue: num(r.overdue),
        oldestDueDate: r.oldest_due,
      })),
    totals: {
      opening: num(total?.opening),
      billed: num(total?.billed),
      paid: num(total?.paid),
      outstanding: num(total?.outstanding),
      overdue: num(total?.overdue),
    },
  };
}

const buckets = (r: repo.BucketSums | undefined) => ({
  notDue: num(r?.not_due),
  d1to30: num(r?.d1to30),
  d31to60: num(r?.d31to60),
  d61to90: num(r?.d61to90),
  over90: num(r?.over90),
  advance: num(r?.advance),
  total: num(r?.outstanding),
});

export async function ageing(ctx: AppContext, auth: AuthContext, q: SummaryParams): Promise<Ageing> {
  const rows = await repo.ageing(ctx.db, await filterOf(ctx, auth, q));
  const of = (kind: string): AgeingRow[] =>
    rows
      .filter((r) => r.kind === kind)
      // The opening balances belong to no site: their by-site row has id 0.
      .map((r) => ({
        id: r.id ?? 0,
        code: r.code ?? '',
        name: r.name ?? screen.openingBalances,
        ...buckets(r),
      }));
  return {
    date: q.date,
    byVendor: of('vendor'),
    bySite: of('site'),
    totals: buckets(rows.find((r) => r.kind === 'total')),
  };
}

const statusRank = (status: string) => {
  const i = (PAYABLE_STATUSES as readonly string[]).indexOf(status);
  return i < 0 ? PAYABLE_STATUSES.length : i;
};

export async function executiveSummary(
  ctx: AppContext,
  auth: AuthContext,
  q: SummaryParams,
): Promise<ExecutiveSummary> {
  const rows = await repo.executiveSummary(ctx.db, await filterOf(ctx, auth, q));
  const total = rows.find((r) => r.kind === 'total');
  return {
    date: q.date,
    outstanding: num(total?.outstanding),
    overdue: num(total?.overdue),
    dueThisWeek: num(total?.due_week),
    paidThisMonth: num(total?.paid_month),
    // Sites with something outstanding (a site whose bills are all paid has nothing to show).
    bySite: rows
      .filter((r) => r.kind === 'site' && paise(r.outstanding) !== 0n)
      .map((r) => ({
        erfSiteId: r.site_id ?? 0,
        siteName: r.site_name ?? screen.openingBalances,
        outstanding: num(r.outstanding),
      })),
    // Every status with a payable counted, in workflow order.
    byStatus: rows
      .filter((r) => r.kind === 'status')
      .map((r) => ({ status: r.status ?? '', outstanding: num(r.outstanding), count: Number(r.count) }))
      .sort((a, b) => statusRank(a.status) - statusRank(b.status) || a.status.localeCompare(b.status)),
    ageing: buckets(total),
    // The opening balances' by-site row (no site) carries their part of each bucket.
    openingAgeing: buckets(rows.find((r) => r.kind === 'site' && r.site_id === null)),
  };
}

// ---- .xlsx / .csv exports: the same figures as the JSON answers (a .csv holds the first sheet) ----

const money = (header: string): SheetColumn => ({ header, kind: 'money' });
const bucketColumns: SheetColumn[] = [
  money(ageingMessages.buckets.notDue),
  money(ageingMessages.buckets.d1to30),
  money(ageingMessages.buckets.d31to60),
  money(ageingMessages.buckets.d61to90),
  money(ageingMessages.buckets.over90),
  money(ageingMessages.buckets.advance),
  money(ageingMessages.total),
];
type Buckets = ReturnType<typeof buckets>;
const bucketCells = (b: Buckets) => [b.notDue, b.d1to30, b.d31to60, b.d61to90, b.over90, b.advance, b.total];

/** The lines above each sheet's header: the date and, when one is chosen, the site. */
async function notes(ctx: AppContext, auth: AuthContext, q: SummaryParams): Promise<string[]> {
  const lines = [x.asOf(q.date)];
  if (q.siteId !== undefined) {
    const site = await repo.siteName(ctx.db, auth.companyCode, q.siteId);
    lines.push(x.siteLine(site ?? String(q.siteId)));
  }
  return lines;
}

export async function vendorSummaryExport(
  ctx: AppContext,
  auth: AuthContext,
  q: SummaryParams,
  format: ExportFormat,
): Promise<SummaryExport> {
  const s = await vendorSummary(ctx, auth, q);
  const c = vendorSummaryMessages.columns;
  const sheet: SheetSpec = {
    name: x.sheets.vendorSummary,
    notes: await notes(ctx, auth, q),
    columns: [
      { header: x.vendorCode, kind: 'text', width: 14 },
      { header: c.vendor, kind: 'text' },
      money(c.opening),
      money(c.billed),
      money(c.paid),
      money(c.outstanding),
      money(c.overdue),
      { header: c.oldestDue, kind: 'date', width: 14 },
    ],
    rows: s.rows.map((r) => [
      r.vendorCode,
      r.vendorName,
      r.opening,
      r.billed,
      r.paid,
      r.outstanding,
      r.overdue,
      r.oldestDueDate,
    ]),
    totals: [
      vendorSummaryMessages.total,
      null,
      s.totals.opening,
      s.totals.billed,
      s.totals.paid,
      s.totals.outstanding,
      s.totals.overdue,
      null,
    ],
  };
  return {
    fileName: x.fileNames.vendorSummary(auth.companyCode, q.date, format),
    stream: sheetsExportStream(format, [sheet]),
  };
}

export async function ageingExport(
  ctx: AppContext,
  auth: AuthContext,
  q: SummaryParams,
  format: ExportFormat,
): Promise<SummaryExport> {
  const a = await ageing(ctx, auth, q);
  const lines = await notes(ctx, auth, q);
  const sheet = (name: string, codeHeader: string, nameHeader: string, rows: AgeingRow[]): SheetSpec => ({
    name,
    notes: lines,
    columns: [
      { header: codeHeader, kind: 'text', width: 14 },
      { header: nameHeader, kind: 'text' },
      ...bucketColumns,
    ],
    rows: rows.map((r) => [r.code, r.name, ...bucketCells(r)]),
    totals: [ageingMessages.total, null, ...bucketCells(a.totals)],
  });
  return {
    fileName: x.fileNames.ageing(auth.companyCode, q.date, format),
    stream: sheetsExportStream(format, [
      sheet(x.sheets.ageingByVendor, x.vendorCode, vendorSummaryMessages.columns.vendor, a.byVendor),
      sheet(x.sheets.ageingBySite, x.siteCode, x.site, a.bySite),
    ]),
  };
}

export async function executiveSummaryExport(
  ctx: AppContext,
  auth: AuthContext,
  q: SummaryParams,
  format: ExportFormat,
): Promise<SummaryExport> {
  const e = await executiveSummary(ctx, auth, q);
  const lines = await notes(ctx, auth, q);
  const m = executiveSummaryMessages;
  const b = ageingMessages.buckets;
  const figures: SheetSpec = {
    name: x.sheets.executive,
    notes: lines,
    columns: [{ header: x.figure, kind: 'text' }, money(x.amount)],
    rows: [
      [m.outstanding, e.outstanding],
      [m.overdue, e.overdue],
      [m.dueThisWeek, e.dueThisWeek],
      [m.paidThisMonth, e.paidThisMonth],
    ],
  };
  const bySite: SheetSpec = {
    name: x.sheets.bySite,
    notes: lines,
    columns: [{ header: x.site, kind: 'text' }, money(m.outstanding)],
    rows: e.bySite.map((r) => [r.siteName, r.outstanding]),
    totals: [ageingMessages.total, e.outstanding],
  };
  const byStatus: SheetSpec = {
    name: x.sheets.byStatus,
    notes: lines,
    columns: [
      { header: x.status, kind: 'text' },
      { header: x.count, kind: 'count', width: 12 },
      money(m.outstanding),
    ],
    rows: e.byStatus.map((r) => [r.status, r.count, r.outstanding]),
    totals: [ageingMessages.total, e.byStatus.reduce((n, r) => n + r.count, 0), e.outstanding],
  };
  const ageingSheet: SheetSpec = {
    name: x.sheets.ageing,
    notes: lines,
    columns: [{ header: x.figure, kind: 'text' }, money(x.amount)],
    rows: [
      [b.notDue, e.ageing.notDue],
      [b.d1to30, e.ageing.d1to30],
      [b.d31to60, e.ageing.d31to60],
      [b.d61to90, e.ageing.d61to90],
      [b.over90, e.ageing.over90],
      [b.advance, e.ageing.advance],
    ],
    totals: [ageingMessages.total, e.ageing.total],
  };
  return {
    fileName: x.fileNames.executive(auth.companyCode, q.date, format),
    stream: sheetsExportStream(format, [figures, bySite, byStatus, ageingSheet]),
  };
}
