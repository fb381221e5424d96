import { API, apiPath, type CompanyListValue, companyListValueSchema } from '@sitebook/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type ApiResponse, apiCall, apiRequest } from '../../lib/api-client';
import { SESSION_KEY } from '../../lib/session/api/get-bootstrap';
import { useReadySession } from '../../lib/session/use-session';

const keys = {
  all: ['company-lists'] as const,
  list: (tenant: string, name: string) => ['company-lists', tenant, name] as const,
};

/** Every value of one company list, inactive ones too. */
export function useCompanyList(name: string) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: keys.list(context.companyCode, name),
    queryFn: async (): Promise<CompanyListValue[]> =>
      z
        .array(companyListValueSchema)
        .parse(await apiCall(apiPath(API.companyList, { tenant: context.companyCode, attributeName: name }))),
  });
}

export type ListWrite =
  | { kind: 'add'; value: string }
  | { kind: 'rename'; id: number; value: string }
  | { kind: 'active'; id: number; active: boolean }
  | { kind: 'delete'; id: number };

/** A change to a list; resolves with the answer whatever its status. */
export function useCompanyListWrite(name: string) {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  const tenant = context.companyCode;
  return useMutation({
    mutationFn: (write: ListWrite): Promise<ApiResponse> => {
      if (write.kind === 'add') {
        return apiRequest(apiPath(API.companyList, { tenant, attributeName: name }), {
          method: 'POST',
          body: { value: write.value },
        });
      }
      const valuePath = apiPath(API.companyListValue, { tenant, attributeName: name, id: write.id });
      if (write.kind === 'rename')
        return apiRequest(valuePath, { method: 'PUT', body: { value: write.value } });
      if (write.kind === 'delete') return apiRequest(valuePath, { method: 'DELETE' });
      return apiRequest(apiPath(API.companyListValueActive, { tenant, attributeName: name, id: write.id }), {
        method: 'PUT',
        body: { active: write.active },
      });
    },
    onSuccess: ({ status }) => {
      if (status !== 202) return;
      void queryClient.invalidateQueries({ queryKey: keys.all });
      // The forms' pickers read the session's lists: they follow the change.
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
