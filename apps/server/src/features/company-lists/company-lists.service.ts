import {
  ADMIN_COMPANY_LISTS,
  ADMIN_ROLE_TYPE,
  COMPANY_OVERRIDABLE_LISTS,
  type CompanyListValue,
  GLOBAL_TENANT,
  companyListMessages as m,
} from '@sitebook/contract';
import type { Db } from '../../db/client.js';
import { recordAdminChange } from '../../domain/site-records.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { requireRight } from '../../lib/rights.js';
import * as repo from './company-lists.repo.js';

/**
 * The company lists an administrator keeps (vendor categories, work and material types,
 * WORK and GOODS units): add, rename (carried to the vendors and payables holding the value),
 * deactivate / reactivate (a deactivated value leaves the lists the forms load), delete when no
 * record holds the value. Each change is a row of the audit log (admin_audit).
 */
const toValue = (r: { id: number; code: string; value: string; isActive: boolean }): CompanyListValue => ({
  id: r.id,
  code: r.code,
  value: r.value,
  active: r.isActive,
});

function requireList(name: string) {
  if (!ADMIN_COMPANY_LISTS.includes(name)) throw notFound(m.unknownList);
}

/** A global list the company may replace is copied to the company first. */
const ensureCopy = async (db: Db, tenant: string, name: string) => {
  if (COMPANY_OVERRIDABLE_LISTS.includes(name)) await repo.ensureCompanyCopy(db, tenant, name);
};

export async function listValues(ctx: AppContext, auth: AuthContext, name: string) {
  requireList(name);
  if (COMPANY_OVERRIDABLE_LISTS.includes(name) && auth.roleType === ADMIN_ROLE_TYPE) {
    await ctx.db.transaction((tx) => ensureCopy(tx, auth.companyCode, name));
  } else if (COMPANY_OVERRIDABLE_LISTS.includes(name)) {
    // Others see what the forms offer: the company's values, else the global ones (no copy made).
    const own = await repo.listValues(ctx.db, auth.companyCode, name);
    if (own.length === 0) return (await repo.listValues(ctx.db, GLOBAL_TENANT, name)).map(toValue);
  }
  return (await repo.listValues(ctx.db, auth.companyCode, name)).map(toValue);
}

const record = (db: Db, auth: AuthContext, name: string, action: string, from: string, to: string) =>
  recordAdminChange(db, {
    tenantCode: auth.companyCode,
    entity: 'list',
    entityKey: name,
    action,
    fromValue: from,
    toValue: to,
    changedBy: auth.userName,
  });

export async function addValue(ctx: AppContext, auth: AuthContext, name: string, value: string) {
  requireList(name);
  requireRight(auth, 'companyListManage', m.adminOnly);
  const tenant = auth.companyCode;
  const row = await ctx.db.transaction(async (tx) => {
    await ensureCopy(tx, tenant, name);
    if (await repo.valueTaken(tx, tenant, name, value)) throw badRequest(m.valueTaken(value));
    const sortOrder = await repo.nextSortOrder(tx, tenant, name);
    const added = await repo.insertValue(tx, { tenantCode: tenant, name, code: value, value, sortOrder });
    await record(tx, auth, name, 'add', '', value);
    return added;
  });
  return { message: m.added(row.value), value: toValue(row) };
}

async function lockedValue(db: Db, auth: AuthContext, name: string, id: number) {
  const row = await repo.findValue(db, auth.companyCode, name, id, true);
  if (!row) throw notFound(m.notFound);
  return row;
}

export async function renameValue(
  ctx: AppContext,
  auth: AuthContext,
  name: string,
  id: number,
  value: string,
) {
  requireList(name);
  requireRight(auth, 'companyListManage', m.adminOnly);
  const tenant = auth.companyCode;
  const { before, after } = await ctx.db.transaction(async (tx) => {
    const before = await lockedValue(tx, auth, name, id);
    if (await repo.valueTaken(tx, tenant, name, value, id)) throw badRequest(m.valueTaken(value));
    const after = await repo.updateValue(tx, tenant, id, { value });
    if (!after) throw notFound(m.notFound);
    if (before.value !== value) {
      await repo.renameUses(tx, tenant, name, before.value, value);
      await record(tx, auth, name, 'rename', before.value, value);
    }
    return { before, after };
  });
  return { message: m.renamed(before.value, after.value), value: toValue(after) };
}

export async function setValueActive(
  ctx: AppContext,
  auth: AuthContext,
  name: string,
  id: number,
  active: boolean,
) {
  requireList(name);
  requireRight(auth, 'companyListManage', m.adminOnly);
  const after = await ctx.db.transaction(async (tx) => {
    const before = await lockedValue(tx, auth, name, id);
    const after = await repo.updateValue(tx, auth.companyCode, id, { isActive: active });
    if (!after) throw notFound(m.notFound);
    if (before.isActive !== active) {
      await record(tx, auth, name, active ? 'reactivate' : 'deactivate', before.value, before.value);
    }
    return after;
  });
  return { message: active ? m.reactivated(after.value) : m.deactivated(after.value), value: toValue(after) };
}

export async function deleteValue(ctx: AppContext, auth: AuthContext, name: string, id: number) {
  requireList(name);
  requireRight(auth, 'companyListManage', m.adminOnly);
  const tenant = auth.companyCode;
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await lockedValue(tx, auth, name, id);
    const uses = await repo.usesOf(tx, tenant, name, row.value);
    const where = [
      ...(uses.vendors > 0 ? [m.usedByVendors(uses.vendors)] : []),
      ...(uses.payables > 0 ? [m.usedByPayables(uses.payables)] : []),
      ...(uses.advances > 0 ? [m.usedByAdvances(uses.advances)] : []),
      ...(uses.expenses > 0 ? [m.usedByExpenses(uses.expenses)] : []),
    ].join(' and ');
    if (where !== '') {
      throw badRequest(m.inUse(row.value, where));
    }
    await repo.deleteValue(tx, tenant, id);
    await record(tx, auth, name, 'delete', row.value, '');
    return row;
  });
  return { message: m.deleted(removed.value) };
}
