import type { Db } from './client.js';
import { adminAudit } from './schema/index.js';

/** One administrator's action, as the audit log shows it (who, what, on what, when). */
export interface AdminAction {
  tenantCode: string;
  /** The user name of the administrator. */
  actor: string;
  /** What was done, as `<kind>.<verb>`: `user.create`, `user.reset-password`, `role.update`, ... */
  action: string;
  /** What it was done to: `user`, `role`, `site`, `list`, `company`, ... */
  targetKind: string;
  targetId?: number | null;
  targetName?: string;
  /** Anything else worth showing (never a password or token). */
  details?: Record<string, unknown>;
}

/**
 * Writes one row of the admin audit log (migration 0019). Call it with the transaction of the change,
 * so the action and its record are stored together or not at all.
 */
export async function recordAdminAction(db: Db, action: AdminAction): Promise<void> {
  await db.insert(adminAudit).values({
    tenantCode: action.tenantCode,
    actor: action.actor,
    action: action.action,
    targetKind: action.targetKind,
    targetId: action.targetId ?? null,
    targetName: action.targetName ?? '',
    details: action.details ?? {},
  });
}
