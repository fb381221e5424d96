import { randomBytes } from 'node:crypto';
import { API, commonMessages } from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp, createTestApp, DEMO } from './helpers.js';
import { redisAnswers, testRedisUrl } from './redis.js';

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

const redisUp = await redisAnswers();
if (!redisUp)
  console.warn(`limits.spec: Redis does not answer at ${testRedisUrl}; the shared counters case is skipped`);

// Two apps (as two processes would) with REDIS_URL count in the same keys.
describe.skipIf(!redisUp)(
  `per-IP rate limits with REDIS_URL${redisUp ? '' : ` (skipped: Redis does not answer at ${testRedisUrl})`}`,
  () => {
    let first: FastifyInstance;
    let second: FastifyInstance;
    beforeAll(async () => {
      const shared = {
        redisUrl: testRedisUrl,
        redisKeyPrefix: `sitebook-test-${randomBytes(6).toString('hex')}-`,
        rateLimit: { globalPerMinute: 10, loginPerMinute: 3 },
      };
      [first, second] = await Promise.all([createTestApp(shared), createTestApp(shared)]);
    });
    afterAll(async () => {
      await Promise.all([closeTestApp(first), closeTestApp(second)]);
    });

    it('counts the sign-ins of both apps against one limit', async () => {
      const attempt = (instance: FastifyInstance) =>
        instance.inject({ method: 'POST', url: API.login, payload: DEMO.admin, remoteAddress: '10.0.1.1' });
      for (const instance of [first, second, first]) expect((await attempt(instance)).statusCode).toBe(202);
      const limited = await attempt(second);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: commonMessages.rateLimited });
    });

    it('counts the calls of both apps against one limit', async () => {
      const call = (instance: FastifyInstance) =>
        instance.inject({ method: 'GET', url: API.health, remoteAddress: '10.0.1.9' });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await call(i % 2 === 0 ? first : second)).statusCode);
      expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    });
  },
);
