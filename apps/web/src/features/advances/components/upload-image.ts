import { alertDialog } from '../../../components/dialogs';
import { type ApiResponse, messageOf } from '../../../lib/api-client';

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
  let response: ApiResponse | null = null;
  try {
    response = await upload(file);
  } catch {
    response = null;
  }
  if (response?.status === 202) {
    const body = response.body as { documentIds?: unknown; sequenceId?: unknown };
    return String(body.sequenceId ?? body.documentIds ?? '');
  }
  await alertDialog(messageOf(response?.body) ?? fallback);
  return null;
}
