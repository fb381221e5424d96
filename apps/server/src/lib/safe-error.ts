/**
 * What a log line may hold of an error: every logged error (the error handler's, the health
 * check's, pino's serializer) goes through safeError, so no SQL, parameter or request data reaches a log.
 */

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
export function causeChain(error: unknown): ErrorLike[] {
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
