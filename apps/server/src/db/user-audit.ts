import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { userAudit } from './schema/index.js';

/**
 * The user audit: the server writes one row per sign-in, failed sign-in, lock-out,
 * sign-out, password change and password reset, in the event's own transaction, from what it verified
 * itself (the user signing in, the session's token) — never from a body. Append-only in the database
 * (migration 0027's triggers). The token is never stored: only its sha256.
 */
/** The events (the audit log shows each in words: the contract's `adminMessages.auditEvents`). */
export type UserAuditEvent =
  | 'sign-in'
  | 'sign-in failed'
  | 'locked out'
  | 'sign-out'
  | 'sign-out everywhere'
  | 'password change'
  | 'password change failed'
  | 'password reset';

export interface UserAuditSource {
  ip: string;
  userAgent: string | undefined;
}

export interface UserEventRow {
  tenantCode: string;
  userName: string;
  event: UserAuditEvent;
  source: UserAuditSource;
  /** sha256 of the session's token, where the event has a session. */
  tokenFingerprint?: string | null;
}

/** Writes one row; call it with the event's transaction. */
export async function recordUserEvent(db: Db, row: UserEventRow): Promise<number> {
  const [inserted] = await db
    .insert(userAudit)
    .values({
      tenantCode: row.tenantCode,
      userName: row.userName,
      event: row.event,
      ip: row.source.ip.slice(0, 64),
      userAgent: row.source.userAgent?.slice(0, 512) ?? null,
      tokenFingerprint: row.tokenFingerprint ?? null,
    })
    .returning({ id: userAudit.id });
  if (!inserted) throw new Error('user audit insert returned no row');
  return inserted.id;
}

/**
 * The sign-in row of a session (its token's fingerprint), written once: the sign-in itself writes it;
 * a session that began otherwise (the fresh token of a password change) gets it at its first ask.
 * Two asks at once wait for each other (a transaction-scoped advisory lock on the fingerprint), so a
 * session never has two.
 */
export async function sessionSignIn(
  db: Db,
  row: Omit<UserEventRow, 'event' | 'tokenFingerprint'> & { tokenFingerprint: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user_audit:${row.tokenFingerprint}`}))`);
    const [existing] = await tx
      .select({ id: userAudit.id })
      .from(userAudit)
      .where(
        and(
          eq(userAudit.tokenFingerprint, row.tokenFingerprint),
          eq(userAudit.event, 'sign-in'),
          eq(userAudit.tenantCode, row.tenantCode),
          eq(userAudit.userName, row.userName),
        ),
      )
      .orderBy(asc(userAudit.id))
      .limit(1);
    if (existing) return existing.id;
    return recordUserEvent(tx, { ...row, event: 'sign-in' });
  });
}
