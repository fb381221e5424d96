import { API, apiPath, type Payable, siteAdminMessages as sm } from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceRequestBody, type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { directory, listPayables, workPayableBody } from './payables-fixtures.js';

/**
 * A deactivated site takes no new records (Site Management's rule, enforced on the server):
 * a payable or advance request created on it, or moved to it from another site, is refused with
 * 400; a record already on it keeps it through its edits; reactivated, it takes records again.
 */

let app: FastifyInstance;
let admin: Caller;
let siteLead: Caller;
let ids: Awaited<ReturnType<typeof directory>>;
let closedSiteId: number;
const CLOSED = 'OLD77';

const setActive = (id: number, active: boolean) =>
  app.inject({
    method: 'PUT',
    url: apiPath(API.siteActive, { tenant: 'DEMO01', siteId: String(id) }),
    headers: auth(admin.token),
    payload: { active },
  });

const postPayable = (payload: Record<string, unknown>, c: Caller = admin) =>
  app.inject({ method: 'POST', url: API.payable, payload, headers: auth(c.token) });
const putPayable = (payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: API.payable, payload, headers: auth(admin.token) });
const payableOf = async (id: number): Promise<Payable> => {
  const row = (await listPayables(app, admin)).find((p) => p.vendorPayableId === id);
  if (!row) throw new Error(`payable ${id} not listed`);
  return row;
};

const postAdvance = (payload: Record<string, unknown>, c: Caller = admin) =>
  app.inject({ method: 'POST', url: API.advance, payload, headers: auth(c.token) });
const putAdvance = (payload: Record<string, unknown>, c: Caller = admin) =>
  app.inject({ method: 'PUT', url: API.advance, payload, headers: keyHeaders(c) });

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead } = await callers(app));
  const added = await app.inject({
    method: 'POST',
    url: apiPath(API.sitesAdmin, { tenant: 'DEMO01' }),
    headers: auth(admin.token),
    payload: { siteCode: CLOSED, siteName: 'Old Depot', address: '', city: 'Pune', state: '', siteLead: '' },
  });
  expect(added.statusCode).toBe(202);
  ids = await directory(app, admin);
  closedSiteId = ids.siteId(CLOSED);
});
afterAll(() => closeTestApp(app));

describe('payables on a deactivated site', () => {
  it('a payable on the site, made while it was active, is edited after it closes (site kept); a new one or a move to it is refused', async () => {
    const made = await postPayable(workPayableBody(ids, { erfSiteId: closedSiteId }));
    expect(made.statusCode).toBe(202);
    const elsewhere = await postPayable(workPayableBody(ids, { invoiceNumber: 'DS-2' }));
    expect(elsewhere.statusCode).toBe(202);
    expect((await setActive(closedSiteId, false)).statusCode).toBe(202);

    const refused = await postPayable(
      workPayableBody(ids, { erfSiteId: closedSiteId, invoiceNumber: 'DS-3' }),
      siteLead,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: sm.siteDeactivated(CLOSED) });

    const kept = await payableOf(made.json().vendorPayableId);
    const edited = await putPayable({ ...kept, remarks: 'Edited after the site closed' });
    expect(edited.statusCode).toBe(202);
    expect((await payableOf(kept.vendorPayableId)).remarks).toBe('Edited after the site closed');

    const other = await payableOf(elsewhere.json().vendorPayableId);
    const moved = await putPayable({ ...other, erfSiteId: closedSiteId });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ message: sm.siteDeactivated(CLOSED) });
    expect((await payableOf(other.vendorPayableId)).erfSiteId).toBe(ids.siteId('RST01'));
  });

  it('reactivated, the site takes new payables again', async () => {
    expect((await setActive(closedSiteId, true)).statusCode).toBe(202);
    const made = await postPayable(workPayableBody(ids, { erfSiteId: closedSiteId, invoiceNumber: 'DS-4' }));
    expect(made.statusCode).toBe(202);
    expect((await setActive(closedSiteId, false)).statusCode).toBe(202);
  });
});

describe('advance requests on a deactivated site', () => {
  it('a new request on the site is refused; one made before it closed is edited on it; a move to it is refused', async () => {
    expect((await setActive(closedSiteId, true)).statusCode).toBe(202);
    const before = await postAdvance(advanceRequestBody({ siteCode: CLOSED }), siteLead);
    expect(before.statusCode).toBe(202);
    const other = await postAdvance(advanceRequestBody(), siteLead);
    expect(other.statusCode).toBe(202);
    expect((await setActive(closedSiteId, false)).statusCode).toBe(202);

    const refused = await postAdvance(advanceRequestBody({ siteCode: CLOSED }), siteLead);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: sm.siteDeactivated(CLOSED) });

    const { advanceId, advanceRequestId } = before.json() as { advanceId: string; advanceRequestId: number };
    const kept = await putAdvance(
      { ...advanceRequestBody({ siteCode: CLOSED, requestedAmount: 900 }), advanceId, advanceRequestId },
      siteLead,
    );
    expect(kept.statusCode).toBe(202);

    const second = other.json() as { advanceId: string; advanceRequestId: number };
    const moved = await putAdvance({ ...advanceRequestBody({ siteCode: CLOSED }), ...second }, siteLead);
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ message: sm.siteDeactivated(CLOSED) });
  });
});
