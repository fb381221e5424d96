import { commonMessages } from '@sitebook/contract';
import { badRequest } from './errors.js';

/** Text PostgreSQL cannot store: a NUL character anywhere in a string or a key. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/** The 400 answer for a JSON body holding a NUL character. */
export const nulRefusal = () => badRequest(commonMessages.nulCharacter);
