import {
  type AttributeItem,
  type Company,
  GLOBAL_TENANT,
  getOnetimeAttribute,
  HEADERS,
  isCompanyAttribute,
  listNamesForRole,
  successOf,
} from '@sitebook/contract';
import { ApiError } from '../../api-client';
import { sendEndpoint } from '../../endpoint-client';

export type ReferenceLists = Record<string, AttributeItem[]>;

/** One onetime-attribute list. Company lists go to the company tenant with its key headers. */
export async function getList(
  name: string,
  company: Pick<Company, 'companyCode' | 'apiKey'>,
): Promise<AttributeItem[]> {
  const own = isCompanyAttribute(name);
  const headers = own
    ? { [HEADERS.apiKey]: company.apiKey, [HEADERS.clientName]: company.companyCode }
    : undefined;
  const { status, body } = await sendEndpoint(
    getOnetimeAttribute,
    { params: { tenant: own ? company.companyCode : GLOBAL_TENANT, attributeName: name } },
    { headers },
  );
  // A list that does not exist yields no options rather than a broken session.
  if (status === 404) return [];
  if (status !== successOf(getOnetimeAttribute).status) {
    throw new ApiError(status, `Could not load the list ${name}`, body);
  }
  return body as AttributeItem[];
}

export async function getLists(
  roleName: string,
  company: Pick<Company, 'companyCode' | 'apiKey' | 'country'>,
): Promise<ReferenceLists> {
  const names = listNamesForRole(roleName, company.country);
  const values = await Promise.all(names.map((name) => getList(name, company)));
  return Object.fromEntries(names.map((name, i) => [name, values[i] ?? []]));
}
