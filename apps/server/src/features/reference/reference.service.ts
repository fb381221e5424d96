import type { AttributeItem, SalaryCycle, Site } from '@sitebook/contract';
import type { Db } from '../../db/client.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { type Cycle, formatCycle, type PlainDate, parseDmy, salaryCycle, today } from '../../lib/dates.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { findCompanyByCode } from '../companies/companies.repo.js';
import * as repo from './reference.repo.js';

/** The tenant was already checked by the tenant guard (the caller's company or WFM). */
export async function getAttributeList(
  ctx: AppContext,
  tenant: string,
  name: string,
): Promise<AttributeItem[]> {
  return repo.listAttributes(ctx.db, tenant, name);
}

export async function getSites(ctx: AppContext, auth: AuthContext): Promise<Site[]> {
  const rows = await repo.listSites(ctx.db, auth.companyCode);
  return rows.map((s) => ({ siteId: s.id, siteName: s.siteName, siteCode: s.siteCode }));
}

/**
 * The company's salary cycle containing `day` (its cycle start day, default 1). The one computation
 * behind the salary cycle call and the payable summaries.
 */
export async function cycleContaining(db: Db, companyCode: string, day: PlainDate): Promise<Cycle> {
  const company = await findCompanyByCode(db, companyCode);
  if (!company) throw notFound();
  return salaryCycle(day, company.salaryCycleStartDay);
}

/** The salary cycle containing `date` (dd-mm-yyyy, default today) for the caller's company. */
export async function getSalaryCycle(
  ctx: AppContext,
  auth: AuthContext,
  date?: string,
): Promise<SalaryCycle> {
  const day = date === undefined ? today() : parseDmy(date);
  if (!day) throw badRequest('Enter a real calendar date');
  return { cycle: formatCycle(await cycleContaining(ctx.db, auth.companyCode, day)) };
}
