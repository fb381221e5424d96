import {
  API,
  apiPath,
  BULK_UPLOAD_FIELD,
  BULK_UPLOAD_SUCCESS_STATUS,
  type SessionContext,
} from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';
import { useReadySession } from '../../../lib/session/use-session';
import { vendorKeys } from './keys';

/** POST the file as multipart (field vendorbasicdetails); the browser sets the multipart content type. */
export function bulkUpload(context: SessionContext, file: File): Promise<ApiResponse> {
  const form = new FormData();
  form.append(BULK_UPLOAD_FIELD, file, file.name);
  return apiRequest(apiPath(API.vendorBulkUpload, { tenant: context.companyCode }), {
    method: 'POST',
    body: form,
  });
}

export function useBulkUpload() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => bulkUpload(context, file),
    onSuccess: ({ status }) => {
      if (status === BULK_UPLOAD_SUCCESS_STATUS)
        void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    },
  });
}
