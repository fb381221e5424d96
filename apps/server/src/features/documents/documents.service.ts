import { advanceServerMessages as m } from '@sitebook/contract';
import type { AppContext, AuthContext } from '../../lib/context.js';
import { getDocument, IMAGE_TYPES, storeDocument } from '../../lib/documents/document-store.js';
import type { DocumentKind } from '../../lib/documents/documents.repo.js';

export interface UploadInput {
  content: Buffer;
  fileName: string;
  userDescription: string;
  /** The companyCode field of the form, when sent: it must be the caller's company. */
  companyCode: string | undefined;
  kind: Extract<DocumentKind, 'advance' | 'expense'>;
}

/** Stores an advance or expense image (judged by its content: PNG, JPEG, GIF, WEBP). */
export async function uploadImage(ctx: AppContext, auth: AuthContext, input: UploadInput) {
  const row = await storeDocument(
    ctx,
    auth,
    { ...input, tenantField: input.companyCode },
    { types: IMAGE_TYPES, messages: { noDocument: m.noDocument, wrongType: m.imagesOnly } },
  );
  return {
    documentIds: String(row.id),
    sequenceId: row.id,
    userDescription: row.userDescription,
    companyCode: auth.companyCode,
  };
}

/** One of the tenant's advance or expense documents, for download; another tenant's is not found. */
export async function getImage(ctx: AppContext, auth: AuthContext, id: number) {
  return getDocument(ctx.db, auth, id, ['advance', 'expense'], m.documentNotFound);
}
