import type { Readable } from 'node:stream';
import {
  type ExportFormat,
  type ListPage,
  vendorPerformanceMessages as m,
  type VendorPerformanceQuery,
  type VendorPerformanceRow,
  type VendorPerformanceTrend,
  type VendorPerformanceTrendQuery,
  summaryExportMessages as x,
} from '@sitebook/contract';
import { findSiteById } from '../../db/lookups.js';
import { ratingSummaryOf } from '../../db/vendor-rating-summary.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { todayIsoIn } from '../../lib/dates.js';
import { notFound } from '../../lib/errors.js';
import { exportFileName, sheetsExportStream } from '../../lib/list-export.js';
import { pageOf } from '../../lib/list-page.js';
import type { SheetColumn } from '../../lib/xlsx-export.js';
import * as repo from './vendor-performance.repo.js';

/** Vendor Performance: per vendor its figures for a period and a site (repo for what each means). */

type Filter = Pick<VendorPerformanceTrendQuery, 'q' | 'siteId' | 'billFrom' | 'billTo'>;

/** The caller's tenant; a site of another tenant (or none) is 404. */
async function filterOf(ctx: AppContext, auth: AuthContext, q: Filter): Promise<repo.PerformanceFilter> {
  if (q.siteId !== undefined && !(await findSiteById(ctx.db, auth.companyCode, q.siteId))) {
    throw notFound(x.siteNotFound);
  }
  return {
    tenantCode: auth.companyCode,
    siteId: q.siteId,
    from: q.billFrom,
    to: q.billTo,
    q: q.q,
    today: todayIsoIn(auth.timeZone),
    timeZone: auth.timeZone,
  };
}

const num = (text: string | null): number | null => (text === null ? null : Number(text));

function toRow(r: repo.PerformanceDbRow): VendorPerformanceRow {
  return {
    vendorId: r.vendor_id,
    vendorCode: r.vendor_code,
    vendorName: r.vendor_name,
    bills: Number(r.bills),
    total: Number(r.total),
    average: Number(r.average),
    sentBack: Number(r.sent_back),
    cancelled: Number(r.cancelled),
    returnedShare: Number(r.returned_share),
    duplicates: Number(r.duplicates),
    daysToApproval: num(r.days_approval),
    daysToPayment: num(r.days_payment),
    overdue: Number(r.overdue),
    rating: ratingSummaryOf({
      ratingCount: Number(r.rating_count),
      ratingOverall: r.rating_overall,
      ratingQuality: r.rating_quality,
      ratingTimeliness: r.rating_timeliness,
      ratingPrice: r.rating_price,
    }),
  };
}

/** A page of the list (X-Total-Count: every vendor matching), or the whole list without page and size. */
export async function performancePage(
  ctx: AppContext,
  auth: AuthContext,
  q: VendorPerformanceQuery,
): Promise<ListPage<VendorPerformanceRow>> {
  const rows = await repo.performance(ctx.db, await filterOf(ctx, auth, q), q.sort, pageOf(q));
  return { rows: rows.map(toRow), total: Number(rows[0]?.n ?? 0) };
}

export async function performanceTrend(
  ctx: AppContext,
  auth: AuthContext,
  q: VendorPerformanceTrendQuery,
): Promise<VendorPerformanceTrend> {
  const rows = await repo.trend(ctx.db, await filterOf(ctx, auth, q));
  return rows.map((r) => ({
    month: r.month,
    bills: Number(r.bills),
    total: Number(r.total),
    returned: Number(r.returned),
  }));
}

/** The list as .xlsx or .csv: every matching vendor in the list's order, the filters above the header. */
export async function performanceExport(
  ctx: AppContext,
  auth: AuthContext,
  q: Omit<VendorPerformanceQuery, 'page' | 'size'>,
  format: ExportFormat,
): Promise<{ fileName: string; stream: Readable }> {
  const filter = await filterOf(ctx, auth, q);
  const rows = (await repo.performance(ctx.db, filter, q.sort, undefined)).map(toRow);
  const c = m.columns;
  const notes: string[] = [];
  if (q.billFrom !== undefined || q.billTo !== undefined)
    notes.push(m.periodLine(q.billFrom ?? '…', q.billTo ?? '…'));
  if (q.siteId !== undefined) {
    const site = await findSiteById(ctx.db, auth.companyCode, q.siteId);
    notes.push(x.siteLine(site?.siteName ?? String(q.siteId)));
  }
  if (q.q !== undefined) notes.push(`q: ${q.q}`);
  const count = (header: string): SheetColumn => ({ header, kind: 'count' });
  const stream = sheetsExportStream(format, [
    {
      name: m.sheet,
      notes,
      columns: [
        { header: x.vendorCode, kind: 'text', width: 14 },
        { header: c.vendor, kind: 'text' },
        count(c.bills),
        { header: c.total, kind: 'money' },
        { header: c.average, kind: 'money' },
        count(c.returned),
        count(c.duplicates),
        count(c.daysToApproval),
        count(c.daysToPayment),
        { header: c.overdue, kind: 'money' },
        count(c.rating),
      ],
      rows: rows.map((r) => [
        r.vendorCode,
        r.vendorName,
        r.bills,
        r.total.toFixed(2),
        r.average.toFixed(2),
        r.returnedShare,
        r.duplicates,
        r.daysToApproval,
        r.daysToPayment,
        r.overdue.toFixed(2),
        r.rating.overall,
      ]),
    },
  ]);
  return { fileName: exportFileName('vendor-performance', format, todayIsoIn(auth.timeZone)), stream };
}
