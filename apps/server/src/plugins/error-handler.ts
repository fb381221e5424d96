import { API, commonMessages } from '@sitebook/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isAppError } from '../lib/errors.js';

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

/** What an error log line may hold of an error (a failed query logged its SQL and parameters). */
export interface SafeError {
  type: string;
  /** A SQLSTATE (e.g. '22008') or a Node/Fastify code (e.g. 'ECONNREFUSED'). */
  code?: string;
  message: string;
  /** Schema names PostgreSQL reports: they name a table or constraint, never a value. */
  table?: string;
  column?: string;
  constraint?: string;
  /** The stack's frames only (its first lines repeat the message). */
  stack?: string;
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  severity?: unknown;
  query?: unknown;
  params?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

const asText = (value: unknown) => (typeof value === 'string' && value.length <= 100 ? value : undefined);

/** The error and its causes, outermost first (at most 5). */
function causeChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let e = error; e && typeof e === 'object' && chain.length < 5; e = (e as ErrorLike).cause) {
    chain.push(e as ErrorLike);
  }
  return chain;
}

/** A database error: drizzle's DrizzleQueryError (`query`, `params`) or a driver error (SQLSTATE, severity). */
const isDatabaseError = (e: ErrorLike) =>
  'query' in e ||
  'params' in e ||
  (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e);

/** A JSON parse error's message quotes the body it could not read. */
const quotesInput = (e: ErrorLike) => e.name === 'SyntaxError';

/**
 * The `at` lines of a stack, after its message (which may span lines and hold anything, including
 * text that looks like a frame); none when the message cannot be found in it.
 */
function stackFrames(stack: unknown, message: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const text = typeof message === 'string' ? message : '';
  const at = text ? stack.indexOf(text) : 0;
  if (at < 0) return undefined;
  const frames = stack
    .slice(at + text.length)
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 15);
  return frames.length > 0 ? frames.join('\n') : undefined;
}

/**
 * An error as a log line may hold it: its class, code and a message that carries no request data.
 * A database error (anywhere in the cause chain) is logged without its message, query text,
 * parameters or detail — those hold names, phones, e-mails, whole bulk batches — only its SQLSTATE
 * and the table, column or constraint it names. Other messages are cut to their first line.
 */
export function safeError(error: unknown): SafeError {
  const chain = causeChain(error);
  const outer = (chain[0] ?? {}) as ErrorLike & { message?: unknown; stack?: unknown };
  const type =
    (error as object | null)?.constructor?.name && (error as object).constructor !== Object
      ? (error as object).constructor.name
      : (asText(outer.name) ?? typeof error);
  const database = chain.find(isDatabaseError);
  const stack = stackFrames(outer.stack, outer.message);
  if (database) {
    const withCode = chain.find((e) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code));
    const code = asText(withCode?.code);
    return {
      type,
      ...(code ? { code } : {}),
      message: code ? `database error ${code}` : 'database error',
      ...(asText(withCode?.table) ? { table: asText(withCode?.table) } : {}),
      ...(asText(withCode?.column) ? { column: asText(withCode?.column) } : {}),
      ...(asText(withCode?.constraint) ? { constraint: asText(withCode?.constraint) } : {}),
      ...(stack ? { stack } : {}),
    };
  }
  const code = asText(chain.map((e) => e.code).find((c) => typeof c === 'string'));
  const message = chain.some(quotesInput)
    ? 'input could not be read'
    : ((typeof outer.message === 'string' ? outer.message : String(error)).split('\n')[0]?.slice(0, 200) ??
      '');
  return { type, ...(code ? { code } : {}), message, ...(stack ? { stack } : {}) };
}

/** pino's `err` serializer: every logged error goes through safeError (objects already made safe pass). */
type SerializedError = SafeError & { stack: string; [key: string]: unknown };
export function safeErrorSerializer(value: Error): SerializedError {
  if (!(value instanceof Error)) return value as unknown as SerializedError;
  const safe = safeError(value);
  return { ...safe, stack: safe.stack ?? '' };
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
