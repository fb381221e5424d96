import {
  payableServerMessages as m,
  PAYABLE_DOCUMENT_TYPES,
  PAYABLE_HISTORY_REASON_MAX,
  type PayableDocument,
  type PayableDocumentRemoveResponse,
  rightsMessages as r,
} from '@sitebook/contract';
import { isLockedPayableStatus } from '../../domain/payable-workflow.js';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { getDocument, parseDocumentIds, storeDocument } from '../../lib/documents/document-store.js';
import { deleteDocument, findDocumentHeads } from '../../lib/documents/documents.repo.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { isOwn, requireRight } from '../../lib/rights.js';
import * as repo from './payables.repo.js';

export interface PayableUploadInput {
  content: Buffer;
  fileName: string;
  userDescription: string;
  /** The form's tenantCode field, when sent: it must be the caller's company (403). */
  tenantCode: string | undefined;
}

/** Stores a payable document: an image (PNG, JPEG, GIF, WEBP) or a PDF, judged by its content. */
export async function uploadPayableDocument(ctx: AppContext, auth: AuthContext, input: PayableUploadInput) {
  const row = await storeDocument(
    ctx,
    auth,
    { ...input, tenantField: input.tenantCode, kind: 'payable' },
    { types: PAYABLE_DOCUMENT_TYPES, messages: { noDocument: m.noDocument, wrongType: m.documentTypes } },
  );
  return { sequenceId: row.id, userDescription: row.userDescription, companyCode: auth.companyCode };
}

/** One of the company's payable documents, for download; any other document is not found. */
export async function getPayableDocument(ctx: AppContext, auth: AuthContext, id: number) {
  return getDocument(ctx.db, auth, id, ['payable'], m.documentNotFound);
}

/**
 * Removes one of the company's payable documents. Removing a document of a payable is a change of
 * that payable: refused (400) when it is Payment Settled or Closed; otherwise, in the same
 * transaction, its id leaves the payable, whose version goes up, updatedBy is the caller and a
 * history row 'document removed' is written. A document on no payable yet (uploaded, not saved)
 * may be removed by whoever uploaded it or an ADMIN role type (403 for others).
 */
export async function removePayableDocument(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<PayableDocumentRemoveResponse> {
  return ctx.db.transaction(async (tx) => {
    // The document row first (locked): a create or update that share-locked it finishes before this
    // goes on, so the payables read next include one that has just listed it.
    const document = await repo.findPayableDocumentForRemoval(tx, auth.companyCode, id);
    if (!document) throw notFound(m.documentNotFound);
    const listing = await repo.payablesListingDocument(tx, auth.companyCode, id);
    const locked = listing.find((p) => isLockedPayableStatus(p.status));
    if (locked) throw badRequest(r.payableDocumentLocked(locked.status));
    if (listing.length === 0) {
      requireRight(auth, 'payableRemoveLooseDocument', r.documentNotYours, isOwn(auth, document.createdBy));
    } else {
      requireRight(auth, 'payableRemoveDocument', '');
    }
    await deleteDocument(tx, auth.companyCode, id, 'payable');
    const payables = [];
    for (const payable of listing) {
      const updated = await repo.dropDocumentId(tx, auth.companyCode, payable.id, id, auth.userName);
      await repo.insertHistory(tx, updated, {
        action: 'document removed',
        reason: removedReason(document.fileName),
      });
      payables.push({ vendorPayableId: updated.id, version: updated.version });
    }
    return { message: m.documentRemoved(document.fileName), payables };
  });
}

/** The history row's note of a removal: the document's name (within the reason column's 300). */
const removedReason = (fileName: string) => {
  const text = `Removed ${fileName}`;
  return text.length <= PAYABLE_HISTORY_REASON_MAX
    ? text
    : `${text.slice(0, PAYABLE_HISTORY_REASON_MAX - 1)}\u2026`;
};

/** The documents a payable of the company lists, in its order (ids no longer stored are skipped). */
export async function listPayableDocuments(
  ctx: AppContext,
  auth: AuthContext,
  payableId: number,
): Promise<PayableDocument[]> {
  const payable = await repo.findPayable(ctx.db, auth.companyCode, payableId);
  if (!payable) throw notFound(m.notFound);
  const ids = parseDocumentIds(payable.vendorDocumentIds);
  const heads = new Map(
    (await findDocumentHeads(ctx.db, auth.companyCode, ids))
      .filter((h) => h.kind === 'payable')
      .map((h) => [h.id, h]),
  );
  return ids.flatMap((id) => {
    const head = heads.get(id);
    return head
      ? [{ sequenceId: head.id, documentDescription: head.fileName, documentType: head.mimeType }]
      : [];
  });
}
