import { API, apiPath } from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiDownload, messageOf } from '../../../lib/api-client';
import { expenseKeys } from './keys';

/** GET a stored receipt with the bearer token (for its preview). */
export async function getReceipt(documentId: string): Promise<Blob> {
  const result = await apiDownload(apiPath(API.advanceDocumentDownload, { documentIds: documentId }));
  if (result.status !== 200 || !result.blob) {
    throw new ApiError(
      result.status,
      messageOf(result.body) ?? `Request failed with status ${result.status}`,
    );
  }
  return result.blob;
}

/** The first document of a comma-joined id list, fetched only while `enabled`. */
export function useReceipt(documentIds: string, enabled: boolean) {
  const first = documentIds.split(',').find((id) => id.trim() !== '') ?? '';
  return useQuery({
    queryKey: expenseKeys.receipt(first),
    queryFn: () => getReceipt(first),
    enabled: enabled && first !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}
