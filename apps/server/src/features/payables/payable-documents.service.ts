import { payableServerMessages as m, PAYABLE_DOCUMENT_TYPES, type PayableDocument } from '@sitebook/contract';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { deleteDocument, findDocumentHeads } from '../documents/documents.repo.js';
import { getDocument, parseDocumentIds, storeDocument } from '../documents/documents.service.js';
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
 * Removes one of the company's payable documents and, in the same transaction, drops its id from
 * every payable of the company that lists it.
 */
export async function removePayableDocument(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<{ message: string }> {
  return ctx.db.transaction(async (tx) => {
    // Delete first: a create or update that share-locked the document finishes before this goes on,
    // so the payables updated next include one that has just listed it.
    const removed = await deleteDocument(tx, auth.companyCode, id, 'payable');
    if (!removed) throw notFound(m.documentNotFound);
    await repo.dropDocumentId(tx, auth.companyCode, id);
    return { message: m.documentRemoved(removed.fileName) };
  });
}

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
