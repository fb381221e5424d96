import {
  ADVANCE_STATUS_APPROVED,
  ADVANCE_STATUS_PENDING,
  type AdvanceCreate,
  type AdvanceListQuery,
  type AdvanceOverspend,
  type AdvanceRequest,
  type AdvanceUpdate,
  ATTRIBUTE,
  CODE_PREFIXES,
  GLOBAL_TENANT,
  type ListPage,
  advanceServerMessages as m,
  READ_ONLY_ADVANCE_STATUSES,
  rightsMessages as r,
  advanceReconcileMessages as rm,
  siteAdminMessages,
} from '@sitebook/contract';
import type { Db } from '../../db/client.js';
import { attributeValueExists, companyOrGlobalValueExists, findSiteByCode } from '../../db/lookups.js';
import { tenantRowCount } from '../../db/row-counts.js';
import { nextCode } from '../../db/sequences.js';
import * as records from '../../domain/advance-records.js';
import { notifyAdvanceDecided, notifyAdvanceSubmitted, notifyOverspendAllowed } from '../../domain/notify.js';
import { siteTakesRecord } from '../../domain/site-records.js';
import { appUrlOf } from '../../lib/app-url.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { checkDocumentIds } from '../../lib/documents/document-store.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { WholeListSource } from '../../lib/heavy-calls.js';
import { mapPage, type PageRequest } from '../../lib/list-page.js';
import { listQueryParts } from '../../lib/list-query.js';
import { formatMoney, paise } from '../../lib/money.js';
import { isOwn, requireRight } from '../../lib/rights.js';
import * as repo from './advances.repo.js';

const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export const ADVANCE_STATUS_SETTLED = 'Settled';

/** A Settled advance is locked: nothing about it changes any more (400 for everyone). */
export function assertNotSettled(row: repo.AdvanceRow): void {
  if (row.status === ADVANCE_STATUS_SETTLED) throw badRequest(rm.settledLocked(row.advanceId));
}

const money = (text: string | null | undefined) =>
  text === null || text === undefined ? null : Number(text);

/** A stored advance as the API answers it (advanceRequestSchema), with its figures when given. */
export function toAdvance(row: repo.AdvanceRow, figures?: records.AdvanceFigures): AdvanceRequest {
  return {
    ...(figures
      ? {
          spentAmount: Number(figures.spent),
          returnedAmount: Number(figures.returned),
          reimbursedAmount: Number(figures.reimbursed),
          remainingAmount: money(figures.remaining),
        }
      : {}),
    advanceRequestId: row.id,
    advanceId: row.advanceId,
    companyCode: row.tenantCode,
    siteCode: row.siteCode,
    requestedBy: row.requestedBy,
    requestedAmount: Number(row.requestedAmount),
    approvedAmount: row.approvedAmount === null ? null : Number(row.approvedAmount),
    requestedByDate: row.requestedByDate,
    requesterComments: row.requesterComments,
    status: row.status,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdDate: iso(row.createdAt),
    updatedDate: iso(row.updatedAt),
    documentIds: row.documentIds,
    version: row.version,
  };
}

/**
 * The approved amount after a change to `status` with `requestedAmount` when the update names none:
 * an Approved advance is approved at its requested amount, so an ADMIN's edit of an
 * Approved advance approves the new amount (unless it names an `approvedAmount`); a Settled or Closed one keeps
 * the amount it was approved at; any other status has none.
 */
function approvedAmountFor(status: string, requestedAmount: string, current?: repo.AdvanceRow) {
  if (status === ADVANCE_STATUS_APPROVED) return requestedAmount;
  if (READ_ONLY_ADVANCE_STATUSES.includes(status)) return current?.approvedAmount ?? requestedAmount;
  return null;
}

/**
 * The rules shared by create and update: the company's site (active, unless the request being
 * updated is already on it), list values, documents.
 */
async function checkValues(
  db: Db,
  auth: AuthContext,
  input: AdvanceCreate,
  currentSiteCode?: string,
): Promise<string> {
  const site = await findSiteByCode(db, auth.companyCode, input.siteCode);
  if (!site) throw badRequest(m.siteNotYours);
  if (!siteTakesRecord(site, input.siteCode === currentSiteCode)) {
    throw badRequest(siteAdminMessages.siteDeactivated(site.siteCode));
  }
  if (!(await attributeValueExists(db, GLOBAL_TENANT, ATTRIBUTE.advanceStatus, input.status))) {
    throw badRequest(m.statusNotInList);
  }
  if (
    input.requesterComments !== '' &&
    !(await companyOrGlobalValueExists(
      db,
      auth.companyCode,
      ATTRIBUTE.advanceRemarks,
      input.requesterComments,
    ))
  ) {
    throw badRequest(m.remarksNotInList);
  }
  return checkDocumentIds(db, auth.companyCode, input.documentIds, ['advance']);
}

/**
 * The spec's plain call (read a batch at a time, at most UNPAGED_LIST_MAX_ROWS;
 * lib/heavy-calls.ts), each batch with its advances' figures.
 */
export function wholeAdvanceList(
  ctx: AppContext,
  auth: AuthContext,
): WholeListSource<repo.AdvanceRow, AdvanceRequest> {
  return {
    read: (batch) => repo.listAdvances(ctx.db, auth.companyCode, batch),
    idOf: (row) => row.id,
    answer: async (rows) => {
      const figures = await records.figuresOf(
        ctx.db,
        auth.companyCode,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toAdvance(row, figures.get(row.id)));
    },
    count: () => tenantRowCount(ctx.db, auth.companyCode, 'advance_requests'),
  };
}

export async function listAdvancesPage(
  ctx: AppContext,
  auth: AuthContext,
  page: PageRequest,
): Promise<ListPage<AdvanceRequest>> {
  return withFigures(ctx.db, auth.companyCode, await repo.listAdvancesPage(ctx.db, auth.companyCode, page));
}

/** The page's advances as the API answers them, each with its figures (summed for the page's ids only). */
async function withFigures(
  db: Db,
  tenantCode: string,
  page: ListPage<repo.AdvanceRow>,
): Promise<ListPage<AdvanceRequest>> {
  const figures = await records.figuresOf(
    db,
    tenantCode,
    page.rows.map((row) => row.id),
  );
  return mapPage(page, (row) => toAdvance(row, figures.get(row.id)));
}

/**
 * A page of the advances searched, filtered or sorted: the plain page when the query
 * narrows nothing, else the filtered page with its capped count. Every user of the company sees every
 * advance here, as in the plain list (Proof Submission included; the rights apply to changes).
 */
export async function listAdvancesQueried(
  ctx: AppContext,
  auth: AuthContext,
  query: AdvanceListQuery,
  page: PageRequest,
): Promise<ListPage<AdvanceRequest>> {
  const { sort, filter, plain } = listQueryParts(query);
  if (plain) return listAdvancesPage(ctx, auth, page);
  const rows = await repo.listFilteredAdvancesPage(
    ctx.db,
    {
      where: repo.advanceFilterWhere(auth.companyCode, filter),
      order: repo.advanceOrder(sort),
      searched: filter.q !== undefined,
    },
    page,
  );
  return withFigures(ctx.db, auth.companyCode, rows);
}

/**
 * Creates an advance request requested by the caller; its code comes from the tenant's series and
 * its first history row is written, in the same transaction. Only an ADMIN role type may create it
 * with a status other than Pending (403).
 */
export async function createAdvance(ctx: AppContext, auth: AuthContext, input: AdvanceCreate) {
  if (input.status !== ADVANCE_STATUS_PENDING) {
    requireRight(auth, 'advanceCreateDecided', m.createStatusPendingOnly);
  }
  const row = await ctx.db.transaction(async (tx) => {
    const documentIds = await checkValues(tx, auth, input);
    const advanceId = await nextCode(tx, auth.companyCode, CODE_PREFIXES.advance);
    const requestedAmount = input.requestedAmount.toFixed(2);
    const inserted = await repo.insertAdvance(tx, {
      tenantCode: auth.companyCode,
      advanceId,
      siteCode: input.siteCode,
      requestedBy: auth.userName,
      requestedAmount,
      approvedAmount: approvedAmountFor(input.status, requestedAmount),
      requestedByDate: input.requestedByDate,
      requesterComments: input.requesterComments,
      status: input.status,
      documentIds,
      createdBy: auth.userName,
      updatedBy: auth.userName,
    });
    await records.insertHistory(tx, { row: inserted, action: 'create', fromStatus: '', by: auth.userName });
    if (inserted.status === ADVANCE_STATUS_PENDING) {
      await notifyAdvanceSubmitted(tx, { appUrl: appUrlOf(ctx.config) }, inserted, auth.userName);
    }
    return inserted;
  });
  return { advanceId: row.advanceId, advanceRequestId: row.id, message: m.created(row.advanceId) };
}

/**
 * An advance update that approves (status Approved, or an approved amount) is an
 * ADMIN's, checked on the body as sent before the body is validated, so a USER gets 403 whatever else
 * the body holds (a bad approved amount answered them 400 first). The other decisions keep their
 * order (a Settled advance is locked for everyone: 400).
 */
export function requireDecideRightFirst(auth: AuthContext, body: unknown): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const { status, approvedAmount } = body as { status?: unknown; approvedAmount?: unknown };
  const approving =
    status === ADVANCE_STATUS_APPROVED || (approvedAmount !== undefined && approvedAmount !== null);
  if (approving) requireRight(auth, 'advanceDecide', m.statusAdminOnly);
}

/** Whether the advance is the caller's own (they requested or created it). */
export const isOwnAdvance = (auth: AuthContext, row: repo.AdvanceRow) =>
  isOwn(auth, row.requestedBy, row.createdBy);

/**
 * Updates an advance request (lib/rights.ts): a USER role type may edit only their own request,
 * only while it is Pending, and keep it Pending (403); an ADMIN role type any request, any status.
 * Optimistic concurrency as payables: the version the client loaded (or, without one, the version read
 * here) must be the stored one, and the UPDATE applies only if the row still has it, so of two writers
 * naming one version exactly one succeeds and the other gets 409. Every rule is checked in the same
 * transaction against the row as read; whatever they read cannot have changed unseen, since any change
 * of the advance raises its version. An Approved advance may not be approved below what is already spent
 * unless overspend is allowed (400): that sum is read after the UPDATE, which holds the row's lock, so an
 * expense recorded meanwhile (expenses take that lock) is counted. One history row in the same transaction.
 */
export async function updateAdvance(ctx: AppContext, auth: AuthContext, input: AdvanceUpdate) {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await records.findAdvance(tx, auth.companyCode, input.advanceRequestId);
    if (!current || current.advanceId !== input.advanceId) throw notFound(m.notFound);
    assertNotSettled(current);
    const version = input.version ?? current.version;
    if (current.version !== version) throw conflict(m.changedMeanwhile);
    if (input.status !== ADVANCE_STATUS_PENDING) requireRight(auth, 'advanceDecide', m.statusAdminOnly);
    if (current.status !== ADVANCE_STATUS_PENDING)
      requireRight(auth, 'advanceEditDecided', m.statusAdminOnly);
    requireRight(auth, 'advanceEditPending', r.advanceNotYours, isOwnAdvance(auth, current));
    const documentIds = await checkValues(tx, auth, input, current.siteCode);
    const requestedAmount = input.requestedAmount.toFixed(2);
    let approvedAmount = approvedAmountFor(input.status, requestedAmount, current);
    if (
      input.status === ADVANCE_STATUS_APPROVED &&
      current.status === ADVANCE_STATUS_APPROVED &&
      current.approvedAmount !== null &&
      (input.approvedAmount === undefined || input.approvedAmount === null)
    ) {
      // An edit of an Approved advance that sends no approved amount keeps it (it
      // was raised back to the requested amount), never above the requested amount.
      approvedAmount =
        paise(current.approvedAmount) > paise(requestedAmount) ? requestedAmount : current.approvedAmount;
    }
    if (
      input.status === ADVANCE_STATUS_APPROVED &&
      input.approvedAmount !== undefined &&
      input.approvedAmount !== null
    ) {
      // The approver may approve less than requested, never more, never 0.
      approvedAmount = records.approvedWithinRequested(input.approvedAmount, requestedAmount);
    }
    const settling = input.status === ADVANCE_STATUS_SETTLED;
    const updated = await repo.updateAdvance(tx, auth.companyCode, current.id, version, {
      siteCode: input.siteCode,
      requestedAmount,
      approvedAmount,
      requestedByDate: input.requestedByDate,
      requesterComments: input.requesterComments,
      status: input.status,
      documentIds,
      updatedBy: auth.userName,
      ...(settling ? { settledBy: auth.userName, settledAt: new Date() } : {}),
    });
    if (!updated) throw conflict(m.changedMeanwhile);
    if (settling) {
      // Settled only when nothing remains (approved − spent − returned + reimbursed = 0).
      const { remaining } = await records.spending(tx, auth.companyCode, current.id, approvedAmount);
      if (remaining === null || paise(remaining) !== 0n) {
        throw badRequest(rm.settleNotZero(formatMoney(paise(remaining ?? requestedAmount))));
      }
    }
    if (input.status === ADVANCE_STATUS_APPROVED && approvedAmount !== null && !current.overspendAllowed) {
      const { spent } = await records.spending(tx, auth.companyCode, current.id, null);
      // Thrown inside the transaction, so the UPDATE above is rolled back.
      if (paise(spent) > paise(approvedAmount)) {
        throw badRequest(m.approvedBelowSpent(formatMoney(paise(spent)), formatMoney(paise(approvedAmount))));
      }
    }
    const amountChanged = (current.approvedAmount ?? null) !== (updated.approvedAmount ?? null);
    await records.insertHistory(tx, {
      row: updated,
      action: 'update',
      fromStatus: current.status,
      by: auth.userName,
      ...(amountChanged ? { fromAmount: current.approvedAmount, toAmount: updated.approvedAmount } : {}),
    });
    await notifyAdvanceDecided(tx, { appUrl: appUrlOf(ctx.config) }, current.status, updated, auth.userName);
    return updated;
  });
  return { advanceId: row.advanceId, message: m.updated(row.advanceId) };
}

/**
 * An ADMIN role type allows (or withdraws) expenses past the approved amount of an advance, with a
 * reason (403 for a USER; 400 without a reason, by the schema). The advance keeps the reason, and its
 * history a row with who, when and why, in the same transaction.
 */
export async function setOverspend(ctx: AppContext, auth: AuthContext, input: AdvanceOverspend) {
  requireRight(auth, 'advanceAllowOverspend', r.overspendAdminOnly);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await records.findAdvance(tx, auth.companyCode, input.advanceRequestId, true);
    if (!current) throw notFound(m.notFound);
    assertNotSettled(current);
    const updated = await repo.setOverspend(tx, auth.companyCode, current.id, {
      allowed: input.allowed,
      reason: input.reason,
      by: auth.userName,
    });
    await records.insertHistory(tx, {
      row: updated,
      action: input.allowed ? 'overspend allowed' : 'overspend withdrawn',
      fromStatus: current.status,
      by: auth.userName,
      reason: input.reason,
    });
    if (input.allowed && !current.overspendAllowed) {
      await notifyOverspendAllowed(
        tx,
        { appUrl: appUrlOf(ctx.config) },
        updated,
        auth.userName,
        input.reason,
      );
    }
    return updated;
  });
  return {
    advanceId: row.advanceId,
    message: input.allowed ? m.overspendAllowed(row.advanceId) : m.overspendWithdrawn(row.advanceId),
  };
}
