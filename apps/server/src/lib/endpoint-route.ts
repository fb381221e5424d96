import { type Endpoint, FILE_ANSWER } from '@sitebook/contract';

type JsonAnswers<R> = { [S in keyof R as R[S] extends typeof FILE_ANSWER ? never : S]: R[S] };

/** The Fastify route schema of an endpoint (a file answer is streamed, so it has no response schema). */
interface RouteSchema<E extends Endpoint> {
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: JsonAnswers<E['responses']>;
}

/**
 * The method, URL and schemas of a route, from the contract's endpoint: spread into `app.route` with
 * the route's config and handler, so a route cannot drift from what the web client and the OpenAPI
 * document say of it.
 */
export function routeOf<const E extends Endpoint>(
  definition: E,
): { method: E['method']; url: string; schema: RouteSchema<E> } {
  const schema: Record<string, unknown> = {};
  if (definition.params) schema.params = definition.params;
  if (definition.query) schema.querystring = definition.query;
  if (definition.body) schema.body = definition.body;
  const response = Object.fromEntries(
    Object.entries(definition.responses).filter(([, answer]) => answer !== FILE_ANSWER),
  );
  if (Object.keys(response).length > 0) schema.response = response;
  return { method: definition.method, url: definition.path, schema: schema as unknown as RouteSchema<E> };
}
