import { API, type LoginRequest, type LoginResponse, loginResponseSchema } from '@sitebook/contract';
import { type ApiResponse, apiRequest } from '../../../lib/api-client';

/** POST the credentials. Resolves with the status and body whatever the status; throws NetworkError offline. */
export async function login(credentials: LoginRequest): Promise<ApiResponse<unknown>> {
  return apiRequest(API.login, { method: 'POST', body: credentials, auth: false });
}

export function parseLoginResponse(body: unknown): LoginResponse | null {
  const parsed = loginResponseSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
