import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One access-log line per request (`request`: method, path, status, ms and the request id), instead
 * of Fastify's two ("incoming request" and "request completed"); its other lines (errors, stream
 * errors, a route not found) are kept.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
