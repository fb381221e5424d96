import {
  apiPath,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  FILE_ANSWER,
  successOf,
} from '@sitebook/contract';
import {
  ApiError,
  type ApiResponse,
  apiDownload,
  apiRequest,
  type DownloadResult,
  messageOf,
  type RequestOptions,
} from './api-client';

/**
 * What a call may add to an endpoint's input: headers (the API key), an abort signal, no bearer
 * token (`auth: false`), the same call already sent by the page's first file (`sent`).
 */
export type CallOptions = Pick<RequestOptions, 'headers' | 'signal' | 'auth' | 'sent'>;

/** The URL of a call: the endpoint's path with its values, then its query (unset values left out). */
export function endpointUrl<E extends Endpoint>(definition: E, input: EndpointInput<E>): string {
  const path = input.params ? apiPath(definition.path, input.params) : definition.path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') query.append(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Sends one call of the contract's endpoint table and returns its answer whatever the status; a
 * success answer's body is parsed by the endpoint's schema (so a server that drifts from the
 * contract fails loudly here rather than as a wrong figure on screen). Throws NetworkError offline.
 */
export async function sendEndpoint<E extends Endpoint>(
  definition: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<ApiResponse<unknown>> {
  const success = successOf(definition);
  if (success.schema === FILE_ANSWER) throw new Error(`${definition.path} answers a file: download it`);
  const response = await apiRequest(endpointUrl(definition, input), {
    ...options,
    method: definition.method,
    body: input.body,
  });
  if (response.status !== success.status) return response;
  return { ...response, body: success.schema.parse(response.body) };
}

/**
 * Sends one call and resolves with its success answer, typed and parsed by the endpoint's schema;
 * throws ApiError (the status and the server's `{ message }`) on any other status.
 */
export async function callEndpointResponse<E extends Endpoint>(
  definition: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<ApiResponse<EndpointResult<E>>> {
  const response = await sendEndpoint(definition, input, options);
  const { status, body } = response;
  if (status !== successOf(definition).status) {
    throw new ApiError(status, messageOf(body) ?? `Request failed with status ${status}`, body);
  }
  return response as ApiResponse<EndpointResult<E>>;
}

/** Like callEndpointResponse, the body only. */
export async function callEndpoint<E extends Endpoint>(
  definition: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResult<E>> {
  return (await callEndpointResponse(definition, input, options)).body;
}

/** Fetches an endpoint's file answer (an export, a voucher) with the bearer token; see apiDownload. */
export function downloadEndpoint<E extends Endpoint>(
  definition: E,
  input: EndpointInput<E>,
  options: Pick<CallOptions, 'headers'> = {},
): Promise<DownloadResult> {
  return apiDownload(endpointUrl(definition, input), options);
}
