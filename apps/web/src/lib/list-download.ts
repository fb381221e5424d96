import type { ExportFormat } from '@sitebook/contract';
import { apiDownload, type DownloadResult } from './api-client';
import { todayIso } from './format';
import { saveBlob } from './save-blob';

/**
 * GETs a list's export (`path?<the list's query>&format=…`) and saves the file under the server's
 * name, else `<fallbackBase>-<today>.<format>`. Resolves whatever the status (the caller shows a refusal).
 */
export async function downloadListExport(
  path: string,
  query: string,
  format: ExportFormat,
  fallbackBase: string,
  headers?: Record<string, string>,
): Promise<DownloadResult> {
  const params = new URLSearchParams(query);
  params.set('format', format);
  const result = await apiDownload(`${path}?${params}`, headers ? { headers } : undefined);
  if (result.status === 200 && result.blob)
    saveBlob(result.blob, result.fileName ?? `${fallbackBase}-${todayIso()}.${format}`);
  return result;
}
