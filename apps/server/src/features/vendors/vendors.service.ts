import path from 'node:path';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  BULK_UPLOAD_TAG,
  type BulkTag,
  type BulkUploadResult,
  CODE_PREFIXES,
  type ListPage,
  vendorMessages as m,
  PERFORMANCE_GRADE_OPTION,
  rightsMessages as r,
  VENDOR_ADMIN_FIELDS,
  VENDOR_SEARCH,
  type Vendor,
  type VendorHistoryRow,
  type VendorLimit,
  type VendorListQuery,
  type VendorUpdateValues,
  type VendorValues,
} from '@sitebook/contract';
import type { Db } from '../../db/client.js';
import * as lookups from '../../db/lookups.js';
import { tenantRowCount } from '../../db/row-counts.js';
import { nextCode, nextCodes } from '../../db/sequences.js';
import {
  listVendorHistory,
  recordUploadCreated,
  recordVendorCreated,
  recordVendorsRemoved,
  recordVendorUpdated,
} from '../../db/vendor-history.js';
import { ratingSummaryOf } from '../../db/vendor-rating-summary.js';
import { notifyVendorBankChanged } from '../../domain/notify.js';
import {
  newVendorKeptFigures,
  postOpening,
  postOpeningChange,
  postOpeningsOfNewVendors,
  postVendorsRemoved,
} from '../../domain/vendor-ledger.js';
import { appUrlOf } from '../../lib/app-url.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { todayIsoIn } from '../../lib/dates.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { WholeListSource } from '../../lib/heavy-calls.js';
import { mapPage, type PageRequest } from '../../lib/list-page.js';
import { requireRight } from '../../lib/rights.js';
import { threadPool, WorkerOutOfMemory } from '../../lib/thread-pool.js';
import type { BulkStamp, CheckedBulkFile } from './bulk-rows.js';
import type { BulkCheckInput } from './bulk-worker.js';
import { duplicateKey, editableColumns, newVendorColumns } from './vendor-columns.js';
import { checkVendorLists, loadVendorLists, type VendorLists } from './vendor-rules.js';
import * as repo from './vendors.repo.js';

const money = (value: string | null): number | null => (value === null ? null : Number(value));

/** A stored vendor as the API answers it (vendorSchema). */
export function toVendor(row: repo.VendorRow): Vendor {
  return {
    vendorId: row.id,
    vendorCode: row.vendorCode,
    vendorName: row.vendorName,
    vendorDescription: row.vendorDescription,
    vendorCategory: row.vendorCategory,
    typeOfWork: row.typeOfWork,
    typeOfGoods: row.typeOfGoods,
    contactPerson: row.contactPerson,
    phoneNumber: row.phoneNumber,
    emailId: row.emailId,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    country: row.country,
    status: row.status,
    tenantCode: row.tenantCode,
    openingBalance: Number(row.openingBalance),
    openingBalanceDate: row.openingBalanceDate,
    typeOfTransactionForOb: row.typeOfTransactionForOb,
    currentBalance: Number(row.currentBalance),
    currentBalanceDate: row.currentBalanceDate,
    typeOfTransactionForCb: row.typeOfTransactionForCb,
    openingDate: row.openingBalanceDate,
    currentDate: row.currentBalanceDate,
    performanceGrade: row.performanceGrade,
    performanceScore: money(row.performanceScore),
    maxScore: money(row.maxScore),
    gstin: row.gstin,
    pan: row.pan,
    bankAccountName: row.bankAccountName,
    bankAccountNumber: row.bankAccountNumber,
    bankIfsc: row.bankIfsc,
    // Only on a rated vendor (the trigger-kept averages; numeric text → number).
    ...(row.ratingCount > 0 ? { rating: ratingSummaryOf(row) } : {}),
  };
}

interface LimitState {
  companyName: string;
  vendorLimit: number | null;
  count: number;
}

/** Locks the company row (inside `tx`) and reads its vendor limit and current vendor count. */
async function lockLimit(tx: Db, tenantCode: string): Promise<LimitState> {
  const company = await repo.lockCompany(tx, tenantCode);
  if (!company) throw notFound();
  const count = company.vendorLimit === null ? 0 : await repo.countVendors(tx, tenantCode);
  return { ...company, count };
}

/** The spec's plain call (read a batch at a time, at most UNPAGED_LIST_MAX_ROWS; lib/heavy-calls.ts). */
export function wholeVendorList(ctx: AppContext, auth: AuthContext): WholeListSource<repo.VendorRow, Vendor> {
  return {
    read: (batch) => repo.listVendors(ctx.db, auth.companyCode, batch),
    idOf: (row) => row.id,
    answer: (rows) => rows.map(toVendor),
    count: () => tenantRowCount(ctx.db, auth.companyCode, 'vendors'),
  };
}

export async function listVendorsPage(
  ctx: AppContext,
  auth: AuthContext,
  page: PageRequest,
): Promise<ListPage<Vendor>> {
  return mapPage(await repo.listVendorsPage(ctx.db, auth.companyCode, page), toVendor);
}

/**
 * A page of the vendors searched, filtered or sorted: the plain page when the query
 * narrows nothing (its count is the kept one), else the filtered page with its capped count.
 */
export async function listVendorsQueried(
  ctx: AppContext,
  auth: AuthContext,
  query: VendorListQuery,
  page: PageRequest,
): Promise<ListPage<Vendor>> {
  const { page: _page, size: _size, id: _id, sort, ...filter } = query;
  if (sort === undefined && Object.values(filter).every((v) => v === undefined)) {
    return listVendorsPage(ctx, auth, page);
  }
  const where = repo.vendorFilterWhere(auth.companyCode, filter);
  const listed = { where, order: repo.vendorOrder(sort), searched: filter.q !== undefined };
  return mapPage(await repo.listFilteredVendorsPage(ctx.db, listed, page), toVendor);
}

/** The vendor picker's search (`?q=`): at most VENDOR_SEARCH.maxResults vendors holding q, by name. */
export async function searchVendors(ctx: AppContext, auth: AuthContext, q: string): Promise<Vendor[]> {
  return (await repo.searchVendors(ctx.db, auth.companyCode, q, VENDOR_SEARCH.maxResults)).map(toVendor);
}

/** `?id=`: the tenant's vendor with this id as a one-element list, or [] (another tenant's is not found). */
export async function vendorById(ctx: AppContext, auth: AuthContext, vendorId: number): Promise<Vendor[]> {
  const row = await lookups.findVendor(ctx.db, auth.companyCode, vendorId);
  return row ? [toVendor(row)] : [];
}

/** Add Vendor on opening: the limit, the count, and the refusal a create would answer now. */
export async function vendorLimit(ctx: AppContext, auth: AuthContext): Promise<VendorLimit> {
  const company = await repo.companyLimit(ctx.db, auth.companyCode);
  if (!company) throw notFound();
  const count = await repo.countVendors(ctx.db, auth.companyCode);
  const reached = company.vendorLimit !== null && count >= company.vendorLimit;
  return {
    vendorLimit: company.vendorLimit,
    count,
    reached,
    message: reached ? m.limitReached(company.vendorLimit ?? 0, company.companyName) : null,
  };
}

/** 400 when another of the tenant's vendors has this name (any case) and phone: the bulk upload's duplicate rule. */
async function assertNotDuplicate(tx: Db, tenantCode: string, value: VendorValues, exceptId?: number) {
  if (await repo.hasNamePhone(tx, tenantCode, duplicateKey(value), exceptId)) {
    throw badRequest(m.duplicateVendor);
  }
}

/**
 * Create of a vendor the route parsed with the contract schema: 400 with the form's
 * message when a value is not in the tenant's lists or for a duplicate, 404 past the vendor limit.
 */
export async function createVendor(
  ctx: AppContext,
  auth: AuthContext,
  input: VendorValues,
): Promise<{ vendorId: number; vendorCode: string; message: string }> {
  const lists = await loadVendorLists(ctx.db, auth.companyCode);
  const check = checkVendorLists(input, lists);
  if (!check.ok) throw badRequest(check.message);
  const value = check.value;
  return ctx.db.transaction(async (tx) => {
    const limit = await lockLimit(tx, auth.companyCode);
    if (limit.vendorLimit !== null && limit.count >= limit.vendorLimit) {
      throw notFound(m.limitReached(limit.vendorLimit, limit.companyName));
    }
    // After the company lock: two creates of the same vendor at once cannot both pass.
    await assertNotDuplicate(tx, auth.companyCode, value);
    const vendorCode = await nextCode(tx, auth.companyCode, CODE_PREFIXES.vendor);
    const row = await repo.insertVendor(
      tx,
      newVendorColumns(value, auth, vendorCode, todayIsoIn(auth.timeZone)),
    );
    await postOpening(tx, row, auth.userName, auth.timeZone);
    await recordVendorCreated(tx, row, auth.userName);
    return { vendorId: row.id, vendorCode, message: m.created(vendorCode) };
  });
}

/** The grade selector offers one value; absent keeps the stored grade, '' or null clears it. */
function gradeChange(grade: string | null | undefined, stored: string | null): string | null | undefined {
  if (grade === undefined) return undefined;
  if (grade === null || grade === '') return null;
  if (grade === PERFORMANCE_GRADE_OPTION.value || grade === stored) return grade;
  throw badRequest(m.selectPerformanceGrade);
}

/**
 * Update: the editable fields only. Code, id, tenant, opening balance and date, current balance and
 * date are never taken from the body (the Current Balance is recomputed); status stays Active. Another tenant's vendor is not found.
 */
export async function updateVendor(
  ctx: AppContext,
  auth: AuthContext,
  input: VendorUpdateValues,
): Promise<{ vendorCode: string; message: string }> {
  const lists = await loadVendorLists(ctx.db, auth.companyCode);
  const check = checkVendorLists(input, lists);
  if (!check.ok) throw badRequest(check.message);
  const value = check.value;
  return ctx.db.transaction(async (tx) => {
    // The company lock orders this after any create or update of the tenant (the duplicate check).
    await repo.lockCompany(tx, auth.companyCode);
    const stored = await lookups.findVendor(tx, auth.companyCode, value.vendorId);
    if (!stored) throw notFound(m.notFound);
    const performanceGrade = gradeChange(value.performanceGrade, stored.performanceGrade);
    // The bank details, GSTIN and PAN are an administrator's to change (the form
    // sends them unchanged with every edit, which any user may save).
    if (VENDOR_ADMIN_FIELDS.some((field) => value[field] !== stored[field])) {
      requireRight(auth, 'vendorChangeBankTax', r.vendorBankAdminOnly);
    }
    requireRight(auth, 'vendorEdit', '');
    await assertNotDuplicate(tx, auth.companyCode, value, stored.id);
    const row = await repo.updateVendor(tx, auth.companyCode, value.vendorId, {
      ...editableColumns(value),
      ...(performanceGrade === undefined ? {} : { performanceGrade }),
      updatedBy: auth.userName,
    });
    if (!row) throw notFound(m.notFound);
    // The opening balance's Cr / Dr is editable: the ledger posts the difference.
    await postOpeningChange(tx, stored, row, auth.userName, auth.timeZone);
    const changes = await recordVendorUpdated(tx, stored, row, auth.userName);
    await notifyVendorBankChanged(tx, { appUrl: appUrlOf(ctx.config) }, row, changes, auth.userName);
    return { vendorCode: row.vendorCode, message: m.updated(row.vendorCode) };
  });
}

/** The vendor's history, oldest first; another company's vendor is not found (404). */
export async function vendorHistory(
  ctx: AppContext,
  auth: AuthContext,
  vendorId: number,
): Promise<VendorHistoryRow[]> {
  const stored = await lookups.findVendor(ctx.db, auth.companyCode, vendorId);
  if (!stored) throw notFound(m.notFound);
  return listVendorHistory(ctx.db, auth.companyCode, vendorId);
}

/** Refuses (400) to delete a vendor that has payables; runs inside the delete's transaction, after the vendor is locked. */
export async function assertVendorHasNoPayables(tx: Db, tenantCode: string, vendorId: number): Promise<void> {
  if (await repo.vendorHasPayables(tx, tenantCode, vendorId)) throw badRequest(m.hasPayables);
}

export async function deleteVendor(
  ctx: AppContext,
  auth: AuthContext,
  vendorId: number,
): Promise<{ vendorCode: string; message: string }> {
  requireRight(auth, 'vendorDelete', r.vendorDeleteAdminOnly);
  return ctx.db.transaction(async (tx) => {
    const stored = await lookups.findVendor(tx, auth.companyCode, vendorId, 'update');
    if (!stored) throw notFound(m.notFound);
    await assertVendorHasNoPayables(tx, auth.companyCode, vendorId);
    await postVendorsRemoved(tx, auth.companyCode, [vendorId], auth.userName);
    await recordVendorsRemoved(tx, auth.companyCode, [vendorId], auth.userName);
    await repo.deleteVendor(tx, auth.companyCode, vendorId);
    if (stored.bulkTag !== null) await repo.dropEmptyUploads(tx, auth.companyCode);
    return { vendorCode: stored.vendorCode, message: m.deleted(stored.vendorCode) };
  });
}

/** The tag selector's entries: BULK_UPLOAD_TAG (every upload) first, then each upload, newest first. */
export async function listBulkTags(ctx: AppContext, auth: AuthContext): Promise<BulkTag[]> {
  const uploads = await repo.bulkTags(ctx.db, auth.companyCode);
  if (uploads.length === 0) return [];
  const total = await repo.countBulkVendors(ctx.db, auth.companyCode);
  return [
    {
      tag: BULK_UPLOAD_TAG,
      count: total,
      fileName: null,
      uploadedAt: null,
      uploadedBy: null,
      rowCount: null,
    },
    ...uploads.map((u) => ({ ...u, uploadedAt: u.uploadedAt.toISOString() })),
  ];
}

/**
 * Removes the vendors of one upload (its tag) or of every upload (BULK_UPLOAD_TAG). Vendors with
 * payables stay, as a single delete refuses them, and the answer says how many; uploads left with
 * no vendor are dropped from the selector. 404 when the tag covers no vendor.
 */
export async function removeBulkTag(
  ctx: AppContext,
  auth: AuthContext,
  tag: string,
): Promise<{ message: string; count: number; kept: number }> {
  requireRight(auth, 'vendorBulkRemove', r.vendorBulkRemoveAdminOnly);
  const all = tag === BULK_UPLOAD_TAG;
  const { deleted, kept } = await ctx.db.transaction(async (tx) => {
    await repo.lockVendorsByTag(tx, auth.companyCode, tag, all);
    await postVendorsRemoved(
      tx,
      auth.companyCode,
      repo.removableByTag(auth.companyCode, tag, all),
      auth.userName,
    );
    await recordVendorsRemoved(
      tx,
      auth.companyCode,
      repo.removableByTag(auth.companyCode, tag, all),
      auth.userName,
    );
    const outcome = await repo.deleteVendorsByTag(tx, auth.companyCode, tag, all);
    if (outcome.deleted > 0) await repo.dropEmptyUploads(tx, auth.companyCode);
    return outcome;
  });
  if (deleted === 0 && kept === 0) throw notFound(m.bulkTagNotFound(tag));
  const message = kept > 0 ? `${m.bulkRemoved(deleted)} ${m.bulkKept(kept)}` : m.bulkRemoved(deleted);
  return { message, count: deleted, kept };
}

// ---- Bulk upload -------------------------------------------------------------------------------

/** Reads and checks bulk files in worker threads (bulk-worker.ts), next to this module (.ts or .js). */
const bulkChecks = threadPool<BulkCheckInput, CheckedBulkFile>(
  new URL(`./bulk-worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url),
);

/**
 * Rows per insert statement. PGlite takes ~60 ms per 1,000 vendors on an idle core, in its worker
 * thread (PGLITE_THREAD=worker, the default) or on this thread (`main`, where each statement is a
 * stall of the event loop): statements of 1,000 with a turn of the event loop between them keep any
 * one stall short. PostgreSQL pays one round trip per statement.
 */
const BULK_INSERT_ROWS = 1000;

/** Reads and checks the file off the event loop; a worker out of heap is a file too large to read. */
async function checkFileInWorker(
  file: Buffer,
  fileName: string,
  lists: VendorLists,
  stamp: BulkStamp,
): Promise<CheckedBulkFile> {
  const copy = new Uint8Array(file); // its own ArrayBuffer, handed over to the worker without a copy
  try {
    return await bulkChecks.run({ file: copy, fileName, lists, stamp }, [copy.buffer]);
  } catch (error) {
    if (error instanceof WorkerOutOfMemory) throw new AppError(413, m.bulkFileTooLarge);
    throw error;
  }
}

/** The uploaded file's name as the tag selector shows it: no folders or control characters, at most 255 characters. */
function uploadName(fileName: string): string | null {
  const base = (fileName.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').trim();
  return base === '' ? null : base.slice(0, 255);
}

/**
 * Bulk upload: every row checked by the Add Vendor rules (validateVendor), duplicates (same name,
 * case-insensitive, and phone) within the file or already stored reported, the vendor limit applied;
 * the valid rows inserted in one transaction with codes from one sequence bump, tagged with the
 * upload's own tag (recorded in vendor_uploads with the file name, who and how many).
 *
 * The main thread stays light (another tenant's calls must not wait on it): the
 * worker reads and checks the file and writes each valid row as a JSON record; here only the
 * duplicate and limit checks (a Map lookup per row) run, the accepted records get their codes by
 * string concatenation, and ONE insert statement takes them as one JSON parameter.
 */
export async function bulkUpload(
  ctx: AppContext,
  auth: AuthContext,
  file: Buffer,
  fileName: string,
): Promise<BulkUploadResult> {
  const lists = await loadVendorLists(ctx.db, auth.companyCode);
  const stamp: BulkStamp = {
    author: { companyCode: auth.companyCode, userName: auth.userName },
    todayIso: todayIsoIn(auth.timeZone),
  };
  const { processed, valid, errors, columns } = await checkFileInWorker(file, fileName, lists, stamp);

  const inserted = await ctx.db.transaction(async (tx) => {
    const limit = await lockLimit(tx, auth.companyCode);
    const stored = await repo.namePhoneKeys(tx, auth.companyCode);
    let allowance = limit.vendorLimit === null ? Number.POSITIVE_INFINITY : limit.vendorLimit - limit.count;
    const firstRowOf = new Map<string, number>();
    const accepted: number[] = [];
    for (let i = 0; i < valid.rows.length; i++) {
      const row = valid.rows[i] as number;
      const key = valid.keys[i] as string;
      const earlier = firstRowOf.get(key);
      if (earlier !== undefined) {
        errors.push({ errorRow: row, errorMessage: m.bulkDuplicateInFile(earlier) });
        continue;
      }
      firstRowOf.set(key, row);
      if (stored.has(key)) {
        errors.push({ errorRow: row, errorMessage: m.bulkDuplicateExisting });
        continue;
      }
      if (allowance <= 0) {
        errors.push({
          errorRow: row,
          errorMessage: m.limitReached(limit.vendorLimit ?? 0, limit.companyName),
        });
        continue;
      }
      allowance -= 1;
      accepted.push(i);
    }
    if (accepted.length === 0) return 0;
    const codes = await nextCodes(tx, auth.companyCode, CODE_PREFIXES.vendor, accepted.length);
    const tag = await nextCode(tx, auth.companyCode, CODE_PREFIXES.vendorUpload);
    await repo.insertUpload(tx, {
      tenantCode: auth.companyCode,
      tag,
      fileName: uploadName(fileName),
      rowCount: accepted.length,
      uploadedBy: auth.userName,
    });
    // Each record is `{"tenant_code":...}`: its id, code and the upload's tag go in front of the other
    // columns. The ids are reserved first so that each batch's opening rows are posted before its
    // vendors exist (postOpeningsOfNewVendors: the ledger's trigger then rewrites no vendor row).
    const ids = await repo.reserveVendorIds(tx, accepted.length);
    const tagJson = JSON.stringify(tag);
    const records = accepted.map(
      (i, n) =>
        `{"id":${ids[n]},"vendor_code":${JSON.stringify(codes[n])},"bulk_tag":${tagJson},${(valid.records[i] as string).slice(1)}`,
    );
    const written = ['id', ...columns];
    for (let from = 0; from < records.length; from += BULK_INSERT_ROWS) {
      if (from > 0) await yieldToEventLoop();
      const batch = `[${records.slice(from, from + BULK_INSERT_ROWS).join(',')}]`;
      await postOpeningsOfNewVendors(tx, batch, auth.userName, stamp.todayIso);
      await repo.insertVendorsJson(tx, written, batch, newVendorKeptFigures(stamp.todayIso));
    }
    await recordUploadCreated(tx, auth.companyCode, tag, auth.userName);
    return accepted.length;
  });

  errors.sort((a, b) => a.errorRow - b.errorRow);
  return {
    noOfRecordsProcessed: processed,
    successRecords: inserted,
    failureRecords: errors.length,
    erroVOs: errors,
  };
}
