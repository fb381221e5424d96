import {
  ATTRIBUTE,
  billFieldMessages as bill,
  CODE_PREFIXES,
  DEFAULT_PAYABLE_STATUS,
  DEFAULT_PAYMENT_MODE,
  GLOBAL_TENANT,
  type ListPage,
  payableServerMessages as m,
  PAYABLE_CANCELLED,
  PAYABLE_DOCUMENT_TYPES,
  PAYABLE_STATUSES,
  type Payable,
  type PayableCancel,
  type PayableChange,
  type PayableCreate,
  type PayableHistoryQuery,
  type PayableHistoryRow,
  type PayableListQuery,
  type PayablePopulateResponse,
  type PayableSaveResponse,
  type PayableSummaryRequest,
  type PayableSummaryRow,
  type PayableUpdate,
  siteAdminMessages,
  settlementMessages as sm,
  payableWorkflowMessages as w,
} from '@sitebook/contract';
import type { Db } from '../../db/client.js';
import {
  attributeValueExists,
  cycleContaining,
  findSiteByCode,
  findSiteById,
  findVendor,
} from '../../db/lookups.js';
import { tenantRowCount } from '../../db/row-counts.js';
import { nextCode } from '../../db/sequences.js';
import { notifyPayableMovedBack } from '../../domain/notify.js';
import {
  assertPayableEditable,
  isLockedPayableStatus,
  requirePayableAmountDatesChange,
  requirePayableCancel,
  requirePayableCreate,
  requirePayableStatusChange,
} from '../../domain/payable-workflow.js';
import { siteTakesRecord } from '../../domain/site-records.js';
import { postBill, postBillCancel, postBillChange } from '../../domain/vendor-ledger.js';
import { appUrlOf } from '../../lib/app-url.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { formatCycle, formatIso, parseDmy, todayIsoIn } from '../../lib/dates.js';
import { checkDocumentIds } from '../../lib/documents/document-store.js';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import type { WholeListSource } from '../../lib/heavy-calls.js';
import { mapPage, type PageRequest } from '../../lib/list-page.js';
import { formatMoney, fromPaise, paise } from '../../lib/money.js';
import * as repo from './payables.repo.js';

const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** A stored payable as the API answers it (payableSchema). */
export function toPayable(
  row: repo.PayableRow & Partial<repo.VendorOfRow> & Partial<repo.PayableMoneyRow>,
): Payable {
  return {
    vendorPayableId: row.id,
    vendorPayableCode: row.vendorPayableCode,
    tenantCode: row.tenantCode,
    erfSiteId: row.erfSiteId,
    erfVendorId: row.erfVendorId,
    typeOfWork: row.typeOfWork,
    typeOfMaterials: row.typeOfMaterials,
    quantity: row.quantity,
    units: row.units,
    amount: Number(row.amount),
    paymentMode: row.paymentMode,
    paymentDueDate: row.paymentDueDate,
    billDate: row.billDate,
    remarks: row.remarks,
    createdBy: row.createdBy,
    createdDate: iso(row.createdAt),
    updatedBy: row.updatedBy,
    status: row.status,
    vendorDocumentIds: row.vendorDocumentIds,
    version: row.version,
    ...vendorOf(row),
    invoiceNumber: row.invoiceNumber,
    taxAmount: Number(row.taxAmount),
    ...(row.paid === undefined ? {} : { paid: Number(row.paid) }),
    ...(row.outstanding === undefined ? {} : { outstanding: Number(row.outstanding) }),
    ...(row.total === undefined ? {} : { total: Number(row.total) }),
  };
}

/** The vendor's code and name when the row was read with them. */
const vendorOf = (row: Partial<repo.VendorOfRow>) => ({
  ...(row.vendorCode ? { vendorCode: row.vendorCode } : {}),
  ...(row.vendorName ? { vendorName: row.vendorName } : {}),
});

export function toHistoryRow(row: repo.ListedHistoryRow): PayableHistoryRow {
  return {
    vendorPayableCode: row.vendorPayableCode,
    erfSiteId: row.erfSiteId,
    erfVendorId: row.erfVendorId,
    typeOfMaterials: row.typeOfMaterials,
    typeOfWork: row.typeOfWork,
    quantity: row.quantity,
    units: row.units,
    amount: Number(row.amount),
    invoiceNumber: row.invoiceNumber,
    taxAmount: Number(row.taxAmount),
    billDate: row.billDate,
    paymentDueDate: row.paymentDueDate,
    status: row.status,
    updatedBy: row.updatedBy,
    updatedDate: iso(row.updatedAt),
    action: row.action,
    remarks: row.remarks,
    reason: row.reason,
    ...vendorOf(row),
    changes: row.changes,
  };
}

/** The fields a history row reports from and to when a change alters them. */
const TRACKED = [
  'status',
  'amount',
  'taxAmount',
  'invoiceNumber',
  'billDate',
  'paymentDueDate',
  'quantity',
  'units',
  'paymentMode',
  'remarks',
] as const satisfies readonly (keyof repo.PayableRow)[];

/** What an update altered: each tracked field whose stored text differs, from and to. */
export function changesBetween(before: repo.PayableRow, after: repo.PayableRow): PayableChange[] {
  return TRACKED.filter((field) => String(before[field]) !== String(after[field])).map((field) => ({
    field,
    from: String(before[field]),
    to: String(after[field]),
  }));
}

/** The checked, normalised values of a create or update (what is stored). */
interface CheckedValues {
  /** The vendor's code (the duplicate invoice message names it). */
  vendorCode: string;
  erfSiteId: number;
  erfVendorId: number;
  typeOfWork: string;
  typeOfMaterials: string;
  quantity: string;
  units: string;
  paymentMode: string;
  remarks: string;
  status: string;
  vendorDocumentIds: string;
}

const inCompanyList = (db: Db, tenantCode: string, list: string, value: string) =>
  attributeValueExists(db, tenantCode, list, value);
const inGlobalList = (db: Db, list: string, value: string) =>
  attributeValueExists(db, GLOBAL_TENANT, list, value);

/**
 * The rules shared by create and update: the company's vendor and site (404), the type of work
 * (WORK vendor: its typeOfWork is non-empty) or of goods (GOODS vendor) required and in its list,
 * the units from the matching units list, payment mode and status in their lists, and the
 * company's own payable documents. Only the type matching the vendor is stored. Run inside the
 * transaction that writes (the documents are share-locked until it ends).
 */
async function checkValues(
  tx: Db,
  tenantCode: string,
  input: Omit<PayableCreate, 'status' | 'invoiceNumber' | 'taxAmount'>,
  status: string,
  /** The site of the payable being updated (it may keep it though deactivated); none on create. */
  currentSiteId?: number,
): Promise<CheckedValues> {
  // The vendor's row lock (no key update): a concurrent delete of the vendor waits for this payable,
  // then refuses (400); the vendor's other payable writes wait too, so the duplicate invoice check
  // and the vendor's Current Balance each see the one before.
  const vendor = await findVendor(tx, tenantCode, input.erfVendorId, 'no key update');
  if (!vendor) throw notFound(m.vendorNotYours);
  const site = await findSiteById(tx, tenantCode, input.erfSiteId);
  if (!site) throw notFound(m.siteNotYours);
  if (!siteTakesRecord(site, input.erfSiteId === currentSiteId)) {
    throw badRequest(siteAdminMessages.siteDeactivated(site.siteCode));
  }

  const isWork = vendor.typeOfWork.trim() !== '';
  let typeOfWork = '';
  let typeOfMaterials = '';
  if (isWork) {
    typeOfWork = input.typeOfWork;
    if (typeOfWork === '') throw badRequest(m.workTypeRequired);
    if (!(await inCompanyList(tx, tenantCode, ATTRIBUTE.vendorWorkType, typeOfWork))) {
      throw badRequest(m.workTypeNotInList);
    }
  } else {
    typeOfMaterials = input.typeOfMaterials;
    if (typeOfMaterials === '') throw badRequest(m.materialTypeRequired);
    if (!(await inCompanyList(tx, tenantCode, ATTRIBUTE.vendorMaterialType, typeOfMaterials))) {
      throw badRequest(m.materialTypeNotInList);
    }
  }
  const unitsList = isWork ? ATTRIBUTE.vendorUnitsWork : ATTRIBUTE.vendorUnitsGoods;
  if (!(await inCompanyList(tx, tenantCode, unitsList, input.units))) throw badRequest(m.unitNotInList);

  const paymentMode = input.paymentMode === '' ? DEFAULT_PAYMENT_MODE : input.paymentMode;
  if (!(await inGlobalList(tx, ATTRIBUTE.paymentMode, paymentMode))) throw badRequest(m.paymentModeNotInList);
  if (!(await inGlobalList(tx, ATTRIBUTE.paymentStatus, status))) throw badRequest(m.statusNotInList);

  const vendorDocumentIds = await checkDocumentIds(tx, tenantCode, input.vendorDocumentIds, ['payable'], {
    types: PAYABLE_DOCUMENT_TYPES,
    message: m.documentsNotYours,
    lock: true,
  });
  return {
    vendorCode: vendor.vendorCode,
    erfSiteId: input.erfSiteId,
    erfVendorId: input.erfVendorId,
    typeOfWork,
    typeOfMaterials,
    quantity: input.quantity,
    units: input.units,
    paymentMode,
    remarks: input.remarks,
    status,
    vendorDocumentIds,
  };
}

/**
 * The duplicate bill rule: 400 when another of the vendor's payables that is not Cancelled
 * has this invoice number, any case. Call after checkValues (which holds the vendor's lock).
 */
async function assertInvoiceFree(
  tx: Db,
  tenantCode: string,
  values: CheckedValues,
  invoiceNumber: string,
  exceptId?: number,
): Promise<void> {
  if (invoiceNumber === '') return;
  if (await repo.findInvoice(tx, tenantCode, values.erfVendorId, invoiceNumber, exceptId)) {
    throw duplicateRefusal(invoiceNumber, values, exceptId);
  }
}

/** The duplicate invoice's 400, carrying what recordingRefusals keeps of it. */
interface DuplicateRefusal {
  duplicate: { vendorId: number; siteId: number; payableId: number | null; invoiceNumber: string };
}
const duplicateRefusal = (
  invoiceNumber: string,
  values: Pick<CheckedValues, 'vendorCode' | 'erfVendorId' | 'erfSiteId'>,
  payableId: number | undefined,
) =>
  Object.assign(badRequest(bill.duplicateInvoice(invoiceNumber, values.vendorCode)), {
    duplicate: {
      vendorId: values.erfVendorId,
      siteId: values.erfSiteId,
      payableId: payableId ?? null,
      invoiceNumber,
    },
  });

/**
 * A write refused for a duplicate invoice number leaves a `duplicate_invoice_refusals` row
 * (Vendor Performance counts them), written after the refused transaction rolled back.
 */
async function recordingRefusals<T>(
  ctx: Pick<AppContext, 'db'>,
  auth: PayableWriter,
  write: () => Promise<T>,
) {
  try {
    return await write();
  } catch (error) {
    const refusal = (error as Partial<DuplicateRefusal>).duplicate;
    if (refusal)
      await repo.recordDuplicateRefusal(ctx.db, {
        tenantCode: auth.companyCode,
        refusedBy: auth.userName,
        ...refusal,
      });
    throw error;
  }
}

/** The unique index's refusal of a duplicate invoice (two writes the lock did not order) as the same 400. */
async function invoiceBackstop<T>(
  invoiceNumber: string,
  values: Pick<CheckedValues, 'vendorCode' | 'erfVendorId' | 'erfSiteId'>,
  payableId: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'payables_vendor_invoice_uq')) {
      throw duplicateRefusal(invoiceNumber, values, payableId);
    }
    throw error;
  }
}

/** Locks the vendors' rows in id order (an update moving a payable to another vendor changes two balances). */
async function lockVendors(tx: Db, tenantCode: string, vendorIds: number[]): Promise<void> {
  for (const vendorId of [...new Set(vendorIds)].sort((a, b) => a - b)) {
    await findVendor(tx, tenantCode, vendorId, 'no key update');
  }
}

/** The spec's plain call (read a batch at a time, at most UNPAGED_LIST_MAX_ROWS; lib/heavy-calls.ts). */
export function wholePayableList(
  ctx: AppContext,
  auth: AuthContext,
): WholeListSource<repo.ListedPayableRow, Payable> {
  return {
    read: (batch) => repo.listPayables(ctx.db, auth.companyCode, batch),
    idOf: (row) => row.id,
    answer: (rows) => rows.map(toPayable),
    count: () => tenantRowCount(ctx.db, auth.companyCode, 'payables'),
  };
}

/** A page of the payables, newest first. */
export async function listPayablesPage(
  ctx: AppContext,
  auth: AuthContext,
  page: PageRequest,
): Promise<ListPage<Payable>> {
  return mapPage(await repo.listPayablesPage(ctx.db, auth.companyCode, page), toPayable);
}

/**
 * A page of the payables searched, filtered or sorted: the plain page when the query
 * narrows nothing (its count is the kept one), else the filtered page with its capped count.
 */
export async function listPayablesQueried(
  ctx: AppContext,
  auth: AuthContext,
  query: PayableListQuery,
  page: PageRequest,
): Promise<ListPage<Payable>> {
  const { page: _page, size: _size, sort, ...filter } = query;
  if (sort === undefined && Object.values(filter).every((v) => v === undefined)) {
    return listPayablesPage(ctx, auth, page);
  }
  const date = todayIsoIn(auth.timeZone);
  const found = await listPayablesFiltered(ctx, auth, filter, sort, date, page);
  if (!sumsOutstanding(filter)) return found;
  // The overdue list says what its payables still owe, as the home page's card;
  // point 10: so does a list a summary's figure opens (a status, a site, an ageing bucket).
  const owing = await repo.owingOfFilter(ctx.db, auth.companyCode, filter, date);
  return { ...found, outstanding: Number(fromPaise(paise(owing.outstanding))) };
}

/**
 * Whether a filtered list answers what its payables still owe (X-Total-Outstanding): filtered to
 * overdue (the home page's Overdue card), an ageing bucket, a status or a site (the summaries'
 * figures, each an outstanding amount), by the same condition as its rows.
 */
const sumsOutstanding = (filter: repo.PayableFilter): boolean =>
  filter.overdue === true ||
  filter.age !== undefined ||
  filter.status !== undefined ||
  filter.siteId !== undefined;

async function listPayablesFiltered(
  ctx: AppContext,
  auth: AuthContext,
  filter: repo.PayableFilter,
  sort: PayableListQuery['sort'],
  date: string,
  page: PageRequest,
): Promise<ListPage<Payable>> {
  if (repo.isShapedFilter(filter)) {
    return mapPage(
      await repo.listPayablesPageByShape(ctx.db, auth.companyCode, filter, sort, date, page),
      toPayable,
    );
  }
  const conditions = repo.payableConditions(auth.companyCode, filter, date);
  return mapPage(
    await repo.listFilteredPayablesPage(
      ctx.db,
      { ...conditions, order: repo.payableOrder(sort), searched: filter.q !== undefined },
      page,
    ),
    toPayable,
  );
}

/** Who creates or updates a payable: the route passes its caller, the demo seed its users (seed/payables.ts). */
export type PayableWriter = Pick<AuthContext, 'companyCode' | 'userName' | 'roleType' | 'grants'>;

/**
 * Creates a payable (status Invoice Raised and payment mode Cash unless given) with the next VPB
 * code and its first history row, all in one transaction. createdBy/updatedBy are the caller. Only
 * an ADMIN role type may create it with a later status (403).
 */
export async function createPayable(
  ctx: Pick<AppContext, 'db'>,
  auth: PayableWriter,
  input: PayableCreate,
): Promise<PayableSaveResponse> {
  const status = input.status ?? DEFAULT_PAYABLE_STATUS;
  requirePayableCreate(auth, status);
  assertStatusFollowsMoney(
    m.newPayable,
    status,
    paise(input.amount.toFixed(2)) + paise(input.taxAmount.toFixed(2)),
  );
  const row = await recordingRefusals(ctx, auth, () =>
    ctx.db.transaction(async (tx) => {
      const { vendorCode, ...values } = await checkValues(tx, auth.companyCode, input, status);
      await assertInvoiceFree(tx, auth.companyCode, { vendorCode, ...values }, input.invoiceNumber);
      const vendorPayableCode = await nextCode(tx, auth.companyCode, CODE_PREFIXES.payable);
      const inserted = await invoiceBackstop(input.invoiceNumber, { vendorCode, ...values }, undefined, () =>
        repo.insertPayable(tx, {
          ...values,
          tenantCode: auth.companyCode,
          vendorPayableCode,
          amount: input.amount.toFixed(2),
          taxAmount: input.taxAmount.toFixed(2),
          invoiceNumber: input.invoiceNumber,
          billDate: input.billDate,
          paymentDueDate: input.paymentDueDate,
          createdBy: auth.userName,
          updatedBy: auth.userName,
        }),
      );
      await repo.insertHistory(tx, inserted, { action: 'create' });
      await postBill(tx, inserted, auth.userName);
      return inserted;
    }),
  );
  return {
    vendorPayableCode: row.vendorPayableCode,
    vendorPayableId: row.id,
    message: m.created(row.vendorPayableCode),
  };
}

/**
 * Updates a payable: it must be the company's (404) with the same code (400); `version` must be
 * the stored one (409, checked again by the UPDATE itself); a Cancelled payable is not edited (400);
 * amount, bill date and due date change only while it is not Payment Settled or Closed (400); a
 * Payment Settled or Closed payable keeps its status (400). An absent status
 * keeps the stored one. A status change needs its right (domain/payable-workflow.ts: a USER role type moves one
 * step forward, short of Payment Settled; moving back is an ADMIN's, with a reason). One history
 * row, with the reason and each field's from and to, in the same transaction.
 */
export async function updatePayable(
  ctx: Pick<AppContext, 'db'> & Partial<Pick<AppContext, 'config'>>,
  auth: PayableWriter,
  input: PayableUpdate,
): Promise<PayableSaveResponse> {
  const row = await recordingRefusals(ctx, auth, () =>
    ctx.db.transaction(async (tx) => {
      const current = await repo.findPayable(tx, auth.companyCode, input.vendorPayableId);
      if (!current) throw notFound(m.notFound);
      if (current.vendorPayableCode !== input.vendorPayableCode) throw badRequest(m.codeMismatch);
      if (current.version !== input.version) throw conflict(m.changedMeanwhile);
      assertPayableEditable(current.status);
      const amount = input.amount.toFixed(2);
      // Absent on an update: the stored invoice number and tax stay.
      const invoiceNumber = input.invoiceNumber ?? current.invoiceNumber;
      const taxAmount = input.taxAmount === undefined ? current.taxAmount : input.taxAmount.toFixed(2);
      if (
        Number(current.amount) !== input.amount ||
        Number(current.taxAmount) !== Number(taxAmount) ||
        current.invoiceNumber !== invoiceNumber ||
        current.billDate !== input.billDate ||
        current.paymentDueDate !== input.paymentDueDate
      ) {
        requirePayableAmountDatesChange(auth, current.status);
      }
      const status = input.status ?? current.status;
      // Cancelling is its own call (cancelPayable), with its right and reason.
      if (status === PAYABLE_CANCELLED) throw badRequest(m.statusNotInList);
      const reason = input.reason?.trim() ?? '';
      requirePayableStatusChange(auth, current.status, status, reason);
      await lockVendors(tx, auth.companyCode, [current.erfVendorId, input.erfVendorId]);
      const paid = await assertPaymentsStillFit(
        tx,
        auth.companyCode,
        current,
        input.erfVendorId,
        amount,
        taxAmount,
      );
      if (status !== current.status) {
        assertStatusFollowsMoney(current.vendorPayableCode, status, paise(amount) + paise(taxAmount) - paid);
      }
      const { vendorCode, ...values } = await checkValues(
        tx,
        auth.companyCode,
        input,
        status,
        current.erfSiteId,
      );
      await assertInvoiceFree(tx, auth.companyCode, { vendorCode, ...values }, invoiceNumber, current.id);
      const updated = await invoiceBackstop(invoiceNumber, { vendorCode, ...values }, current.id, () =>
        repo.updatePayable(tx, auth.companyCode, current.id, input.version, {
          ...values,
          amount,
          taxAmount,
          invoiceNumber,
          billDate: input.billDate,
          paymentDueDate: input.paymentDueDate,
          updatedBy: auth.userName,
        }),
      );
      if (!updated) throw conflict(m.changedMeanwhile);
      await repo.insertHistory(tx, updated, {
        action: 'update',
        reason,
        changes: changesBetween(current, updated),
      });
      const order = PAYABLE_STATUSES as readonly string[];
      if (order.indexOf(status) < order.indexOf(current.status)) {
        const links = { appUrl: appUrlOf(ctx.config) };
        await notifyPayableMovedBack(tx, links, updated, current.status, status, auth.userName, reason);
      }
      // The ledger follows the bill: moved, redated or a new amount + tax.
      await postBillChange(tx, current, updated, auth.userName);
      return updated;
    }),
  );
  return {
    vendorPayableCode: row.vendorPayableCode,
    vendorPayableId: row.id,
    message: m.updated(row.vendorPayableCode),
  };
}

/**
 * Payment Settled and Closed follow the money (docs/MONEY.md): a payable is set to either by hand
 * only when nothing is outstanding (400); otherwise a payment settles it (settlement.service.ts).
 */
function assertStatusFollowsMoney(code: string, status: string, outstanding: bigint): void {
  if (isLockedPayableStatus(status) && outstanding > 0n) {
    throw badRequest(sm.settledByHandOutstanding(code, status, formatMoney(outstanding)));
  }
}

/**
 * A payable that payments have paid keeps its vendor, and its amount + tax may not fall
 * below what was paid (400). The payable is locked first, so no payment is allocated to it meanwhile.
 * Answers what was paid (paise).
 */
async function assertPaymentsStillFit(
  tx: Db,
  tenantCode: string,
  current: repo.PayableRow,
  vendorId: number,
  amount: string,
  taxAmount: string,
): Promise<bigint> {
  const paid = paise(await repo.lockPayableAndReadPaid(tx, tenantCode, current.id));
  if (paid === 0n) return paid;
  if (vendorId !== current.erfVendorId) throw badRequest(sm.paidVendorFixed(current.vendorPayableCode));
  if (paise(amount) + paise(taxAmount) < paid) {
    throw badRequest(sm.totalBelowPaid(current.vendorPayableCode, formatMoney(paid)));
  }
  return paid;
}

/**
 * Cancels a payable: the company's (404), same code (400), the loaded version (409);
 * never a Payment Settled, Closed or already Cancelled one (400); an ADMIN's action (403). The status
 * becomes Cancelled and one history row keeps who, when, from, to and the reason.
 */
export async function cancelPayable(
  ctx: AppContext,
  auth: AuthContext,
  input: PayableCancel,
): Promise<PayableSaveResponse> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.findPayable(tx, auth.companyCode, input.vendorPayableId);
    if (!current) throw notFound(m.notFound);
    if (current.vendorPayableCode !== input.vendorPayableCode) throw badRequest(m.codeMismatch);
    requirePayableCancel(auth, current.status);
    if (current.version !== input.version) throw conflict(m.changedMeanwhile);
    await lockVendors(tx, auth.companyCode, [current.erfVendorId]);
    if (paise(await repo.lockPayableAndReadPaid(tx, auth.companyCode, current.id)) > 0n) {
      throw badRequest(sm.cancelPaid(current.vendorPayableCode));
    }
    const cancelled = await repo.cancelPayable(
      tx,
      auth.companyCode,
      current.id,
      input.version,
      auth.userName,
    );
    if (!cancelled) throw conflict(m.changedMeanwhile);
    await repo.insertHistory(tx, cancelled, {
      action: 'cancel',
      reason: input.reason,
      changes: changesBetween(current, cancelled),
    });
    // A Cancelled bill leaves the vendor's balance.
    await postBillCancel(tx, cancelled, auth.userName);
    return cancelled;
  });
  return {
    vendorPayableCode: row.vendorPayableCode,
    vendorPayableId: row.id,
    message: w.cancelDone(row.vendorPayableCode),
  };
}

/** The history of one of the company's payables, oldest first unless sorted; another company's is not found. */
export async function listHistory(
  ctx: AppContext,
  auth: AuthContext,
  payableId: number,
  query: PayableHistoryQuery = {},
): Promise<PayableHistoryRow[]> {
  if (!(await repo.findPayable(ctx.db, auth.companyCode, payableId))) throw notFound(m.notFound);
  const order = repo.historyOrder(query.sort);
  return (await repo.listHistory(ctx.db, auth.companyCode, payableId, order)).map(toHistoryRow);
}

/** The largest serial id (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

const invalidDate = () => badRequest('Enter a real calendar date');

/**
 * Summary By Status — List: the payables of the site (by code) billed in the salary cycle that
 * contains `billDate`, of the vendor and/or status when given.
 */
export async function summary(
  ctx: AppContext,
  auth: AuthContext,
  input: PayableSummaryRequest,
): Promise<PayableSummaryRow[]> {
  const day = parseDmy(input.billDate);
  if (!day) throw invalidDate();
  const site = await findSiteByCode(ctx.db, auth.companyCode, input.siteCode);
  if (!site) throw notFound(m.siteNotYours);
  // A vendor id beyond the id column's range names no vendor (and must not reach the query).
  if (typeof input.vendorId === 'number' && input.vendorId > MAX_ID) return [];
  const cycle = await cycleContaining(ctx.db, auth.companyCode, day);
  const rows = await repo.summaryRows(ctx.db, auth.companyCode, {
    siteId: site.id,
    from: formatIso(cycle.start),
    to: formatIso(cycle.end),
    vendorId: typeof input.vendorId === 'number' ? input.vendorId : undefined,
    status: input.status ? input.status : undefined,
  });
  return rows.map((r) => ({
    ...r,
    amount: Number(r.amount),
    total: Number(r.total),
    paid: Number(r.paid),
    outstanding: Number(r.outstanding),
  }));
}

const statusOrder = (status: string) => {
  const i = (PAYABLE_STATUSES as readonly string[]).indexOf(status);
  return i === -1 ? PAYABLE_STATUSES.length : i;
};

/**
 * Populate: count and total amount of the company's payables billed in the salary cycle that
 * contains `date` (dd-mm-yyyy), per site and status (only pairs that have payables), by site code
 * and then in the status order.
 */
export async function populate(
  ctx: AppContext,
  auth: AuthContext,
  date: string,
): Promise<PayablePopulateResponse> {
  const day = parseDmy(date);
  if (!day) throw invalidDate();
  const cycle = await cycleContaining(ctx.db, auth.companyCode, day);
  const list = await repo.totalsBySiteAndStatus(
    ctx.db,
    auth.companyCode,
    formatIso(cycle.start),
    formatIso(cycle.end),
  );
  list.sort(
    (a, b) =>
      a.siteCode.localeCompare(b.siteCode) ||
      statusOrder(a.status) - statusOrder(b.status) ||
      a.status.localeCompare(b.status),
  );
  const total = list.reduce((n, r) => n + r.count, 0);
  return { message: m.summarised(total, formatCycle(cycle)), list };
}
