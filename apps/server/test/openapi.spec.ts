import { createConfig, lintFromString } from '@redocly/openapi-core';
import { API, ENDPOINTS, successOf } from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeTestApp, createTestApp } from './helpers.js';

/**
 * GET /openapi.json, as an integrator would read it: it passes Redocly's recommended rules (each
 * operation named and summarised, the bearer token declared, the refusals described, a 2xx answer
 * for every call), and names each operation after its path in the contract's API table.
 */

let app: FastifyInstance;
let document: {
  paths: Record<string, Record<string, { operationId: string; security?: unknown[]; responses: object }>>;
  security: unknown[];
};

beforeAll(async () => {
  app = await createTestApp();
  const response = await app.inject({ method: 'GET', url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => closeTestApp(app));

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('holds every call of the API table once, each with its own operation name', () => {
    const ids = operations().map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const documented = new Set(Object.keys(document.paths));
    const missing = Object.values(API)
      .map((path) => path.replace(/:([A-Za-z]+)/g, '{$1}'))
      .filter((path) => !documented.has(path));
    expect(missing).toEqual([]);
    expect(document.paths[API.adminUsers.replace(/:([A-Za-z]+)/g, '{$1}')]?.get?.operationId).toBe(
      'getAdminUsers',
    );
  });

  it('asks for the bearer token everywhere but on the public calls, which need none', () => {
    expect(document.security).toEqual([{ bearerToken: [] }]);
    expect(document.paths[API.login]?.post?.security).toEqual([]);
    expect(document.paths[API.health]?.get?.security).toEqual([]);
    expect(document.paths[API.adminUsers]?.get?.security).toBeUndefined();
    const answers = Object.keys(document.paths[API.adminUsers]?.get?.responses ?? {});
    expect(answers).toEqual(expect.arrayContaining(['400', '401', '403', '404', '429']));
    expect(answers.some((status) => status.startsWith('2'))).toBe(true);
    expect(Object.keys(document.paths[API.login]?.post?.responses ?? {})).not.toContain('401');
  });

  it("documents each endpoint of the contract's table under its name, method, path and success status", () => {
    const entries = Object.entries(ENDPOINTS);
    // Every route is made from its endpoint: the document holds the table's operations and no other.
    expect(
      operations()
        .map((o) => o.operation.operationId)
        .sort(),
    ).toEqual(entries.map(([name]) => name).sort());
    for (const [name, endpoint] of entries) {
      const operation =
        document.paths[endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, name).toBe(name);
      expect(Object.keys(operation?.responses ?? {}), name).toContain(String(successOf(endpoint).status));
    }
  });
});
