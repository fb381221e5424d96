import {
  API,
  ATTRIBUTE,
  type AttributeItem,
  apiPath,
  attributeListSchema,
  BUSINESS_COMPANY_LISTS,
  BUSINESS_LISTS,
  type Company,
  countryList,
  GLOBAL_TENANT,
  HEADERS,
  isCompanyAttribute,
  PORTAL_ADMIN_LISTS,
  PORTAL_ADMIN_ROLE,
} from '@sitebook/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../api-client';

export type ReferenceLists = Record<string, AttributeItem[]>;

/** The list names a role loads (the contract's attributes.ts). */
export function listNamesForRole(roleName: string, country: string): string[] {
  if (roleName === PORTAL_ADMIN_ROLE) return [...PORTAL_ADMIN_LISTS];
  return [...BUSINESS_LISTS, ...BUSINESS_COMPANY_LISTS, countryList(ATTRIBUTE.statePrefix, country)];
}

/** One onetime-attribute list. Company lists go to the company tenant with its key headers. */
export async function getList(
  name: string,
  company: Pick<Company, 'companyCode' | 'apiKey'>,
): Promise<AttributeItem[]> {
  const own = isCompanyAttribute(name);
  const path = apiPath(API.onetimeAttribute, {
    tenant: own ? company.companyCode : GLOBAL_TENANT,
    attributeName: name,
  });
  const headers = own
    ? { [HEADERS.apiKey]: company.apiKey, [HEADERS.clientName]: company.companyCode }
    : undefined;
  const { status, body } = await apiRequest(path, { headers });
  // A list that does not exist yields no options rather than a broken session.
  if (status === 404) return [];
  if (status !== 202) throw new ApiError(status, `Could not load the list ${name}`, body);
  return attributeListSchema.parse(body);
}

export async function getLists(
  roleName: string,
  company: Pick<Company, 'companyCode' | 'apiKey' | 'country'>,
): Promise<ReferenceLists> {
  const names = listNamesForRole(roleName, company.country);
  const values = await Promise.all(names.map((name) => getList(name, company)));
  return Object.fromEntries(names.map((name, i) => [name, values[i] ?? []]));
}

export const listsQuery = (roleName: string, company: Company) =>
  queryOptions({
    queryKey: ['session', 'lists', roleName, company.companyCode, company.country],
    queryFn: () => getLists(roleName, company),
  });
