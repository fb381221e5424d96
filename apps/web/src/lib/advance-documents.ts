import {
  ADVANCE_DOCUMENT_FIELDS,
  type EndpointResult,
  getAdvanceDocumentDownload,
  HEADERS,
  postAdvanceDocumentUpload,
  type SessionContext,
} from '@sitebook/contract';
import { alertDialog } from '../components/dialogs';
import { ApiError, messageOf } from './api-client';
import { callEndpoint, downloadEndpoint } from './endpoint-client';
import { failureText, runAction } from './use-action';

/** The answer of an advance document upload: its sequenceId is the document's id. */
export type UploadedDocument = EndpointResult<typeof postAdvanceDocumentUpload>;

/**
 * POST multipart to the advance document upload: the image, a description and the company code;
 * header api_client_name. An expense's receipt is sent with the document kind 'expense'.
 */
export function uploadAdvanceDocument(
  context: SessionContext,
  file: File,
  kind?: 'expense',
): Promise<UploadedDocument> {
  const form = new FormData();
  form.append(ADVANCE_DOCUMENT_FIELDS.userDescription, file.name.slice(0, 200));
  form.append(ADVANCE_DOCUMENT_FIELDS.companyCode, context.companyCode);
  if (kind) form.append('documentKind', kind);
  form.append(ADVANCE_DOCUMENT_FIELDS.document, file, file.name);
  return callEndpoint(
    postAdvanceDocumentUpload,
    { body: form },
    { headers: { [HEADERS.clientName]: context.clientName } },
  );
}

/** GET a stored advance or expense document with the bearer token (for a preview). */
export async function getAdvanceDocument(documentId: string): Promise<Blob> {
  const result = await downloadEndpoint(getAdvanceDocumentDownload, { params: { documentIds: documentId } });
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
  upload: (file: File) => Promise<UploadedDocument>,
  fallback: string,
): Promise<string | null> {
  if (!file) return '';
  const outcome = await runAction(() => upload(file));
  if (outcome.ok) return String(outcome.data.sequenceId);
  await alertDialog(failureText(outcome, { unreachable: fallback }));
  return null;
}
