import { type EndpointResult, type postPayableDocumentUpload, vendorMessages } from '@sitebook/contract';
import { alertDialog } from '../../components/dialogs';
import { messageOf } from '../../lib/api-errors';
import { type ActionFailure, runAction } from '../../lib/use-action';

/**
 * The non-success answers of a payable create or update and of a document remove (the error catalogue):
 * 404 and 500 show the server message; 400 'Sorry, {message}'; 409 (beyond the spec: changed by
 * someone else meanwhile) its message; anything else, and no answer, 'Something went wrong.'
 */
export async function showPayableRefusal(failure: ActionFailure | null): Promise<void> {
  if (failure?.kind !== 'refused') return alertDialog(vendorMessages.somethingWentWrong);
  const { message, status } = failure;
  if (message && [404, 500, 409].includes(status)) return alertDialog(message);
  if (status === 400) return alertDialog(vendorMessages.sorry(message ?? ''));
  return alertDialog(vendorMessages.somethingWentWrong);
}

/**
 * Uploads the chosen documents one after another and answers their sequence ids, in order.
 * A refusal shows the server's message (e.g. the accepted types, the size limit) and answers null:
 * nothing is sent. A network error on an upload is only logged; that file is left out.
 */
export async function uploadDocuments(
  files: readonly File[],
  upload: (file: File) => Promise<EndpointResult<typeof postPayableDocumentUpload>>,
): Promise<number[] | null> {
  const ids: number[] = [];
  for (const file of files) {
    const outcome = await runAction(() => upload(file));
    if (!outcome.ok && outcome.kind === 'network') {
      console.error(`Uploading ${file.name} failed`, outcome.error);
      continue;
    }
    if (outcome.ok) {
      ids.push(outcome.data.sequenceId);
      continue;
    }
    const body = outcome.kind === 'refused' ? outcome.body : undefined;
    await alertDialog(messageOf(body) ?? vendorMessages.somethingWentWrong);
    return null;
  }
  return ids;
}
