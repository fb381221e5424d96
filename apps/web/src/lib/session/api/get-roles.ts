import { API, apiPath, commonMessages, type Role, rolesResponseSchema } from '@sitebook/contract';
import { ApiError, apiCall } from '../../api-client';

/** The user's role: the first role record. */
export async function getRole(userId: number): Promise<Role> {
  const roles = rolesResponseSchema.parse(await apiCall(apiPath(API.rolesForUser, { userId })));
  const first = roles[0];
  if (!first) throw new ApiError(404, commonMessages.noRole);
  return first;
}
