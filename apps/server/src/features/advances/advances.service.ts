import {
  ADMIN_ROLE_TYPE,
  ADVANCE_STATUS_PENDING,
  type AdvanceCreate,
  type AdvanceRequest,
  type AdvanceUpdate,
  ATTRIBUTE,
  CODE_PREFIXES,
  GLOBAL_TENANT,
  type ListPage,
  advanceServerMessages as m,
} from '@sitebook/contract';
import type { Db } from '../../db/client.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { mapPage, type PageRequest } from '../../lib/list-page.js';
import { checkDocumentIds } from '../documents/documents.service.js';
import { attributeValueExists, findSiteByCode } from '../reference/reference.repo.js';
import { nextCode } from '../sequences/sequences.repo.js';
import * as repo from './advances.repo.js';

const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** A stored advance as the API answers it (advanceRequestSchema). */
export function toAdvance(row: repo.AdvanceRow): AdvanceRequest {
  return {
    advanceRequestId: row.id,
    advanceId: row.advanceId,
    companyCode: row.tenantCode,
    siteCode: row.siteCode,
    requestedBy: row.requestedBy,
    requestedAmount: Number(row.requestedAmount),
    requestedByDate: row.requestedByDate,
    requesterComments: row.requesterComments,
    status: row.status,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdDate: iso(row.createdAt),
    updatedDate: iso(row.updatedAt),
    documentIds: row.documentIds,
  };
}

const isAdmin = (auth: AuthContext) => auth.roleType === ADMIN_ROLE_TYPE;

/** The rules shared by create and update: the company's site, list values, documents. */
async function checkValues(db: Db, auth: AuthContext, input: AdvanceCreate): Promise<string> {
  if (!(await findSiteByCode(db, auth.companyCode, input.siteCode))) throw badRequest(m.siteNotYours);
  if (!(await attributeValueExists(db, GLOBAL_TENANT, ATTRIBUTE.advanceStatus, input.status))) {
    throw badRequest(m.statusNotInList);
  }
  if (
    input.requesterComments !== '' &&
    !(await attributeValueExists(db, GLOBAL_TENANT, ATTRIBUTE.advanceRemarks, input.requesterComments))
  ) {
    throw badRequest(m.remarksNotInList);
  }
  return checkDocumentIds(db, auth.companyCode, input.documentIds, ['advance']);
}

export async function listAdvances(ctx: AppContext, auth: AuthContext): Promise<AdvanceRequest[]> {
  return (await repo.listAdvances(ctx.db, auth.companyCode)).map(toAdvance);
}

export async function listAdvancesPage(
  ctx: AppContext,
  auth: AuthContext,
  page: PageRequest,
): Promise<ListPage<AdvanceRequest>> {
  return mapPage(await repo.listAdvancesPage(ctx.db, auth.companyCode, page), toAdvance);
}

/** Creates an advance request; its code comes from the tenant's series inside the same transaction. */
export async function createAdvance(ctx: AppContext, auth: AuthContext, input: AdvanceCreate) {
  const documentIds = await checkValues(ctx.db, auth, input);
  if (!isAdmin(auth) && input.status !== ADVANCE_STATUS_PENDING) throw forbidden(m.createStatusPendingOnly);
  const row = await ctx.db.transaction(async (tx) => {
    const advanceId = await nextCode(tx, auth.companyCode, CODE_PREFIXES.advance);
    return repo.insertAdvance(tx, {
      tenantCode: auth.companyCode,
      advanceId,
      siteCode: input.siteCode,
      requestedBy: auth.userName,
      requestedAmount: input.requestedAmount.toFixed(2),
      requestedByDate: input.requestedByDate,
      requesterComments: input.requesterComments,
      status: input.status,
      documentIds,
      createdBy: auth.userName,
      updatedBy: auth.userName,
    });
  });
  return { advanceId: row.advanceId, advanceRequestId: row.id, message: m.created(row.advanceId) };
}

/**
 * Updates an advance request. Only an ADMIN role type may set a status other than Pending, or
 * change a request that is no longer Pending.
 */
export async function updateAdvance(ctx: AppContext, auth: AuthContext, input: AdvanceUpdate) {
  const documentIds = await checkValues(ctx.db, auth, input);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.findAdvance(tx, auth.companyCode, input.advanceRequestId, true);
    if (!current || current.advanceId !== input.advanceId) throw notFound(m.notFound);
    if (
      !isAdmin(auth) &&
      (input.status !== ADVANCE_STATUS_PENDING || current.status !== ADVANCE_STATUS_PENDING)
    ) {
      throw forbidden(m.statusAdminOnly);
    }
    const updated = await repo.updateAdvance(tx, auth.companyCode, current.id, current.version, {
      siteCode: input.siteCode,
      requestedAmount: input.requestedAmount.toFixed(2),
      requestedByDate: input.requestedByDate,
      requesterComments: input.requesterComments,
      status: input.status,
      documentIds,
      updatedBy: auth.userName,
    });
    if (!updated) throw new AppError(409, m.changedMeanwhile);
    return updated;
  });
  return { advanceId: row.advanceId, message: m.updated(row.advanceId) };
}
