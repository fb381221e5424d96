import type { Readable } from 'node:stream';
import { listMessages, type PayableExportQuery } from '@sitebook/contract';
import { payables } from '../../db/schema/index.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { todayIsoIn } from '../../lib/dates.js';
import { exportFileName, listRowsExport } from '../../lib/list-export.js';
import { exportIds } from '../../lib/list-query.js';
import type { CellValue, SheetColumn } from '../../lib/xlsx-export.js';
import * as repo from './payables.repo.js';

const C = listMessages.payableExportColumns;
const COLUMNS: SheetColumn[] = [
  { header: C.code, kind: 'text', width: 12 },
  { header: C.siteCode, kind: 'text', width: 10 },
  { header: C.siteName, kind: 'text', width: 22 },
  { header: C.vendorCode, kind: 'text', width: 12 },
  { header: C.vendorName, kind: 'text', width: 28 },
  { header: C.material, kind: 'text', width: 16 },
  { header: C.work, kind: 'text', width: 16 },
  { header: C.quantity, kind: 'text', width: 10 },
  { header: C.units, kind: 'text', width: 8 },
  { header: C.invoiceNumber, kind: 'text', width: 18 },
  { header: C.amount, kind: 'money', width: 14 },
  { header: C.tax, kind: 'money', width: 12 },
  { header: C.total, kind: 'money', width: 14 },
  { header: C.paid, kind: 'money', width: 14 },
  { header: C.outstanding, kind: 'money', width: 14 },
  { header: C.billDate, kind: 'date', width: 12 },
  { header: C.dueDate, kind: 'date', width: 12 },
  { header: C.paymentMode, kind: 'text', width: 12 },
  { header: C.status, kind: 'text', width: 22 },
  { header: C.remarks, kind: 'text', width: 30 },
];

const cellsOf = (p: repo.ExportedPayableRow): CellValue[] => [
  p.vendorPayableCode,
  p.siteCode,
  p.siteName,
  p.vendorCode,
  p.vendorName,
  p.typeOfMaterials,
  p.typeOfWork,
  p.quantity,
  p.units,
  p.invoiceNumber,
  p.amount,
  p.taxAmount,
  String(p.total),
  String(p.paid),
  String(p.outstanding),
  p.billDate,
  p.paymentDueDate,
  p.paymentMode,
  p.status,
  p.remarks,
];

/**
 * The payables list as filtered, searched and sorted, as .xlsx or .csv. The matching ids
 * are taken first in the list's order (400 past LIST_EXPORT_MAX_ROWS); the rows are then read and
 * written a batch at a time while the reply takes them.
 */
export async function exportPayables(
  ctx: AppContext,
  auth: AuthContext,
  query: PayableExportQuery,
): Promise<{ fileName: string; stream: Readable }> {
  const { page: _page, size: _size, sort, format, ...filter } = query;
  const date = todayIsoIn(auth.timeZone);
  const { where } = repo.payableConditions(auth.companyCode, filter, date);
  const ids = await exportIds(ctx.db, payables, where, repo.payableOrder(sort));
  const stream = listRowsExport({
    format,
    sheetName: listMessages.payablesSheet,
    columns: COLUMNS,
    ids,
    read: (batch) => repo.exportedPayablesByIds(ctx.db, auth.companyCode, batch),
    idOf: (row) => row.id,
    cells: cellsOf,
  });
  return { fileName: exportFileName('payables', format, date), stream };
}
