import { useQuery } from '@tanstack/react-query';
import { firstDocumentId, getAdvanceDocument } from '../../../lib/advance-documents';
import { expenseKeys } from './keys';

/** An expense's receipt (the first document of a comma-joined id list), fetched only while `enabled`. */
export function useReceipt(documentIds: string, enabled: boolean) {
  const first = firstDocumentId(documentIds);
  return useQuery({
    queryKey: expenseKeys.receipt(first),
    queryFn: () => getAdvanceDocument(first),
    enabled: enabled && first !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}
