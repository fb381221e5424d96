import { API, apiPath, type Role, rolesResponseSchema } from '@sitebook/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../api-client';

/** The user's role: the first role record. */
export async function getRole(userId: number): Promise<Role> {
  const roles = rolesResponseSchema.parse(await apiCall(apiPath(API.rolesForUser, { userId })));
  const first = roles[0];
  if (!first) throw new ApiError(404, 'No role is assigned to this user.');
  return first;
}

export const roleQuery = (userId: number) =>
  queryOptions({ queryKey: ['session', 'role', userId], queryFn: () => getRole(userId) });
