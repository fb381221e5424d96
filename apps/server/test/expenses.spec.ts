import {
  API,
  apiPath,
  commonMessages,
  expenseCreateResponseSchema,
  expenseRecordSchema,
  advanceServerMessages as m,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Caller, callers, keyHeaders, PNG_1x1, uploadDocument } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';

let app: FastifyInstance;
let admin: Caller;
let siteLead: Caller;
let beta: Caller;
let portal: string;
/** Seeded DEMO01 advances by code. */
let ids: Record<string, number>;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead, beta, portal } = await callers(app));
  const rows = (
    await app.inject({
      method: 'GET',
      url: apiPath(API.advancesForCompany, { companyCode: 'DEMO01' }),
      headers: auth(admin.token),
    })
  ).json() as { advanceId: string; advanceRequestId: number }[];
  ids = Object.fromEntries(rows.map((r) => [r.advanceId, r.advanceRequestId]));
});
afterAll(async () => closeTestApp(app));

const listUrl = (advanceRequestId: number, companyCode = 'DEMO01') =>
  apiPath(API.expensesForAdvance, { companyCode, advanceRequestId: String(advanceRequestId) });
const list = async (advanceRequestId: number, c: Caller = admin) => {
  const res = await app.inject({
    method: 'GET',
    url: listUrl(advanceRequestId, c.companyCode),
    headers: keyHeaders(c),
  });
  expect(res.statusCode).toBe(202);
  return z.array(expenseRecordSchema.strict()).parse(res.json());
};
const body = (advanceRequestId: number, overrides: Record<string, unknown> = {}) => ({
  companyCode: 'DEMO01',
  advanceRequestId,
  expenseType: 'Fuel',
  expenseAmount: 640.25,
  expenseDate: '2026-06-02',
  remarks: 'Diesel for the mixer',
  documentIds: '',
  ...overrides,
});
const add = (payload: Record<string, unknown>, c: Caller = admin) =>
  app.inject({ method: 'POST', url: API.expense, payload, headers: auth(c.token) });

describe('GET expenses of an advance', () => {
  it('answers the seeded expenses of ADV00001 with type, amount, date, remarks, documents', async () => {
    const rows = await list(ids.ADV00001 as number);
    expect(rows.map((r) => [r.expenseType, r.expenseAmount])).toEqual([
      ['Materials', 12500],
      ['Travel', 1800],
      ['Food', 950],
    ]);
    expect(rows[0]).toMatchObject({ expenseDate: '2026-04-05', remarks: 'Cement 50 bags', documentIds: '' });
  });

  it('an advance without expenses answers []', async () => {
    expect(await list(ids.ADV00002 as number)).toEqual([]);
  });

  it("another company's code → 403; another tenant's advance id → 404; wrong apikey → 403; portaladmin → 403", async () => {
    const other = await app.inject({
      method: 'GET',
      url: listUrl(ids.ADV00001 as number),
      headers: auth(beta.token),
    });
    expect(other.statusCode).toBe(403);
    const foreign = await app.inject({
      method: 'GET',
      url: listUrl(ids.ADV00001 as number, 'BETA01'),
      headers: auth(beta.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: m.notFound });
    const wrongKey = await app.inject({
      method: 'GET',
      url: listUrl(ids.ADV00001 as number),
      headers: auth(admin.token, { apikey: 'wrong', api_client_name: 'DEMO01' }),
    });
    expect(wrongKey.statusCode).toBe(403);
    const p = await app.inject({
      method: 'GET',
      url: listUrl(ids.ADV00001 as number),
      headers: auth(portal),
    });
    expect(p.statusCode).toBe(403);
    expect(p.json()).toEqual({ message: commonMessages.forbiddenModule });
  });
});

describe('POST expense', () => {
  it('records an expense on an Approved advance: 202 {expenseId, message}; the list shows it', async () => {
    const advanceRequestId = ids.ADV00006 as number;
    const res = await add(body(advanceRequestId), siteLead);
    expect(res.statusCode).toBe(202);
    const answer = expenseCreateResponseSchema.strict().parse(res.json());
    expect(answer.message).toBe(m.expenseCreated('ADV00006'));
    expect(await list(advanceRequestId)).toEqual([
      {
        expenseId: answer.expenseId,
        expenseType: 'Fuel',
        expenseAmount: 640.25,
        expenseDate: '2026-06-02',
        remarks: 'Diesel for the mixer',
        documentIds: '',
        createdBy: 'sitelead',
        createdDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedBy: null,
        updatedDate: null,
      },
    ]);
  });

  it('with a receipt photo uploaded as an expense document', async () => {
    const doc = await uploadDocument(app, siteLead.token, PNG_1x1, 'receipt.png', {
      documentKind: 'expense',
    });
    expect(doc.statusCode).toBe(202);
    const res = await add(body(ids.ADV00008 as number, { documentIds: doc.json().documentIds }), siteLead);
    expect(res.statusCode).toBe(202);
    const rows = await list(ids.ADV00008 as number);
    expect(rows.at(-1)?.documentIds).toBe(doc.json().documentIds);
  });

  it.each([
    ['Pending', 'ADV00002'],
    ['Rejected', 'ADV00004'],
    ['Settled', 'ADV00005'],
  ])('on a %s advance → 400', async (_status, code) => {
    const res = await add(body(ids[code] as number));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: m.expenseOnlyApproved });
  });

  it('an expense type outside expense.otherExpenses → 400; amount 0 or negative → 400', async () => {
    const id = ids.ADV00001 as number;
    const type = await add(body(id, { expenseType: 'Party' }));
    expect(type.statusCode).toBe(400);
    expect(type.json()).toEqual({ message: m.expenseTypeNotInList });
    expect((await add(body(id, { expenseAmount: 0 }))).statusCode).toBe(400);
    expect((await add(body(id, { expenseAmount: -5 }))).statusCode).toBe(400);
    expect((await add(body(id, { expenseDate: '2026-13-01' }))).statusCode).toBe(400);
  });

  it("another tenant's advance → 404; another company's code → 403; a foreign document → 400; portaladmin → 403", async () => {
    const betaRows = (
      await app.inject({
        method: 'GET',
        url: apiPath(API.advancesForCompany, { companyCode: 'BETA01' }),
        headers: auth(beta.token),
      })
    ).json() as { advanceRequestId: number; status: string }[];
    const betaApproved = betaRows.find((r) => r.status === 'Approved')?.advanceRequestId as number;
    const foreign = await add(body(betaApproved));
    expect(foreign.statusCode).toBe(404);
    expect((await add(body(ids.ADV00001 as number), beta)).statusCode).toBe(403);
    const betaDoc = (await uploadDocument(app, beta.token, PNG_1x1, 'b.png')).json().documentIds as string;
    const doc = await add(body(ids.ADV00001 as number, { documentIds: betaDoc }));
    expect(doc.statusCode).toBe(400);
    expect(doc.json()).toEqual({ message: m.documentsNotYours });
    const p = await app.inject({
      method: 'POST',
      url: API.expense,
      payload: body(ids.ADV00001 as number),
      headers: auth(portal),
    });
    expect(p.statusCode).toBe(403);
  });
});
