import {
  deletePayableDocumentRemove,
  type EndpointResult,
  getPayableDocumentDownload,
  getPayableDocuments as getPayableDocumentsEndpoint,
  PAYABLE_DOCUMENT_FIELDS,
  type PayableDocument,
  postPayableDocumentUpload,
  type SessionContext,
} from '@sitebook/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DownloadResult } from '../../../lib/api-client';
import { callEndpoint, downloadEndpoint } from '../../../lib/endpoint-client';
import { saveBlob } from '../../../lib/save-blob';
import { useReadySession } from '../../../lib/session/use-session';
import { payableKeys } from './keys';

/** GET the documents a payable lists (API.documentsForVendorPayables). */
export async function getPayableDocuments(context: SessionContext, payableId: number) {
  return callEndpoint(getPayableDocumentsEndpoint, {
    params: { tenant: context.companyCode, id: payableId },
  });
}

export function usePayableDocuments(payableId: number) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: payableKeys.documents(payableId),
    queryFn: () => getPayableDocuments(context, payableId),
  });
}

/** POST multipart: the document, a description and the tenant code; the answer carries sequenceId. */
export function uploadPayableDocument(
  context: SessionContext,
  file: File,
): Promise<EndpointResult<typeof postPayableDocumentUpload>> {
  const form = new FormData();
  form.append(PAYABLE_DOCUMENT_FIELDS.userDescription, file.name.slice(0, 200));
  form.append(PAYABLE_DOCUMENT_FIELDS.tenantCode, context.companyCode);
  form.append(PAYABLE_DOCUMENT_FIELDS.document, file, file.name);
  return callEndpoint(postPayableDocumentUpload, { body: form });
}

export function useUploadPayableDocument() {
  const { context } = useReadySession();
  return useMutation({ mutationFn: (file: File) => uploadPayableDocument(context, file) });
}

/** DELETE a stored document. On 202 it leaves the payable's cached document list at once. */
export function useRemovePayableDocument(payableId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sequenceId: number) => callEndpoint(deletePayableDocumentRemove, { params: { sequenceId } }),
    onSuccess: (_answer, sequenceId) => {
      queryClient.setQueryData<PayableDocument[]>(payableKeys.documents(payableId), (list) =>
        list?.filter((d) => d.sequenceId !== sequenceId),
      );
    },
  });
}

/** GET a document with the bearer token and save it under its stored name. */
export async function downloadPayableDocument(document: PayableDocument): Promise<DownloadResult> {
  const result = await downloadEndpoint(getPayableDocumentDownload, {
    params: { sequenceId: document.sequenceId },
  });
  if (result.status === 200 && result.blob) {
    saveBlob(result.blob, result.fileName ?? document.documentDescription);
  }
  return result;
}
