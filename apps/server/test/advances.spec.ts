import {
  API,
  advanceCreateResponseSchema,
  advanceRequestSchema,
  advanceUpdateResponseSchema,
  apiPath,
  commonMessages,
  MODULE_GATES,
  advanceServerMessages as m,
} from '@sitebook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listHistory } from '../src/features/advances/advances.repo.js';
import { checkModule } from '../src/lib/guards.js';
import { type Caller, callers, keyHeaders, PNG_1x1, uploadDocument } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';

let app: FastifyInstance;
let admin: Caller;
let siteLead: Caller;
let beta: Caller;
let portal: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead, beta, portal } = await callers(app));
});
afterAll(async () => closeTestApp(app));

const listUrl = (companyCode = 'DEMO01') => apiPath(API.advancesForCompany, { companyCode });
const list = async (c: Caller = admin) =>
  z
    .array(advanceRequestSchema.strict())
    .parse((await app.inject({ method: 'GET', url: listUrl(c.companyCode), headers: auth(c.token) })).json());

const body = (overrides: Record<string, unknown> = {}) => ({
  companyCode: 'DEMO01',
  siteCode: 'RST01',
  requestedAmount: 1500.5,
  requestedByDate: '2026-06-01',
  status: 'Pending',
  requesterComments: 'Transport',
  documentIds: '',
  ...overrides,
});
const create = (payload: Record<string, unknown>, c: Caller = admin) =>
  app.inject({ method: 'POST', url: API.advance, payload, headers: auth(c.token) });
const update = (payload: Record<string, unknown>, c: Caller = admin, headers = keyHeaders(c)) =>
  app.inject({ method: 'PUT', url: API.advance, payload, headers });

describe('GET advances of a company', () => {
  it('answers 202 with the seeded advances in id order, every field of the entity', async () => {
    const rows = await list();
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.map((r) => r.advanceRequestId)).toEqual(
      [...rows.map((r) => r.advanceRequestId)].sort((a, b) => a - b),
    );
    expect(rows[0]).toMatchObject({
      advanceId: 'ADV00001',
      companyCode: 'DEMO01',
      siteCode: 'RST01',
      requestedBy: 'sitelead',
      requestedAmount: 25000,
      requestedByDate: '2026-04-03',
      requesterComments: 'Material Purchase',
      status: 'Approved',
      documentIds: '',
    });
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['Pending', 'Approved', 'Rejected', 'Settled']),
    );
  });

  it('BETA01 sees only its own two advances', async () => {
    const rows = await list(beta);
    expect(rows.map((r) => r.advanceId)).toEqual(['ADV00001', 'ADV00002']);
    expect(rows.every((r) => r.companyCode === 'BETA01')).toBe(true);
  });

  it("another company's code → 403; no module → 403; no token → 401", async () => {
    const other = await app.inject({ method: 'GET', url: listUrl('DEMO01'), headers: auth(beta.token) });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: commonMessages.forbiddenCompany });
    const portalRes = await app.inject({ method: 'GET', url: listUrl('DEMO01'), headers: auth(portal) });
    expect(portalRes.statusCode).toBe(403);
    expect(portalRes.json()).toEqual({ message: commonMessages.forbiddenModule });
    expect((await app.inject({ method: 'GET', url: listUrl() })).statusCode).toBe(401);
  });
});

describe('POST advance', () => {
  it('creates with the next ADV code, requestedBy from the token (not the body), and lists it', async () => {
    const res = await create(body({ requestedBy: 'someone-else', createdBy: 'x' }));
    expect(res.statusCode).toBe(202);
    const answer = advanceCreateResponseSchema.strict().parse(res.json());
    expect(answer.advanceId).toMatch(/^ADV\d{5}$/);
    expect(answer.message).toBe(m.created(answer.advanceId));
    const row = (await list()).find((r) => r.advanceRequestId === answer.advanceRequestId);
    expect(row).toMatchObject({
      advanceId: answer.advanceId,
      requestedBy: 'demoadmin',
      createdBy: 'demoadmin',
      updatedBy: 'demoadmin',
      requestedAmount: 1500.5,
      requestedByDate: '2026-06-01',
      status: 'Pending',
      requesterComments: 'Transport',
    });
  });

  it('an admin may create Approved; empty remarks are accepted (an amount of 0 is not: money-rules.spec)', async () => {
    const res = await create(body({ status: 'Approved', requestedAmount: 0.01, requesterComments: '' }));
    expect(res.statusCode).toBe(202);
  });

  it('a non-admin (sitelead, role type USER) creates Pending → 202, but not Approved → 403', async () => {
    expect((await create(body(), siteLead)).statusCode).toBe(202);
    const res = await create(body({ status: 'Approved' }), siteLead);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: m.createStatusPendingOnly });
  });

  it.each([
    ['a status outside the list', { status: 'Paid' }, m.statusNotInList],
    ['remarks outside the list', { requesterComments: 'Party' }, m.remarksNotInList],
    ['an unknown site', { siteCode: 'NOPE01' }, m.siteNotYours],
    ["another company's site", { siteCode: 'LKV01' }, m.siteNotYours],
    ['a document id that does not exist', { documentIds: '999999' }, m.documentsNotYours],
  ])('%s → 400', async (_name, overrides, message) => {
    const res = await create(body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it.each([
    ['a negative amount', { requestedAmount: -1 }],
    ['a text amount', { requestedAmount: 'abc' }],
    ['an amount over 999,999,999.99', { requestedAmount: 1_000_000_000 }],
    ['an impossible date', { requestedByDate: '2026-02-30' }],
    ['a dd-mm-yyyy date', { requestedByDate: '01-06-2026' }],
    ['no site', { siteCode: '' }],
  ])('%s → 400 with a message', async (_name, overrides) => {
    const res = await create(body(overrides));
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it("another company's code in the body → 403; portaladmin → 403", async () => {
    const res = await create(body({ companyCode: 'DEMO01' }), beta);
    expect(res.statusCode).toBe(403);
    const p = await app.inject({ method: 'POST', url: API.advance, payload: body(), headers: auth(portal) });
    expect(p.statusCode).toBe(403);
  });

  it("a BETA01 document id is refused for DEMO01 (400); the caller's own image is kept", async () => {
    const betaDoc = (await uploadDocument(app, beta.token, PNG_1x1, 'b.png')).json() as {
      sequenceId: number;
    };
    const refused = await create(body({ documentIds: String(betaDoc.sequenceId) }));
    expect(refused.statusCode).toBe(400);
    const own = (await uploadDocument(app, admin.token, PNG_1x1, 'a.png')).json() as { documentIds: string };
    const ok = await create(body({ documentIds: own.documentIds }));
    expect(ok.statusCode).toBe(202);
    const row = (await list()).find((r) => r.advanceId === ok.json().advanceId);
    expect(row?.documentIds).toBe(own.documentIds);
  });

  it('10 parallel creates get 10 distinct codes', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => create(body())));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(202));
    const codes = results.map((r) => r.json().advanceId as string);
    expect(new Set(codes).size).toBe(10);
  });
});

describe('PUT advance', () => {
  const pendingOf = async (c: Caller = admin) => {
    const res = await create(body(), c);
    const { advanceId, advanceRequestId } = res.json() as { advanceId: string; advanceRequestId: number };
    return { ...body(), advanceId, advanceRequestId };
  };

  it('an admin approves: 202 {advanceId, message}; the list shows the change and updatedBy', async () => {
    const record = await pendingOf(siteLead);
    const res = await update({ ...record, status: 'Approved', requestedAmount: 2000, siteCode: 'HTV03' });
    expect(res.statusCode).toBe(202);
    expect(advanceUpdateResponseSchema.strict().parse(res.json())).toEqual({
      advanceId: record.advanceId,
      message: m.updated(record.advanceId as string),
    });
    const row = (await list()).find((r) => r.advanceId === record.advanceId);
    expect(row).toMatchObject({
      status: 'Approved',
      requestedAmount: 2000,
      siteCode: 'HTV03',
      requestedBy: 'sitelead',
      updatedBy: 'demoadmin',
    });
  });

  it('a non-admin may edit a Pending request (202) but may not approve it (403)', async () => {
    const record = await pendingOf(siteLead);
    expect((await update({ ...record, requestedAmount: 99 }, siteLead)).statusCode).toBe(202);
    for (const status of ['Approved', 'Rejected', 'Settled']) {
      const res = await update({ ...record, status }, siteLead);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: m.statusAdminOnly });
    }
  });

  it('missing apikey/api_client_name → 403; a wrong apikey → 403', async () => {
    const record = await pendingOf();
    expect((await update(record, admin, auth(admin.token))).statusCode).toBe(403);
    const wrong = await update(
      record,
      admin,
      auth(admin.token, { apikey: 'nope', api_client_name: 'DEMO01' }),
    );
    expect(wrong.statusCode).toBe(403);
  });

  it("unknown id, another tenant's advance, or a mismatched code → 404 'Advance request not found.'", async () => {
    const record = await pendingOf();
    for (const payload of [
      { ...record, advanceRequestId: 999_999 },
      { ...record, advanceId: 'ADV99999' },
    ]) {
      const res = await update(payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: m.notFound });
    }
    const betaRow = (await list(beta))[0];
    const res = await update({
      ...record,
      advanceRequestId: betaRow?.advanceRequestId,
      advanceId: betaRow?.advanceId,
    });
    expect(res.statusCode).toBe(404);
    // BETA01 updating with its own code but DEMO01's record id → 404 as well.
    const betaTry = await update({ ...record, companyCode: 'BETA01', siteCode: 'LKV01' }, beta);
    expect(betaTry.statusCode).toBe(404);
  });

  it('two writers race with the version they loaded: exactly one wins, the other gets 409 and nothing of its change is kept', async () => {
    const record = await pendingOf();
    const loaded = (await list()).find((r) => r.advanceRequestId === record.advanceRequestId);
    expect(loaded?.version).toBe(1);
    const amounts = [2100, 2200];
    const answers = await Promise.all(
      amounts.map((requestedAmount) => update({ ...record, requestedAmount, version: loaded?.version })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409]);
    const winner = amounts[answers.findIndex((a) => a.statusCode === 202)];
    const loser = answers.find((a) => a.statusCode === 409);
    expect(loser?.json()).toEqual({ message: m.changedMeanwhile });
    const stored = (await list()).find((r) => r.advanceRequestId === record.advanceRequestId);
    expect(stored).toMatchObject({ requestedAmount: winner, version: 2 });
    const history = await listHistory(app.ctx.db, 'DEMO01', record.advanceRequestId);
    expect(history.map((h) => [h.action, h.requestedAmount])).toEqual([
      ['create', '1500.50'],
      ['update', `${winner}.00`],
    ]);
  });

  it('a stale version → 409; without a version the stored one stands in (202)', async () => {
    const record = await pendingOf();
    expect((await update({ ...record, requestedAmount: 10, version: 1 })).statusCode).toBe(202);
    const stale = await update({ ...record, requestedAmount: 20, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: m.changedMeanwhile });
    expect((await list()).find((r) => r.advanceRequestId === record.advanceRequestId)).toMatchObject({
      requestedAmount: 10,
      version: 2,
    });
    expect((await update({ ...record, requestedAmount: 30 })).statusCode).toBe(202);
    expect((await list()).find((r) => r.advanceRequestId === record.advanceRequestId)).toMatchObject({
      requestedAmount: 30,
      version: 3,
    });
  });

  it('values outside the lists → 400', async () => {
    const record = await pendingOf();
    expect((await update({ ...record, status: 'Done' })).statusCode).toBe(400);
    expect((await update({ ...record, requesterComments: 'Nope' })).statusCode).toBe(400);
    expect((await update({ ...record, siteCode: 'GRN03' })).statusCode).toBe(400);
  });
});

describe('module guard: a list of modules means any one of them', () => {
  const request = (modules: string[]) => ({ auth: { modules } }) as unknown as FastifyRequest;
  it('passes with either module, refuses with neither (403), and keeps the single-module form', () => {
    const both = [MODULE_GATES.advance, MODULE_GATES.expense] as const;
    expect(() => checkModule(request([MODULE_GATES.expense]), both)).not.toThrow();
    expect(() => checkModule(request([MODULE_GATES.advance]), both)).not.toThrow();
    expect(() => checkModule(request(['Admin']), both)).toThrow(commonMessages.forbiddenModule);
    expect(() => checkModule(request([MODULE_GATES.advance]), MODULE_GATES.advance)).not.toThrow();
    expect(() => checkModule(request([MODULE_GATES.expense]), MODULE_GATES.advance)).toThrow();
    expect(() => checkModule(request([]), undefined)).not.toThrow();
  });
});
