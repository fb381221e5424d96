import type { Readable } from 'node:stream';
import { type AdvanceExportQuery, advanceListMessages as ex, advanceLabels as l } from '@sitebook/contract';
import * as records from '../../domain/advance-records.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { isoDayIn, todayIsoIn } from '../../lib/dates.js';
import { exportFileName, listRowsExport } from '../../lib/list-export.js';
import { listQueryParts, narrowedBy } from '../../lib/list-query.js';
import type { CellValue, SheetColumn } from '../../lib/xlsx-export.js';
import * as repo from './advances.repo.js';

const ADVANCE_EXPORT_COLUMNS: SheetColumn[] = [
  { header: l.columns.advanceId, kind: 'text', width: 14 },
  { header: l.columns.siteCode, kind: 'text', width: 10 },
  { header: l.columns.requestedBy, kind: 'text', width: 18 },
  { header: l.columns.requestedAmount, kind: 'money', width: 16 },
  { header: ex.columns.approvedAmount, kind: 'money', width: 16 },
  { header: ex.columns.spentAmount, kind: 'money', width: 14 },
  { header: ex.columns.returnedAmount, kind: 'money', width: 14 },
  { header: ex.columns.reimbursedAmount, kind: 'money', width: 14 },
  { header: ex.columns.remainingAmount, kind: 'money', width: 14 },
  { header: l.columns.requestedDate, kind: 'date', width: 14 },
  { header: l.columns.status, kind: 'text', width: 12 },
  { header: ex.columns.comments, kind: 'text', width: 30 },
  { header: ex.columns.createdBy, kind: 'text', width: 18 },
  { header: ex.columns.createdDate, kind: 'date', width: 14 },
];

/** One advance as its export's cells: money as numeric text (exact), dates as YYYY-MM-DD. */
const advanceCells =
  (zone: string) =>
  ({ row, figures }: { row: repo.AdvanceRow; figures?: records.AdvanceFigures }): CellValue[] => [
    row.advanceId,
    row.siteCode,
    row.requestedBy,
    row.requestedAmount,
    row.approvedAmount,
    figures?.spent ?? '0',
    figures?.returned ?? '0',
    figures?.reimbursed ?? '0',
    figures?.remaining ?? null,
    row.requestedByDate,
    row.status,
    row.requesterComments,
    row.createdBy,
    isoDayIn(zone, row.createdAt),
  ];

/**
 * The advance list searched, filtered and sorted as the list would be, as .xlsx or .csv,
 * streamed: the ids first (400 past LIST_EXPORT_MAX_ROWS), then the rows and their figures a batch
 * at a time. As the list, every advance of the company, whoever asks.
 */
export async function exportAdvances(
  ctx: AppContext,
  auth: AuthContext,
  query: AdvanceExportQuery,
): Promise<{ fileName: string; stream: Readable }> {
  const { format, ...listQuery } = query;
  const { sort, filter } = listQueryParts(listQuery);
  const ids = await repo.advanceExportIds(
    ctx.db,
    repo.advanceFilterWhere(auth.companyCode, filter),
    repo.advanceOrder(sort),
  );
  const read = async (batch: number[]) => {
    const [rows, figures] = await Promise.all([
      repo.listAdvancesByIds(ctx.db, auth.companyCode, batch),
      records.figuresOf(ctx.db, auth.companyCode, batch),
    ]);
    return rows.map((row) => ({ row, figures: figures.get(row.id) }));
  };
  const date = todayIsoIn(auth.timeZone);
  return {
    fileName: exportFileName(ex.advancesFile, format, date),
    stream: listRowsExport({
      format,
      sheetName: ex.advancesSheet,
      notes: [ex.exportedOn(date, narrowedBy(filter))],
      columns: ADVANCE_EXPORT_COLUMNS,
      ids,
      read,
      idOf: (advance) => advance.row.id,
      cells: advanceCells(auth.timeZone),
    }),
  };
}
