import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { API, commonMessages } from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { closeTestApp, createTestApp } from './helpers.js';

let app: FastifyInstance;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'sitebook-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>SITEBOOK</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'app.js'), 'console.log(1)');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'chunk-abc123.js'), 'console.log("chunk")');
  writeFileSync(path.join(dist, 'assets', 'chunk-abc123.js.gz'), gzipSync('console.log("chunk")'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  app = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await closeTestApp(app);
  rmSync(dist, { recursive: true, force: true });
});

describe('built web app', () => {
  it('serves index.html at / without a token, under a strict CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>SITEBOOK</title>');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves assets, and answers 404 {message} for missing files', async () => {
    const js = await app.inject({ method: 'GET', url: '/app.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    const missing = await app.inject({ method: 'GET', url: '/nothing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: commonMessages.notFound });
  });

  it('sends the precompressed file the browser accepts, and caches only hashed chunks for good', async () => {
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/chunk-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/javascript/);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("chunk")');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ method: 'GET', url: '/assets/chunk-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("chunk")');
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve the build manifest', async () => {
    const res = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
  });

  it('does not count the web app files against the API rate limit', async () => {
    const limited = await createTestApp({
      webDist: dist,
      rateLimit: { globalPerMinute: 5, loginPerMinute: 5 },
    });
    onTestFinished(() => closeTestApp(limited));
    for (let i = 0; i < 12; i++) {
      const res = await limited.inject({ method: 'GET', url: i % 2 ? '/app.js' : '/' });
      expect(res.statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await limited.inject({ method: 'GET', url: API.health })).statusCode);
    expect(statuses).toContain(429);
  });

  it('keeps the API behind its token', async () => {
    const res = await app.inject({ method: 'GET', url: '/wfm-user/user/v1/user/userName/demoadmin' });
    expect(res.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: API.health })).statusCode).toBe(200);
  });

  it('publishes the OpenAPI document built from the zod schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([API.login, '/wfm-user/user/v1/user/userName/{username}']),
    );
    expect(doc.paths[API.login].post.requestBody.content['application/json'].schema.required).toEqual([
      'userName',
      'password',
    ]);
  });
});
