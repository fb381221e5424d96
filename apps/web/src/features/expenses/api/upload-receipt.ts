import { useMutation } from '@tanstack/react-query';
import { uploadAdvanceDocument } from '../../../lib/advance-documents';
import { useReadySession } from '../../../lib/session/use-session';

/** Uploads a receipt photo, stored as an expense document. */
export function useUploadReceipt() {
  const { context } = useReadySession();
  return useMutation({ mutationFn: (file: File) => uploadAdvanceDocument(context, file, 'expense') });
}
