import { ADVANCE_DOCUMENT_FIELDS, API, apiPath, HEADERS, type SessionContext } from '@sitebook/contract';
import { alertDialog } from '../components/dialogs';
import { ApiError, type ApiResponse, apiDownload, apiRequest, messageOf, trySubmit } from './api-client';

/**
 * POST multipart to the advance document upload: the image, a description and the company code;
 * header api_client_name. An expense's receipt is sent with the document kind 'expense'.
 */
export function uploadAdvanceDocument(
  context: SessionContext,
  file: File,
  kind?: 'expense',
): Promise<ApiResponse> {
  const form = new FormData();
  form.append(ADVANCE_DOCUMENT_FIELDS.userDescription, file.name.slice(0, 200));
  form.append(ADVANCE_DOCUMENT_FIELDS.companyCode, context.companyCode);
  if (kind) form.append('documentKind', kind);
  form.append(ADVANCE_DOCUMENT_FIELDS.document, file, file.name);
  return apiRequest(API.advanceDocumentUpload, {
    method: 'POST',
    body: form,
    headers: { [HEADERS.clientName]: context.clientName },
  });
}

/** GET a stored advance or expense document with the bearer token (for a preview). */
export async function getAdvanceDocument(documentId: string): Promise<Blob> {
  const result = await apiDownload(apiPath(API.advanceDocumentDownload, { documentIds: documentId }));
  if (result.status !== 200 || !result.blob) {
    throw new ApiError(
      result.status,
      messageOf(result.body) ?? `Request failed with status ${result.status}`,
    );
  }
  return result.blob;
}

/** The first id of a comma-joined document id list ('' when there is none). */
export const firstDocumentId = (documentIds: string) =>
  documentIds.split(',').find((id) => id.trim() !== '') ?? '';

/**
 * Uploads the chosen image (if any) and answers its document id ('' without a file), or null
 * after telling the user why the upload failed (the server's message, e.g. images only).
 */
export async function uploadChosenImage(
  file: File | null,
  upload: (file: File) => Promise<ApiResponse>,
  fallback: string,
): Promise<string | null> {
  if (!file) return '';
  const response = await trySubmit(() => upload(file));
  if (response?.status === 202) {
    const body = response.body as { documentIds?: unknown; sequenceId?: unknown };
    return String(body.sequenceId ?? body.documentIds ?? '');
  }
  await alertDialog(messageOf(response?.body) ?? fallback);
  return null;
}
