import { API, apiPath } from '@sitebook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiDownload, messageOf } from '../../../lib/api-client';
import { advanceKeys } from './keys';

/** GET a stored advance image with the bearer token (for the preview). */
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

export const advanceDocumentQuery = (documentId: string) =>
  queryOptions({
    queryKey: advanceKeys.document(documentId),
    queryFn: () => getAdvanceDocument(documentId),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The first document of a comma-joined id list, if any. */
export function useAdvanceDocument(documentIds: string) {
  const first = documentIds.split(',').find((id) => id.trim() !== '') ?? '';
  return useQuery({ ...advanceDocumentQuery(first), enabled: first !== '' });
}
