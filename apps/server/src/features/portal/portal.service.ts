import {
  ADMIN_ROLE_TYPE,
  GLOBAL_TENANT,
  portalMessages as m,
  PORTAL_ADMIN_ROLE,
  type PortalAdminCreate,
  type PortalCompany,
  type PortalCompanyCreate,
  type PortalCompanyQuery,
  type PortalSuspend,
  timeZoneForCountry,
} from '@sitebook/contract';
import { recordAdminAction } from '../../db/admin-audit.js';
import type { Db } from '../../db/client.js';
import {
  createFirstAdmin,
  generateApiKey,
  generatePassword,
  hashApiKey,
  insertNewCompany,
} from '../../domain/company-records.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { todayIsoIn } from '../../lib/dates.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import * as repo from './portal.repo.js';

/**
 * Portal administration: what the admin CLI does for companies, over HTTP, for
 * the portal's own role only — role PortalAdmin of role type ADMIN. These calls cross tenants by
 * design, so every one checks that first; a company's own administrator (CompanyAdmin) gets 403.
 */
export function requirePortalAdmin(auth: AuthContext): void {
  if (auth.roleName !== PORTAL_ADMIN_ROLE || auth.roleType !== ADMIN_ROLE_TYPE) throw forbidden(m.portalOnly);
}

/** The portal's action on a company, in that company's audit log (Admin → Audit log). */
const recordOn = (
  db: Db,
  auth: AuthContext,
  code: string,
  action: string,
  details: Record<string, unknown> = {},
) =>
  recordAdminAction(db, {
    tenantCode: code,
    actor: auth.userName,
    action,
    targetKind: 'company',
    targetName: code,
    details,
  });

const ACTIVE = 'Active';
const SUSPENDED = 'Suspended';

export function toPortalCompany(row: repo.CompanyRow, users: number): PortalCompany {
  return {
    companyId: row.id,
    companyCode: row.companyCode,
    companyName: row.companyName,
    country: row.country,
    vendorLimit: row.vendorLimit,
    subscriptionStart: row.subscriptionStart,
    subscriptionEnd: row.subscriptionEnd,
    status: row.subscriptionStatus,
    users,
  };
}

export async function listCompanies(ctx: AppContext, auth: AuthContext, query: PortalCompanyQuery) {
  requirePortalAdmin(auth);
  const page = await repo.listCompanies(ctx.db, query);
  return { rows: page.rows.map((r) => toPortalCompany(r, r.users)), total: page.total };
}

function addYear(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
}

/** Creates a company with a generated API key, answered only this once. */
export async function createCompany(ctx: AppContext, auth: AuthContext, input: PortalCompanyCreate) {
  requirePortalAdmin(auth);
  if (input.code.toUpperCase() === GLOBAL_TENANT) throw badRequest(m.codeReserved(input.code));
  const start = input.subscriptionStart ?? todayIsoIn(timeZoneForCountry(input.country));
  const apiKey = generateApiKey();
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertNewCompany(tx, {
      companyCode: input.code,
      companyName: input.name,
      country: input.country,
      apiKeyHash: hashApiKey(apiKey),
      subscriptionStart: start,
      subscriptionEnd: input.subscriptionEnd ?? addYear(start),
      subscriptionStatus: ACTIVE,
      vendorLimit: input.vendorLimit ?? null,
    });
    if (inserted) {
      await recordOn(tx, auth, inserted.companyCode, 'company.create', {
        name: inserted.companyName,
        country: inserted.country,
        vendorLimit: inserted.vendorLimit,
        subscriptionEnd: inserted.subscriptionEnd,
      });
    }
    return inserted;
  });
  if (!row) throw badRequest(m.companyExists(input.code));
  return { message: m.created(row.companyCode), company: toPortalCompany(row, 0), apiKey };
}

async function requireCompany(ctx: AppContext, code: string) {
  const row = await repo.findCompany(ctx.db, code);
  if (!row) throw notFound(m.companyNotFound);
  return row;
}

/**
 * A new API key for the company, answered this once (only its hash is stored); the old one, and every
 * session value derived from it, fails from the next call on (auth cache: auth_changed).
 */
export async function rotateApiKey(ctx: AppContext, auth: AuthContext, code: string) {
  requirePortalAdmin(auth);
  await requireCompany(ctx, code);
  const apiKey = generateApiKey();
  const row = await ctx.db.transaction(async (tx) => {
    const changed = await repo.setApiKeyHash(tx, code, hashApiKey(apiKey));
    if (changed) await recordOn(tx, auth, changed.companyCode, 'company.rotate-api-key');
    return changed;
  });
  if (!row) throw notFound(m.companyNotFound);
  return { message: m.rotated(row.companyCode), apiKey };
}

/**
 * Suspends (or reactivates) a company: its subscription status, which the write guard
 * (lib/guards.ts checkSubscriptionOpen) already reads — reads go on, writes answer 403.
 * The portal's own company is refused: suspending it would lock the portal out of its own calls.
 */
export async function setSuspended(ctx: AppContext, auth: AuthContext, code: string, input: PortalSuspend) {
  requirePortalAdmin(auth);
  await requireCompany(ctx, code);
  if (code === auth.companyCode) throw badRequest(m.ownCompany);
  const row = await ctx.db.transaction(async (tx) => {
    const changed = await repo.setStatus(tx, code, input.suspended ? SUSPENDED : ACTIVE);
    if (changed)
      await recordOn(
        tx,
        auth,
        changed.companyCode,
        input.suspended ? 'company.suspend' : 'company.unsuspend',
      );
    return changed;
  });
  if (!row) throw notFound(m.companyNotFound);
  const users = await repo.countUsers(ctx.db, code);
  return {
    message: input.suspended ? m.suspended(code) : m.unsuspended(code),
    company: toPortalCompany(row, users),
  };
}

/** The company's first administrator; a generated password is answered only this once. */
export async function createAdmin(
  ctx: AppContext,
  auth: AuthContext,
  code: string,
  input: PortalAdminCreate,
) {
  requirePortalAdmin(auth);
  const company = await requireCompany(ctx, code);
  const generated = input.password ? null : generatePassword();
  const outcome = await createFirstAdmin(ctx.db, {
    tenantCode: company.companyCode,
    userName: input.userName,
    firstName: input.firstName,
    lastName: input.lastName,
    password: input.password || (generated as string),
  });
  if (outcome === 'user exists') throw badRequest(m.userExists(input.userName));
  if (outcome === 'has users') throw badRequest(m.companyHasUsers(company.companyCode));
  // After the administrator's own transaction (domain/company-records.ts makes it whole).
  await recordOn(ctx.db, auth, company.companyCode, 'user.create-first-admin', { userName: input.userName });
  return {
    message: m.adminCreated(input.userName, company.companyCode),
    userName: input.userName,
    password: generated,
  };
}
