import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer (helmet): a content security policy the web app works under,
 * nosniff, frame-ancestors none and helmet's other defaults. The helmet middleware is built once
 * here; @fastify/helmet rebuilt it (parsing the whole policy) on every request.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
