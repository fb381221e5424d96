import { ADVANCE_DOCUMENT_FIELDS, API, HEADERS, type SessionContext } from '@sitebook/contract';
import { useMutation } from '@tanstack/react-query';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';
import { useReadySession } from '../../session/use-session';

/** POST multipart: a receipt photo, stored as an expense document. */
export function uploadReceipt(context: SessionContext, file: File): Promise<ApiResponse> {
  const form = new FormData();
  form.append(ADVANCE_DOCUMENT_FIELDS.userDescription, file.name.slice(0, 200));
  form.append(ADVANCE_DOCUMENT_FIELDS.companyCode, context.companyCode);
  form.append('documentKind', 'expense');
  form.append(ADVANCE_DOCUMENT_FIELDS.document, file, file.name);
  return apiRequest(API.advanceDocumentUpload, {
    method: 'POST',
    body: form,
    headers: { [HEADERS.clientName]: context.clientName },
  });
}

export function useUploadReceipt() {
  const { context } = useReadySession();
  return useMutation({ mutationFn: (file: File) => uploadReceipt(context, file) });
}
