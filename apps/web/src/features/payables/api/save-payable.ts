import {
  type EndpointResult,
  type PayableCreate,
  type PayableUpdate,
  postPayable,
  putPayable,
  type SessionContext,
} from '@sitebook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useReadySession } from '../../../lib/session/use-session';
import { payableKeys } from './keys';

/** The fields a payable screen fills; the tenant and who/when come from the session. */
export type PayableFields = Omit<PayableCreate, 'tenantCode' | 'createdBy' | 'createdDate' | 'updatedBy'>;
export type PayableUpdateFields = Omit<
  PayableUpdate,
  'tenantCode' | 'createdBy' | 'createdDate' | 'updatedBy'
>;

/**
 * POST a new payable. createdBy, createdDate and updatedBy are sent as the spec lists them; the
 * server takes them from the token. Resolves with the saved payable's code and id on 202; throws
 * ApiError on a refusal.
 */
export function createPayable(
  context: SessionContext,
  fields: PayableFields,
): Promise<EndpointResult<typeof postPayable>> {
  const body: PayableCreate = {
    ...fields,
    tenantCode: context.companyCode,
    createdBy: context.userName,
    createdDate: new Date().toISOString(),
    updatedBy: context.userName,
  };
  return callEndpoint(postPayable, { body });
}

/** PUT a payable with its id, code and the version it was loaded at (409 when changed meanwhile). */
export function updatePayable(
  context: SessionContext,
  fields: PayableUpdateFields,
): Promise<EndpointResult<typeof putPayable>> {
  const body: PayableUpdate = { ...fields, tenantCode: context.companyCode, updatedBy: context.userName };
  return callEndpoint(putPayable, { body });
}

export function useCreatePayable() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: PayableFields) => createPayable(context, fields),
    onSuccess: () => {
      // Pages list newest first: dropped so the list opens on the new payable (see useCreateVendor).
      queryClient.removeQueries({ queryKey: payableKeys.pages(context.companyCode) });
      void queryClient.invalidateQueries({ queryKey: payableKeys.all });
    },
  });
}

export function useUpdatePayable() {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: PayableUpdateFields) => updatePayable(context, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payableKeys.all }),
  });
}
