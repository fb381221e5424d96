import {
  BULK_UPLOAD_FIELD,
  type BulkUploadResult,
  postVendorBulkUpload,
  type SessionContext,
} from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useReadySession } from '../../../lib/session/use-session';
import { vendorKeys } from './keys';

/** POST the file as multipart (field vendorbasicdetails); the browser sets the multipart content type. */
export function bulkUpload(context: SessionContext, file: File): Promise<BulkUploadResult> {
  const form = new FormData();
  form.append(BULK_UPLOAD_FIELD, file, file.name);
  return callEndpoint(postVendorBulkUpload, { params: { tenant: context.companyCode }, body: form });
}

export function useBulkUpload() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => bulkUpload(context, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}
