import type { AttributeItem, SalaryCycle, Site } from '@sitebook/contract';
import { cycleContaining, siteOption } from '../../db/lookups.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { formatCycle, parseDmy, todayIn } from '../../lib/dates.js';
import { badRequest } from '../../lib/errors.js';
import * as repo from './reference.repo.js';

/** The tenant was already checked by the tenant guard (the caller's company or WFM). */
export async function getAttributeList(
  ctx: AppContext,
  tenant: string,
  name: string,
): Promise<AttributeItem[]> {
  const lists = await repo.listValues(ctx.db, tenant, [name], () => tenant);
  return lists[name] ?? [];
}

/**
 * The spec's site call: the company's active sites (the pickers). With `inactive` all of
 * them, each with `active`, so screens still name the sites of older records.
 */
export async function getSites(ctx: AppContext, auth: AuthContext, inactive = false): Promise<Site[]> {
  const rows = await repo.listSites(ctx.db, auth.companyCode, inactive);
  return rows.map((s) => (inactive ? { ...siteOption(s), active: s.isActive } : siteOption(s)));
}

/** The salary cycle containing `date` (dd-mm-yyyy, default today) for the caller's company. */
export async function getSalaryCycle(
  ctx: AppContext,
  auth: AuthContext,
  date?: string,
): Promise<SalaryCycle> {
  const day = date === undefined ? todayIn(auth.timeZone) : parseDmy(date);
  if (!day) throw badRequest('Enter a real calendar date');
  return { cycle: formatCycle(await cycleContaining(ctx.db, auth.companyCode, day)) };
}
