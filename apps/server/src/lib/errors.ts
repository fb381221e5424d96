import { commonMessages } from '@sitebook/contract';

/** A refusal with an HTTP status and a human message; the error handler answers `{ message }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries (e.g. Retry-After on a 429). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

export const badRequest = (message: string = commonMessages.invalidRequest) => new AppError(400, message);
export const unauthorized = (message: string = commonMessages.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = commonMessages.forbiddenCompany) => new AppError(403, message);
export const notFound = (message: string = commonMessages.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string = commonMessages.rateLimited) => new AppError(429, message);

/**
 * Is `error` (or an error it wraps, as drizzle wraps the driver's) PostgreSQL's unique violation
 * (23505) of `constraint`? PGlite and node-postgres both report the code and the constraint name.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const {
      code,
      constraint: name,
      message,
    } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (
      code === '23505' &&
      (name === constraint || (typeof message === 'string' && message.includes(constraint)))
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
