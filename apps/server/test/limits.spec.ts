import { API, commonMessages } from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp, createTestApp, DEMO } from './helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ rateLimit: { globalPerMinute: 40, loginPerMinute: 3 } });
});
afterAll(() => closeTestApp(app));

describe('per-IP rate limits', () => {
  it('limits login attempts per IP with 429 {message}', async () => {
    const attempt = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: API.login, payload: DEMO.admin, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(202);
    const limited = await attempt('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: commonMessages.rateLimited });
    // Another address is not affected.
    expect((await attempt('10.0.0.2')).statusCode).toBe(202);
  });

  it('limits all requests per IP with 429 {message}', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 45; i++) {
      statuses.push(
        (await app.inject({ method: 'GET', url: API.health, remoteAddress: '10.0.0.9' })).statusCode,
      );
    }
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    const res = await app.inject({ method: 'GET', url: API.health, remoteAddress: '10.0.0.9' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: commonMessages.rateLimited });
  });
});
