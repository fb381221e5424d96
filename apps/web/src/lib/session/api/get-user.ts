import { API, apiPath, type User, userSchema } from '@sitebook/contract';
import { apiCall } from '../../api-client';

export async function getUser(userName: string): Promise<User> {
  const body = await apiCall(apiPath(API.userByName, { username: userName }));
  return userSchema.parse(body);
}
