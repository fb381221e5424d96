import {
  type CompanyListValue,
  deleteCompanyListValue,
  getCompanyList,
  postCompanyList,
  putCompanyListValue,
  putCompanyListValueActive,
} from '@sitebook/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/endpoint-client';
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
    queryFn: (): Promise<CompanyListValue[]> =>
      callEndpoint(getCompanyList, { params: { tenant: context.companyCode, attributeName: name } }),
  });
}

export type ListWrite =
  | { kind: 'add'; value: string }
  | { kind: 'rename'; id: number; value: string }
  | { kind: 'active'; id: number; active: boolean }
  | { kind: 'delete'; id: number };

/** A change to a list: the server's message (and the value saved); throws ApiError on a refusal. */
export function useCompanyListWrite(name: string) {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  const tenant = context.companyCode;
  return useMutation({
    mutationFn: (write: ListWrite): Promise<{ message: string }> => {
      if (write.kind === 'add') {
        return callEndpoint(postCompanyList, {
          params: { tenant, attributeName: name },
          body: { value: write.value },
        });
      }
      const params = { tenant, attributeName: name, id: write.id };
      if (write.kind === 'rename')
        return callEndpoint(putCompanyListValue, { params, body: { value: write.value } });
      if (write.kind === 'delete') return callEndpoint(deleteCompanyListValue, { params });
      return callEndpoint(putCompanyListValueActive, { params, body: { active: write.active } });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all });
      // The forms' pickers read the session's lists: they follow the change.
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
