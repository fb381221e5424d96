import type { Readable } from 'node:stream';
import { listMessages, type VendorExportQuery } from '@sitebook/contract';
import { vendors } from '../../db/schema/index.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { isoDayIn, todayIsoIn } from '../../lib/dates.js';
import { exportFileName, listRowsExport } from '../../lib/list-export.js';
import { exportIds } from '../../lib/list-query.js';
import type { CellValue, SheetColumn } from '../../lib/xlsx-export.js';
import * as repo from './vendors.repo.js';

const C = listMessages.vendorExportColumns;
const COLUMNS: SheetColumn[] = [
  { header: C.code, kind: 'text', width: 12 },
  { header: C.name, kind: 'text', width: 28 },
  { header: C.category, kind: 'text', width: 14 },
  { header: C.description, kind: 'text', width: 30 },
  { header: C.work, kind: 'text', width: 16 },
  { header: C.goods, kind: 'text', width: 20 },
  { header: C.contact, kind: 'text', width: 20 },
  { header: C.phone, kind: 'text', width: 12 },
  { header: C.email, kind: 'text', width: 24 },
  { header: C.city, kind: 'text', width: 14 },
  { header: C.state, kind: 'text', width: 14 },
  { header: C.country, kind: 'text', width: 10 },
  { header: C.status, kind: 'text', width: 10 },
  { header: C.gstin, kind: 'text', width: 16 },
  { header: C.pan, kind: 'text', width: 12 },
  { header: C.openingBalance, kind: 'money', width: 14 },
  { header: C.openingType, kind: 'text', width: 8 },
  { header: C.openingDate, kind: 'date', width: 12 },
  { header: C.currentBalance, kind: 'money', width: 14 },
  { header: C.currentType, kind: 'text', width: 8 },
  { header: C.currentDate, kind: 'date', width: 12 },
  { header: C.grade, kind: 'text', width: 8 },
  { header: C.createdOn, kind: 'date', width: 12 },
];

/** Stored dates may carry a time (the spec's balance dates): the export keeps the day. */
const dayOf = (value: string | null): string | null => (value === null ? null : value.slice(0, 10));

const cellsOf =
  (zone: string) =>
  (v: repo.VendorRow): CellValue[] => [
    v.vendorCode,
    v.vendorName,
    v.vendorCategory,
    v.vendorDescription,
    v.typeOfWork,
    v.typeOfGoods,
    v.contactPerson,
    v.phoneNumber,
    v.emailId,
    v.city,
    v.state,
    v.country,
    v.status,
    v.gstin,
    v.pan,
    v.openingBalance,
    v.typeOfTransactionForOb,
    dayOf(v.openingBalanceDate),
    v.currentBalance,
    v.typeOfTransactionForCb,
    dayOf(v.currentBalanceDate),
    v.performanceGrade,
    isoDayIn(zone, v.createdAt),
  ];

/**
 * The vendor list as searched, filtered and sorted, as .xlsx or .csv: the matching ids in
 * the list's order first (400 past LIST_EXPORT_MAX_ROWS), then the rows a batch at a time while the
 * reply takes them. Bank details stay out of the file.
 */
export async function exportVendors(
  ctx: AppContext,
  auth: AuthContext,
  query: VendorExportQuery,
): Promise<{ fileName: string; stream: Readable }> {
  const { page: _page, size: _size, sort, format, ...filter } = query;
  const where = repo.vendorFilterWhere(auth.companyCode, filter);
  const ids = await exportIds(ctx.db, vendors, where, repo.vendorOrder(sort));
  const stream = listRowsExport({
    format,
    sheetName: listMessages.vendorsSheet,
    columns: COLUMNS,
    ids,
    read: (batch) => repo.listVendorsByIds(ctx.db, auth.companyCode, batch),
    idOf: (row) => row.id,
    cells: cellsOf(auth.timeZone),
  });
  return { fileName: exportFileName('vendors', format, todayIsoIn(auth.timeZone)), stream };
}
