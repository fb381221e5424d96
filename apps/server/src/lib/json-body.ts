import { unstorableText } from '@sitebook/contract';
import { type AppError, badRequest } from './errors.js';

/**
 * The message for the first text PostgreSQL cannot store in a value — a NUL character or an
 * unpaired surrogate, in any string or key — or undefined. The contract's `safeString`
 * refuses the same in every schema; this guards what no schema reads before the database (a JSON
 * body as a whole, a multipart upload's fields, query strings and path parameters).
 */
export function unstorableIn(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return unstorableText(value);
  if (depth > 64 || value === null || typeof value !== 'object') return undefined;
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const found = unstorableText(key) ?? unstorableIn(item, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The 400 answer for a value holding such text, or undefined when it holds none. */
export function unstorableRefusal(value: unknown): AppError | undefined {
  const message = unstorableIn(value);
  return message === undefined ? undefined : badRequest(message);
}
