import type { Readable } from 'node:stream';
import { type AdminUserExportQuery, adminMessages, listMessages } from '@sitebook/contract';
import { users } from '../../db/schema/index.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { todayIsoIn } from '../../lib/dates.js';
import { exportFileName, listRowsExport } from '../../lib/list-export.js';
import { exportIds } from '../../lib/list-query.js';
import type { CellValue, SheetColumn } from '../../lib/xlsx-export.js';
import * as repo from './company-admin.repo.js';
import { requireAdmin } from './company-admin.service.js';

const C = listMessages.userExportColumns;
const COLUMNS: SheetColumn[] = [
  { header: C.userName, kind: 'text', width: 20 },
  { header: C.firstName, kind: 'text', width: 16 },
  { header: C.lastName, kind: 'text', width: 16 },
  { header: C.email, kind: 'text', width: 26 },
  { header: C.phone, kind: 'text', width: 16 },
  { header: C.role, kind: 'text', width: 16 },
  { header: C.status, kind: 'text', width: 10 },
  { header: C.locked, kind: 'text', width: 8 },
  { header: C.mustChangePassword, kind: 'text', width: 10 },
];

const yesNo = (flag: boolean) => (flag ? listMessages.yes : listMessages.no);

const cellsOf = (u: repo.AdminUserRow): CellValue[] => [
  u.userName,
  u.firstName,
  u.lastName,
  u.email,
  u.phone,
  u.roleName,
  u.isActive ? adminMessages.active : adminMessages.disabled,
  yesNo(u.locked),
  yesNo(u.mustChangePassword),
];

/** Admin → Users as searched, filtered and sorted, as .xlsx or .csv; an ADMIN role type's. */
export async function exportUsers(
  ctx: AppContext,
  auth: AuthContext,
  query: AdminUserExportQuery,
): Promise<{ fileName: string; stream: Readable }> {
  requireAdmin(auth);
  const { page: _page, size: _size, sort, format, ...filter } = query;
  const where = repo.userFilterWhere(auth.companyCode, filter);
  const ids = await exportIds(ctx.db, users, where, repo.userOrder(sort));
  const stream = listRowsExport({
    format,
    sheetName: listMessages.usersSheet,
    columns: COLUMNS,
    ids,
    read: (batch) => repo.listUsersByIds(ctx.db, auth.companyCode, batch),
    idOf: (row) => row.userId,
    cells: cellsOf,
  });
  return { fileName: exportFileName('users', format, todayIsoIn(auth.timeZone)), stream };
}
