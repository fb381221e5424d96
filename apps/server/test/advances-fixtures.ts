import { API, apiPath } from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { auth, DEMO, login } from './helpers.js';

/** A 1×1 transparent PNG. */
export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface Caller {
  token: string;
  companyCode: string;
  apiKey: string;
}

/** Logs in and reads the company's code and apiKey (for the apikey / api_client_name headers). */
export async function caller(
  app: FastifyInstance,
  who: { userName: string; password: string },
): Promise<Caller> {
  const token = await login(app, who.userName, who.password);
  const user = (
    await app.inject({
      method: 'GET',
      url: apiPath(API.userByName, { username: who.userName }),
      headers: auth(token),
    })
  ).json() as { companyId: number };
  const company = (
    await app.inject({
      method: 'GET',
      url: apiPath(API.companyById, { companyId: String(user.companyId) }),
      headers: auth(token),
    })
  ).json() as { companyCode: string; apiKey: string };
  return { token, companyCode: company.companyCode, apiKey: company.apiKey };
}

/** A valid advance request body for DEMO01: Pending, at RST01, `overrides` on top. */
export const advanceRequestBody = (overrides: Record<string, unknown> = {}) => ({
  companyCode: 'DEMO01',
  siteCode: 'RST01',
  requestedAmount: 800,
  requestedByDate: '2026-06-01',
  status: 'Pending',
  requesterComments: 'Transport',
  documentIds: '',
  ...overrides,
});

export const keyHeaders = (c: Caller) => auth(c.token, { apikey: c.apiKey, api_client_name: c.companyCode });

export async function callers(app: FastifyInstance) {
  const [admin, siteLead, beta, portal] = await Promise.all([
    caller(app, DEMO.admin),
    caller(app, DEMO.siteLead),
    caller(app, DEMO.beta),
    login(app, DEMO.portal.userName, DEMO.portal.password),
  ]);
  return { admin, siteLead, beta, portal };
}

/** Uploads through a real multipart body. */
export async function uploadDocument(
  app: FastifyInstance,
  token: string,
  file: Buffer | string,
  fileName: string,
  fields: Record<string, string> = {},
  extraHeaders: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('document', new Blob([file]), fileName);
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: API.advanceDocumentUpload,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: auth(token, { 'content-type': encoded.headers.get('content-type') as string, ...extraHeaders }),
  });
}

/** A Pending advance request of DEMO01 at RST01 for `amount`, created through the API by `c`. */
export async function createPendingAdvance(app: FastifyInstance, c: Caller, amount: number) {
  const res = await app.inject({
    method: 'POST',
    url: API.advance,
    headers: auth(c.token),
    payload: {
      companyCode: 'DEMO01',
      siteCode: 'RST01',
      requestedAmount: amount,
      requestedByDate: '2026-12-01',
      status: 'Pending',
      requesterComments: '',
      documentIds: '',
    },
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as { advanceId: string; advanceRequestId: number };
}
