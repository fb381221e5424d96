import { type LoginRequest, type LoginResponse, postLogin, successOf } from '@sitebook/contract';
import type { ApiResponse } from '../../../lib/api-client';
import { sendEndpoint } from '../../../lib/endpoint-client';

/**
 * POST the credentials. Resolves with the status and the body whatever the status (a success's
 * parsed by the contract); throws NetworkError offline.
 */
export function login(credentials: LoginRequest): Promise<ApiResponse<unknown>> {
  return sendEndpoint(postLogin, { body: credentials }, { auth: false });
}

/** The tokens of a sign-in's answer, or null when it was refused. */
export function tokensOf({ status, body }: ApiResponse<unknown>): LoginResponse | null {
  return status === successOf(postLogin).status ? (body as LoginResponse) : null;
}
