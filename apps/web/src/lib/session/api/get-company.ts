import { type Company, getCompanyById } from '@sitebook/contract';
import { callEndpoint } from '../../endpoint-client';

export function getCompany(companyId: number): Promise<Company> {
  return callEndpoint(getCompanyById, { params: { companyId } });
}
