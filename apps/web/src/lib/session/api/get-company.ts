import { API, apiPath, type Company, companySchema } from '@sitebook/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api-client';

export async function getCompany(companyId: number): Promise<Company> {
  return companySchema.parse(await apiCall(apiPath(API.companyById, { companyId })));
}

export const companyQuery = (companyId: number) =>
  queryOptions({ queryKey: ['session', 'company', companyId], queryFn: () => getCompany(companyId) });
