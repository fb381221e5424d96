import type { Readable } from 'node:stream';
import { type AuditExportQuery, auditChanges, auditWhat, adminMessages as m } from '@sitebook/contract';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { todayIsoIn } from '../../lib/dates.js';
import { exportFileName, exportStream } from '../../lib/list-export.js';
import type { SheetColumn } from '../../lib/xlsx-export.js';
import * as repo from './company-admin.repo.js';
import { requireAdmin, toAuditEntry } from './company-admin.service.js';

/** At most this many rows in one export: the newest, as filtered. */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

const COLUMNS: SheetColumn[] = [
  { header: m.colWhen, kind: 'text', width: 22 },
  { header: m.colWho, kind: 'text', width: 18 },
  { header: m.colWhat, kind: 'text', width: 40 },
  { header: m.colDetails, kind: 'text', width: 50 },
];

/** Admin → Audit log as filtered on screen, in words, as .xlsx or .csv; an ADMIN role type's. */
export async function exportAudit(
  ctx: AppContext,
  auth: AuthContext,
  query: AuditExportQuery,
): Promise<{ fileName: string; stream: Readable }> {
  requireAdmin(auth);
  const { format, ...filter } = query;
  const rows = (
    await repo.auditForExport(
      ctx.db,
      { tenantCode: auth.companyCode, timeZone: auth.timeZone },
      filter,
      AUDIT_EXPORT_MAX_ROWS,
    )
  ).map(toAuditEntry);
  const stream = exportStream({
    format,
    sheetName: m.tabAudit,
    columns: COLUMNS,
    rows: (async function* () {
      yield rows.map((e) => [e.at, e.actor, auditWhat(e), auditChanges(e).join('; ')]);
    })(),
    maxRows: AUDIT_EXPORT_MAX_ROWS,
  });
  return { fileName: exportFileName('audit-log', format, todayIsoIn(auth.timeZone)), stream };
}
