import {
  getPortalCompanies,
  type PortalAdminCreate,
  type PortalCompanyCreate,
  postPortalCompanies,
  postPortalCompanyAdmin,
  postPortalCompanyApiKey,
  postPortalCompanySuspend,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, callEndpointResponse } from '../../../lib/endpoint-client';

export const portalKeys = {
  all: ['portal'] as const,
  page: (page: number, size: number, q: string) => ['portal', 'companies', page, size, q] as const,
};

/** A page of companies (PortalAdmin), with the whole count. */
export function useCompanies(page: number, size: number, q: string) {
  return useQuery({
    queryKey: portalKeys.page(page, size, q),
    queryFn: async () => {
      const response = await callEndpointResponse(getPortalCompanies, { query: { page, size, q } });
      return { rows: response.body, total: Number(response.headers?.get(TOTAL_COUNT_HEADER) ?? 0) };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

function usePortalMutation<T, R>(send: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: portalKeys.all }),
  });
}

export const useCreateCompany = () =>
  usePortalMutation((body: PortalCompanyCreate) => callEndpoint(postPortalCompanies, { body }));

export const useRotateKey = () =>
  usePortalMutation((code: string) => callEndpoint(postPortalCompanyApiKey, { params: { code } }));

export const useSuspend = () =>
  usePortalMutation(({ code, suspended }: { code: string; suspended: boolean }) =>
    callEndpoint(postPortalCompanySuspend, { params: { code }, body: { suspended } }),
  );

export const useCreateAdmin = () =>
  usePortalMutation(({ code, body }: { code: string; body: PortalAdminCreate }) =>
    callEndpoint(postPortalCompanyAdmin, { params: { code }, body }),
  );
