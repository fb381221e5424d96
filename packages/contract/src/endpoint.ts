import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A success answer that is a file or a page (an export, a template, a PDF), not JSON. */
export const FILE_ANSWER = 'file' as const;

/**
 * One call of the API: its method and route pattern, the schemas of what it takes and the answer it
 * gives on success (`responses`: one status, 202 for most calls as the spec has it; a call that can also
 * answer a file lists that too).
 * The server's route schemas, the OpenAPI document and the web's typed client are all made from it;
 * refusals are always `{ message }` (errorBodySchema).
 */
export interface Endpoint {
  method: Method;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is a multipart form (an upload), read by the route itself. */
  upload?: true;
  responses: { [status: number]: z.ZodType | typeof FILE_ANSWER };
}

/** Declares an endpoint, keeping its literal types (so callers get its exact schemas). */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type AnswerStatus<E extends Endpoint> = keyof E['responses'] & number;

/** The status of an endpoint's JSON success answer (e.g. 202); never for a call answering only a file. */
type JsonStatus<E extends Endpoint> = {
  [S in AnswerStatus<E>]: E['responses'][S] extends z.ZodType ? S : never;
}[AnswerStatus<E>];

/** The body of an endpoint's JSON success answer, as its schema parses it (a file is downloaded instead). */
export type EndpointResult<E extends Endpoint> = [JsonStatus<E>] extends [never]
  ? never
  : z.output<Extract<E['responses'][Extract<JsonStatus<E>, AnswerStatus<E>>], z.ZodType>>;

type PathValues<S> = S extends z.ZodType ? { [K in keyof z.output<S>]: string | number } : never;

/** What a caller supplies: the path's values, the query and the body, each only when the endpoint has it. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: PathValues<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType
    ? { body: z.input<E['body']> }
    : E['upload'] extends true
      ? { body: FormData }
      : { body?: never });

/**
 * The success status and schema of an endpoint: its JSON answer, or its file answer when it has
 * none (a call answering either, as the vendor ledger with `format=`, is read as JSON here).
 */
export function successOf(definition: Endpoint): { status: number; schema: z.ZodType | typeof FILE_ANSWER } {
  const answers = Object.entries(definition.responses);
  const [status, schema] = answers.find(([, answer]) => answer !== FILE_ANSWER) ?? answers[0] ?? [];
  if (status === undefined || schema === undefined) throw new Error(`${definition.path} has no answer`);
  return { status: Number(status), schema };
}
