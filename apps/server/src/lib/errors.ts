import { commonMessages } from '@sitebook/contract';

/** A refusal with an HTTP status and a human message; the error handler answers `{ message }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
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
