// The API's errors and their messages, apart from the calls (api-client.ts) so the login screen,
// which loads first, takes them without the calls' table of every API path.

/** A non-success answer from the server: its status and `{ message }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The request never got an answer (offline, DNS, connection refused, aborted). */
export class NetworkError extends Error {
  constructor(message = 'Network request failed', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

/** The `message` of an error body, if it has one. */
export function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

/** The refusal's `{ message }` for a dialog, else `fallback` (no answer came, or it said nothing). */
export const errorText = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? (messageOf(error.body) ?? error.message ?? fallback) : fallback;
