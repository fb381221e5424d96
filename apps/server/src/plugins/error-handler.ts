import { API, commonMessages } from '@sitebook/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isAppError } from '../lib/errors.js';
import { causeChain, safeError } from '../lib/safe-error.js';

const BAD_REQUEST_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_EMPTY_TYPE',
  'FST_ERR_CTP_INVALID_TYPE',
  'FST_ERR_VALIDATION',
]);

/** PostgreSQL's numeric_value_out_of_range. */
const NUMERIC_OUT_OF_RANGE = '22003';

/**
 * Refused sign-ins and refused calls (401, 403, 429, and the tenant-scoped 404s) are logged with the
 * request id (pino adds reqId to request.log), the route and the caller — never the body.
 */
function logRefusal(request: FastifyRequest, statusCode: number, reason: string): void {
  if (statusCode < 400 || statusCode >= 500) return;
  const entry = {
    statusCode,
    reason,
    route: request.routeOptions.url,
    user: request.auth?.userName,
    company: request.auth?.companyCode,
  };
  if (request.routeOptions.url === API.login) {
    const userName = (request.body as { userName?: unknown } | undefined)?.userName;
    request.log.warn(
      { ...entry, userName: typeof userName === 'string' ? userName.slice(0, 100) : undefined },
      'sign-in refused',
    );
  } else if (statusCode === 401 || statusCode === 403 || statusCode === 404 || statusCode === 429) {
    request.log.warn(entry, 'call refused');
  } else {
    request.log.info(entry, 'call refused');
  }
}

/**
 * Every error becomes `{ message }` with the right status; never a stack trace. Validation errors
 * answer the FIRST issue's message, so the contract's exact texts reach the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ message: commonMessages.notFound });
  });

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (isAppError(error)) {
      logRefusal(request, error.statusCode, error.message);
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: error.validation[0]?.message ?? commonMessages.invalidRequest });
    }
    if (error instanceof ZodError) {
      return reply.code(400).send({ message: error.issues[0]?.message ?? commonMessages.invalidRequest });
    }
    if (!isResponseSerializationError(error)) {
      const { code, statusCode } = error as FastifyError;
      if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || statusCode === 413) {
        return reply.code(413).send({ message: commonMessages.tooLarge });
      }
      if (statusCode === 429) {
        logRefusal(request, 429, commonMessages.rateLimited);
        return reply.code(429).send({ message: commonMessages.rateLimited });
      }
      if ((code && BAD_REQUEST_CODES.has(code)) || statusCode === 400 || statusCode === 415) {
        return reply.code(400).send({ message: commonMessages.invalidRequest });
      }
      if (statusCode === 404) {
        return reply.code(404).send({ message: commonMessages.notFound });
      }
      if (statusCode && statusCode >= 400 && statusCode < 500) {
        return reply.code(statusCode).send({ message: commonMessages.invalidRequest });
      }
    }
    // A sum past what its numeric column holds (22003; e.g. a vendor's balance past
    // 999,999,999,999.99) is the request's doing, refused like any other amount out of range.
    if (causeChain(error).some((e) => e.code === NUMERIC_OUT_OF_RANGE)) {
      request.log.warn({ err: safeError(error), route: request.routeOptions.url }, 'total out of range');
      logRefusal(request, 400, commonMessages.totalTooLarge);
      return reply.code(400).send({ message: commonMessages.totalTooLarge });
    }
    // Never the error itself: its message and fields may carry the query and its parameters.
    request.log.error(
      { err: safeError(error), method: request.method, route: request.routeOptions.url },
      'unexpected error',
    );
    return reply.code(500).send({ message: commonMessages.serverError });
  });
}
