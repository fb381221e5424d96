import type { Readable } from 'node:stream';
import {
  type ExpenseExportQuery,
  advanceListMessages as ex,
  advanceLabels as l,
  type MyExpenseExportQuery,
  myExpensesMessages as my,
} from '@sitebook/contract';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { isoDayIn, todayIsoIn } from '../../lib/dates.js';
import { exportFileName, listRowsExport } from '../../lib/list-export.js';
import { listQueryParts, narrowedBy } from '../../lib/list-query.js';
import type { CellValue, SheetColumn } from '../../lib/xlsx-export.js';
import * as repo from './expenses.repo.js';
import { requireAdvance } from './expenses.service.js';

/** An export as the route sends it. */
interface ExportFile {
  fileName: string;
  stream: Readable;
}

const EXPENSE_EXPORT_COLUMNS: SheetColumn[] = [
  { header: l.expenseColumns.type, kind: 'text', width: 14 },
  { header: l.expenseColumns.amount, kind: 'money', width: 16 },
  { header: l.expenseColumns.date, kind: 'date', width: 14 },
  { header: l.expenseColumns.remarks, kind: 'text', width: 30 },
  { header: l.expenseColumns.recordedBy, kind: 'text', width: 18 },
  { header: ex.columns.createdDate, kind: 'date', width: 14 },
];

const expenseCells =
  (zone: string) =>
  (row: repo.ExpenseRow): CellValue[] => [
    row.expenseType,
    row.expenseAmount,
    row.expenseDate,
    row.remarks,
    row.createdBy,
    isoDayIn(zone, row.createdAt),
  ];

/**
 * One advance's expenses searched, filtered and sorted as its list would be, as .xlsx or
 * .csv, streamed a batch at a time (400 past LIST_EXPORT_MAX_ROWS; another tenant's advance is 404).
 */
export async function exportExpenses(
  ctx: AppContext,
  auth: AuthContext,
  advanceRequestId: number,
  query: ExpenseExportQuery,
): Promise<ExportFile> {
  const advance = await requireAdvance(ctx, auth, advanceRequestId);
  const { format, ...listQuery } = query;
  const { sort, filter } = listQueryParts(listQuery);
  const where = repo.advanceExpenseWhere(auth.companyCode, advanceRequestId, filter);
  const ids = await repo.expenseExportIds(ctx.db, where, repo.expenseOrder(sort, 'id,asc'));
  const read = (batch: number[]) => repo.listExpensesByIds(ctx.db, auth.companyCode, batch);
  const date = todayIsoIn(auth.timeZone);
  return {
    fileName: exportFileName(ex.expensesFile(advance.advanceId), format, date),
    stream: listRowsExport({
      format,
      sheetName: ex.expensesSheet(advance.advanceId),
      notes: [ex.exportedOn(date, narrowedBy(filter))],
      columns: EXPENSE_EXPORT_COLUMNS,
      ids,
      read,
      idOf: (row) => row.id,
      cells: expenseCells(auth.timeZone),
    }),
  };
}

const MY_EXPENSE_EXPORT_COLUMNS: SheetColumn[] = [
  { header: my.columns.advance, kind: 'text', width: 14 },
  { header: my.columns.site, kind: 'text', width: 10 },
  { header: ex.columns.advanceStatus, kind: 'text', width: 14 },
  ...EXPENSE_EXPORT_COLUMNS,
];

const myExpenseCells =
  (zone: string) =>
  (row: repo.MyExpenseRow): CellValue[] => [
    row.advanceId,
    row.siteCode,
    row.advanceStatus,
    row.expenseType,
    row.expenseAmount,
    row.expenseDate,
    row.remarks,
    row.createdBy,
    isoDayIn(zone, row.createdAt),
  ];

/** The caller's own expenses searched, filtered and sorted as My Expenses would be, as .xlsx or .csv. */
export async function exportMyExpenses(
  ctx: AppContext,
  auth: AuthContext,
  query: MyExpenseExportQuery,
): Promise<ExportFile> {
  const { format, ...listQuery } = query;
  const { sort, filter } = listQueryParts(listQuery);
  const where = repo.myExpenseWhere(auth.companyCode, auth.userName, filter);
  const ids = await repo.expenseExportIds(ctx.db, where, repo.expenseOrder(sort, 'id,desc'));
  const read = (batch: number[]) => repo.listMyExpensesByIds(ctx.db, auth.companyCode, auth.userName, batch);
  const date = todayIsoIn(auth.timeZone);
  return {
    fileName: exportFileName(ex.myExpensesFile, format, date),
    stream: listRowsExport({
      format,
      sheetName: ex.myExpensesSheet,
      notes: [ex.exportedOn(date, narrowedBy(filter))],
      columns: MY_EXPENSE_EXPORT_COLUMNS,
      ids,
      read,
      idOf: (row) => row.id,
      cells: myExpenseCells(auth.timeZone),
    }),
  };
}
