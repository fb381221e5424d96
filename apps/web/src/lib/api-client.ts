import { HEADERS, isIdempotentWrite, SUCCESS_STATUS } from '@sitebook/contract';
import { ApiError, messageOf, NetworkError } from './api-errors';
import { clearSession, getSession } from './session-store';

export { ApiError, messageOf, NetworkError };

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  /** The answer's headers (e.g. a list page's total count). */
  headers?: Headers;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON-serialised unless it is FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the bearer token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  /**
   * The answer of this same call, already on its way: the page sent it before this code had loaded
   * (early-session.ts). It is read instead of sending the call again.
   */
  sent?: Promise<Response>;
}

/** A fresh Idempotency-Key (a random UUID). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

/** Where a 401 sends the user: the login screen. */
function returnToLogin() {
  clearSession();
  if (typeof window !== 'undefined' && window.location.hash !== '#/' && window.location.hash !== '') {
    window.location.hash = '#/';
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || /^[[{"]/.test(text.trim())) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Sends one call and returns its status and parsed body, whatever the status.
 * Throws NetworkError when no answer arrives. Any 401 clears the session and returns to login.
 */
export async function apiRequest<T = unknown>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const { method = 'GET', body, auth = true, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // A money write carries one Idempotency-Key per call (one per submit), and the
  // call is sent once more with the same key when no answer came: the server does the work once.
  const idempotent = isIdempotentWrite(method, path);
  if (idempotent) headers[HEADERS.idempotencyKey] ??= newIdempotencyKey();
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (auth) {
    const session = getSession();
    if (session) headers[HEADERS.authorization] = `Bearer ${session.jwt}`;
  }
  let response: Response;
  try {
    response = await (options.sent ?? fetch(path, { method, headers, body: payload, signal }));
  } catch (cause) {
    if (!idempotent || signal?.aborted) throw new NetworkError(undefined, { cause });
    try {
      response = await fetch(path, { method, headers, body: payload, signal });
    } catch (again) {
      throw new NetworkError(undefined, { cause: again });
    }
  }
  const parsed = await readBody(response);
  if (response.status === 401) returnToLogin();
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/**
 * Like apiRequest, but resolves with the body only on the expected status (202 unless told)
 * and throws ApiError otherwise. For queries and mutations that treat every refusal alike.
 */
export async function apiCall<T = unknown>(
  path: string,
  options: RequestOptions & { expect?: number } = {},
): Promise<T> {
  return (await apiCallResponse<T>(path, options)).body;
}

/** Like apiCall, but resolves with the whole answer (status, body and headers). */
export async function apiCallResponse<T = unknown>(
  path: string,
  options: RequestOptions & { expect?: number } = {},
): Promise<ApiResponse<T>> {
  const { expect = SUCCESS_STATUS, ...rest } = options;
  const response = await apiRequest<T>(path, rest);
  const { status, body } = response;
  if (status !== expect) {
    throw new ApiError(status, messageOf(body) ?? `Request failed with status ${status}`, body);
  }
  return response;
}

export interface DownloadResult {
  status: number;
  /** The file, on success. */
  blob?: Blob;
  /** From Content-Disposition, when the server names the file. */
  fileName?: string;
  /** The `{ message }` of a refusal. */
  body?: unknown;
}

/**
 * Fetches a file with the bearer token (downloads need it like every other call). Resolves with
 * the blob on 200, else with the status and parsed error body. Throws NetworkError offline.
 */
export async function apiDownload(path: string, options: { headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  const session = getSession();
  if (session) headers[HEADERS.authorization] = `Bearer ${session.jwt}`;
  let response: Response;
  try {
    response = await fetch(path, { method: 'GET', headers });
  } catch (cause) {
    throw new NetworkError(undefined, { cause });
  }
  if (response.status === 401) returnToLogin();
  if (response.status !== 200) return { status: response.status, body: await readBody(response) };
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  const fileName = match?.[1] ? decodeURIComponent(match[1]) : undefined;
  return { status: 200, blob: await response.blob(), fileName } satisfies DownloadResult;
}
