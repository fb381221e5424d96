import { API } from '@sitebook/contract';
import { apiDownload, type DownloadResult } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';

export const TEMPLATE_FILE_NAME = 'vendor-bulk-upload-template.xlsx';

/** GET the bulk upload template with the bearer token and save it. Resolves with the result. */
export async function downloadTemplate(): Promise<DownloadResult> {
  const result = await apiDownload(API.vendorBulkTemplate);
  if (result.status === 200 && result.blob) saveBlob(result.blob, result.fileName ?? TEMPLATE_FILE_NAME);
  return result;
}
