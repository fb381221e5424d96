import { getUserByName, type User } from '@sitebook/contract';
import { callEndpoint } from '../../endpoint-client';

export function getUser(userName: string): Promise<User> {
  return callEndpoint(getUserByName, { params: { username: userName } });
}
