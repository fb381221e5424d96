import type { Readable } from 'node:stream';
import { listMessages, type SiteExportQuery } from '@sitebook/contract';
import type { SiteRow } from '../../db/lookups.js';
import { sites } from '../../db/schema/index.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { isoDayIn, todayIsoIn } from '../../lib/dates.js';
import { exportFileName, listRowsExport } from '../../lib/list-export.js';
import { exportIds } from '../../lib/list-query.js';
import type { CellValue, SheetColumn } from '../../lib/xlsx-export.js';
import * as repo from './sites.repo.js';

const C = listMessages.siteExportColumns;
const COLUMNS: SheetColumn[] = [
  { header: C.code, kind: 'text', width: 12 },
  { header: C.name, kind: 'text', width: 28 },
  { header: C.address, kind: 'text', width: 30 },
  { header: C.city, kind: 'text', width: 14 },
  { header: C.state, kind: 'text', width: 14 },
  { header: C.lead, kind: 'text', width: 16 },
  { header: C.status, kind: 'text', width: 10 },
  { header: C.updatedBy, kind: 'text', width: 16 },
  { header: C.updatedOn, kind: 'date', width: 12 },
];

const cellsOf =
  (zone: string) =>
  (s: SiteRow): CellValue[] => [
    s.siteCode,
    s.siteName,
    s.address,
    s.city,
    s.state,
    s.siteLead,
    s.isActive ? 'Active' : 'Inactive',
    s.updatedBy,
    isoDayIn(zone, s.updatedAt),
  ];

/** The site list as searched, filtered and sorted, as .xlsx or .csv. */
export async function exportSites(
  ctx: AppContext,
  auth: AuthContext,
  query: SiteExportQuery,
): Promise<{ fileName: string; stream: Readable }> {
  const { page: _page, size: _size, sort, format, ...filter } = query;
  const where = repo.siteFilterWhere(auth.companyCode, filter);
  const ids = await exportIds(ctx.db, sites, where, repo.siteOrder(sort));
  const stream = listRowsExport({
    format,
    sheetName: listMessages.sitesSheet,
    columns: COLUMNS,
    ids,
    read: (batch) => repo.listSitesByIds(ctx.db, auth.companyCode, batch),
    idOf: (row) => row.id,
    cells: cellsOf(auth.timeZone),
  });
  return { fileName: exportFileName('sites', format, todayIsoIn(auth.timeZone)), stream };
}
