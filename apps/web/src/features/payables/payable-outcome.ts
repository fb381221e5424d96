import { payableDocumentUploadResponseSchema, vendorMessages } from '@sitebook/contract';
import { alertDialog } from '../../components/dialogs';
import { type ApiResponse, messageOf } from '../../lib/api-client';

/**
 * The non-success answers of a payable create or update and of a document remove (the error catalogue):
 * 404 and 500 show the server message; 400 'Sorry, {message}'; 409 (beyond the spec: changed by
 * someone else meanwhile) its message; anything else, and no answer, 'Something went wrong.'
 */
export async function showPayableRefusal(response: ApiResponse | null): Promise<void> {
  if (!response) return alertDialog(vendorMessages.somethingWentWrong);
  const message = messageOf(response.body);
  if (message && [404, 500, 409].includes(response.status)) return alertDialog(message);
  if (response.status === 400) return alertDialog(vendorMessages.sorry(message ?? ''));
  return alertDialog(vendorMessages.somethingWentWrong);
}

/** The payable code of a save answer ('' when absent). */
export const payableCodeOf = (body: unknown): string => {
  if (body && typeof body === 'object' && 'vendorPayableCode' in body) {
    return String((body as { vendorPayableCode: unknown }).vendorPayableCode ?? '');
  }
  return '';
};

/**
 * Uploads the chosen documents one after another and answers their sequence ids, in order.
 * A refusal shows the server's message (e.g. the accepted types, the size limit) and answers null:
 * nothing is sent. A network error on an upload is only logged; that file is left out.
 */
export async function uploadDocuments(
  files: readonly File[],
  upload: (file: File) => Promise<ApiResponse>,
): Promise<number[] | null> {
  const ids: number[] = [];
  for (const file of files) {
    let response: ApiResponse;
    try {
      response = await upload(file);
    } catch (error) {
      console.error(`Uploading ${file.name} failed`, error);
      continue;
    }
    const parsed = payableDocumentUploadResponseSchema.safeParse(response.body);
    if (response.status === 202 && parsed.success) {
      ids.push(parsed.data.sequenceId);
      continue;
    }
    await alertDialog(messageOf(response.body) ?? vendorMessages.somethingWentWrong);
    return null;
  }
  return ids;
}
