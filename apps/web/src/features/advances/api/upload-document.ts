import { useMutation } from '@tanstack/react-query';
import { uploadAdvanceDocument } from '../../../lib/advance-documents';
import { useReadySession } from '../../../lib/session/use-session';

/** Uploads an advance's image. */
export function useUploadAdvanceDocument() {
  const { context } = useReadySession();
  return useMutation({ mutationFn: (file: File) => uploadAdvanceDocument(context, file) });
}
