import { commonMessages, getRolesForUser, type Role } from '@sitebook/contract';
import { ApiError } from '../../api-client';
import { callEndpoint } from '../../endpoint-client';

/** The user's role: the first role record. */
export async function getRole(userId: number): Promise<Role> {
  const [first] = await callEndpoint(getRolesForUser, { params: { userId } });
  if (!first) throw new ApiError(404, commonMessages.noRole);
  return first;
}
