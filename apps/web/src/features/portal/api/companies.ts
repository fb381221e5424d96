import {
  API,
  apiPath,
  type PortalAdminCreate,
  type PortalCompany,
  type PortalCompanyCreate,
  TOTAL_COUNT_HEADER,
} from '@sitebook/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiResponse, apiCallResponse, apiRequest } from '../../../lib/api-client';

export const portalKeys = {
  all: ['portal'] as const,
  page: (page: number, size: number, q: string) => ['portal', 'companies', page, size, q] as const,
};

/** A page of companies (PortalAdmin), with the whole count. */
export function useCompanies(page: number, size: number, q: string) {
  return useQuery({
    queryKey: portalKeys.page(page, size, q),
    queryFn: async () => {
      const query = new URLSearchParams({ page: String(page), size: String(size), q });
      const response = await apiCallResponse<PortalCompany[]>(`${API.portalCompanies}?${query}`);
      return { rows: response.body, total: Number(response.headers?.get(TOTAL_COUNT_HEADER) ?? 0) };
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

function usePortalMutation<T>(send: (input: T) => Promise<ApiResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: portalKeys.all }),
  });
}

export const useCreateCompany = () =>
  usePortalMutation((body: PortalCompanyCreate) => apiRequest(API.portalCompanies, { method: 'POST', body }));

export const useRotateKey = () =>
  usePortalMutation((code: string) =>
    apiRequest(apiPath(API.portalCompanyApiKey, { code }), { method: 'POST', body: {} }),
  );

export const useSuspend = () =>
  usePortalMutation(({ code, suspended }: { code: string; suspended: boolean }) =>
    apiRequest(apiPath(API.portalCompanySuspend, { code }), { method: 'POST', body: { suspended } }),
  );

export const useCreateAdmin = () =>
  usePortalMutation(({ code, body }: { code: string; body: PortalAdminCreate }) =>
    apiRequest(apiPath(API.portalCompanyAdmin, { code }), { method: 'POST', body }),
  );
