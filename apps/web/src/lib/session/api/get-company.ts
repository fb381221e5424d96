import { API, apiPath, type Company, companySchema } from '@sitebook/contract';
import { apiCall } from '../../api-client';

export async function getCompany(companyId: number): Promise<Company> {
  return companySchema.parse(await apiCall(apiPath(API.companyById, { companyId })));
}
