import { API, type Attention, apiPath, type Payable, TOTAL_COUNT_HEADER } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { type Caller, caller, callers, keyHeaders } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp, DEMO } from './helpers.js';
import { directory, workPayableBody } from './payables-fixtures.js';

/**
 * A company's "today" is its own time zone's: at 23:30 UTC it is already 05:00 the next morning in
 * India, so a bill due on the UTC day is overdue there, and would not be for a company on UTC.
 */
let app: FastifyInstance;
let admin: Caller;
let billCode: string;

const realNow = new Date();
const lateUtc = new Date(
  Date.UTC(realNow.getUTCFullYear(), realNow.getUTCMonth(), realNow.getUTCDate() - 1, 23, 30),
);
const utcDay = lateUtc.toISOString().slice(0, 10);
const daysBefore = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await createTestApp();
  ({ admin } = await callers(app));
  const ids = await directory(app, admin);
  const created = await app.inject({
    method: 'POST',
    url: API.payable,
    headers: auth(admin.token),
    payload: workPayableBody(ids, { billDate: daysBefore(utcDay, 5), paymentDueDate: utcDay, amount: 4321 }),
  });
  expect(created.statusCode, created.body).toBe(202);
  const list = await app.inject({
    url: `${apiPath(API.payablesForTenant, { tenantCode: 'DEMO01' })}?amountMin=4321&amountMax=4321&page=1&size=50`,
    headers: keyHeaders(admin),
  });
  const mine = (list.json() as Payable[]).find((p) => p.paymentDueDate === utcDay);
  billCode = mine?.vendorPayableCode ?? '';
  expect(billCode).not.toBe('');
});

const toZone = async (timeZone: string) => {
  const res = await app.inject({
    method: 'PUT',
    url: API.adminProfile,
    headers: auth(admin.token),
    payload: { timeZone, remittanceAdvice: false },
  });
  expect(res.statusCode, res.body).toBe(202);
};

afterEach(async () => {
  vi.useRealTimers();
  await toZone('Asia/Kolkata');
});

afterAll(() => closeTestApp(app));

const overdueCodes = async (admin: Caller) => {
  const res = await app.inject({
    url: `${apiPath(API.payablesForTenant, { tenantCode: 'DEMO01' })}?overdue=true&page=1&size=100`,
    headers: keyHeaders(admin),
  });
  expect(res.statusCode, res.body).toBe(202);
  return (res.json() as Payable[]).map((p) => p.vendorPayableCode);
};
const homeOverdueCount = async (admin: Caller) => {
  const res = await app.inject({ url: API.homeAttention, headers: auth(admin.token) });
  expect(res.statusCode, res.body).toBe(202);
  return (res.json() as Attention).overdue?.count ?? 0;
};

describe("a company's today", () => {
  it('at 23:30 UTC an Indian company counts a bill due that UTC day as overdue; on UTC it is not yet', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(lateUtc);
    // Signed in at that hour: a token is not valid before it was issued.
    const lateAdmin = await caller(app, DEMO.admin);
    expect(await overdueCodes(lateAdmin)).toContain(billCode);
    const indiaCount = await homeOverdueCount(lateAdmin);

    const toUtc = await app.inject({
      method: 'PUT',
      url: API.adminProfile,
      headers: auth(lateAdmin.token),
      payload: { timeZone: 'UTC', remittanceAdvice: false },
    });
    expect(toUtc.statusCode, toUtc.body).toBe(202);
    expect(await overdueCodes(lateAdmin)).not.toContain(billCode);
    expect(await homeOverdueCount(lateAdmin)).toBe(indiaCount - 1);
  });

  it('a company made in India (the demo company) starts on Asia/Kolkata; its session and profile say so', async () => {
    const profile = await app.inject({ url: API.adminProfile, headers: auth(admin.token) });
    expect(profile.json()).toMatchObject({ timeZone: 'Asia/Kolkata', remittanceAdvice: false });
    const session = await app.inject({ url: API.sessionBootstrap, headers: auth(admin.token) });
    expect(session.json().company).toMatchObject({ companyCode: 'DEMO01', timeZone: 'Asia/Kolkata' });
  });
});

describe("the company's days in the audit log and in vendor performance", () => {
  it("the audit log's day filter takes the company's days: 20:00 UTC is the next morning in India", async () => {
    await app.ctx.db.execute(sql`insert into admin_audit (tenant_code, at, actor, action, target_kind, target_name)
      values ('DEMO01', '2026-03-09T20:00:00Z', 'tzprobe', 'user.update', 'user', 'tzprobe')`);
    const onDay = async (day: string) => {
      const res = await app.inject({
        url: `${API.adminAudit}?q=tzprobe&atFrom=${day}&atTo=${day}&page=1&size=10`,
        headers: auth(admin.token),
      });
      expect(res.statusCode, res.body).toBe(202);
      return Number(res.headers[TOTAL_COUNT_HEADER]);
    };
    expect(await onDay('2026-03-10')).toBe(1);
    expect(await onDay('2026-03-09')).toBe(0);
    await toZone('UTC');
    expect(await onDay('2026-03-09')).toBe(1);
    expect(await onDay('2026-03-10')).toBe(0);
  });

  it("vendor performance counts the days to approval on the company's calendar", async () => {
    const billDate = '2024-02-14';
    const created = await app.inject({
      method: 'POST',
      url: API.payable,
      headers: auth(admin.token),
      payload: workPayableBody(await directory(app, admin), {
        billDate,
        paymentDueDate: '2024-03-14',
        amount: 1357,
      }),
    });
    expect(created.statusCode, created.body).toBe(202);
    // Approved at 20:00 UTC two days after the bill: 01:30 three days after it, in India.
    const [bill] = await queryRows<{ id: number }>(
      app.ctx.db,
      sql`update payables set approved_at = '2024-02-16T20:00:00Z'
        where tenant_code = 'DEMO01' and bill_date = ${billDate} and billed_amount = 1357 returning id`,
    );
    expect(bill).toBeDefined();
    const daysToApproval = async () => {
      const res = await app.inject({
        url: `${apiPath(API.vendorPerformance, { tenant: 'DEMO01' })}?q=Sharma&billFrom=${billDate}&billTo=${billDate}&page=1&size=10`,
        headers: auth(admin.token),
      });
      expect(res.statusCode, res.body).toBe(202);
      const [row] = res.json() as { bills: number; daysToApproval: number | null }[];
      expect(row?.bills).toBe(1);
      return row?.daysToApproval;
    };
    expect(await daysToApproval()).toBe(3);
    await toZone('UTC');
    expect(await daysToApproval()).toBe(2);
  });
});
