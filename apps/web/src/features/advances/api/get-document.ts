import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstDocumentId, getAdvanceDocument } from '../../../lib/advance-documents';
import { advanceKeys } from './keys';

export const advanceDocumentQuery = (documentId: string) =>
  queryOptions({
    queryKey: advanceKeys.document(documentId),
    queryFn: () => getAdvanceDocument(documentId),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The advance's image (the first document of a comma-joined id list), if any, for the preview. */
export function useAdvanceDocument(documentIds: string) {
  const first = firstDocumentId(documentIds);
  return useQuery({ ...advanceDocumentQuery(first), enabled: first !== '' });
}
