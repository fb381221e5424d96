import {
  API,
  apiPath,
  commonMessages,
  RESULT_TRUNCATED_HEADER,
  TOTAL_COUNT_HEADER,
  UNPAGED_LIST_MAX_ROWS,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heavyCallGate } from '../src/lib/heavy-calls.js';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { closeTestApp, createTestApp } from './helpers.js';

/**
 * The heavy calls (a list without page and size, a list's export) of one company
 * cannot stall the others. An unpaged list answers at most UNPAGED_LIST_MAX_ROWS rows, streamed,
 * saying so in X-Result-Truncated when there are more; one heavy call per company runs at a time,
 * the next waits briefly and is answered 429 with Retry-After.
 */

const EXTRA_VENDORS = UNPAGED_LIST_MAX_ROWS + 5;
const WAIT_MS = 300;

let app: FastifyInstance;
let admin: Caller;
let beta: Caller;
let advanceId: number;

beforeAll(async () => {
  app = await createTestApp({ heavyCallWaitMs: WAIT_MS });
  ({ admin, beta } = await callers(app));
  // BETA01 gets more vendors than an unpaged list answers.
  await app.ctx.db.execute(sql`insert into vendors (tenant_code, vendor_code, vendor_name, vendor_description,
      vendor_category, contact_person, phone_number, email_id, address_line1, address_line2, city, state,
      country, created_by, updated_by)
    select 'BETA01', 'HV' || n, 'Heavy Vendor ' || n, 'heavy', 'Civil', 'Contact ' || n,
      lpad(n::text, 10, '8'), 'heavy' || n || '@example.in', 'Road', 'Area', 'Pune', 'Maharashtra', 'India',
      'heavy', 'heavy'
    from generate_series(1, ${EXTRA_VENDORS}) n`);
  const advances = await app.inject({
    method: 'GET',
    url: `${apiPath(API.advancesForCompany, { companyCode: 'DEMO01' })}?page=1&size=1`,
    headers: keyHeaders(admin),
  });
  advanceId = (advances.json() as { advanceRequestId: number }[])[0]?.advanceRequestId as number;
}, 120_000);
afterAll(() => closeTestApp(app));

/** Every heavy call of a company: its unpaged lists and its seven exports. */
const heavyCalls = (c: Caller) => {
  const tenant = c.companyCode;
  return [
    apiPath(API.vendorsForTenant, { tenant }),
    apiPath(API.payablesForTenant, { tenantCode: tenant }),
    apiPath(API.advancesForCompany, { companyCode: tenant }),
    apiPath(API.expensesForAdvance, { companyCode: tenant, advanceRequestId: String(advanceId) }),
    apiPath(API.myExpenses, { companyCode: tenant }),
    `${apiPath(API.sitesAdmin, { tenant })}?q=a`,
    `${apiPath(API.vendorsExport, { tenant })}?format=csv`,
    `${apiPath(API.payablesExport, { tenantCode: tenant })}?format=csv`,
    `${apiPath(API.sitesAdminExport, { tenant })}?format=csv`,
    `${API.adminUsersExport}?format=csv`,
    `${API.adminAuditExport}?format=csv`,
    `${apiPath(API.advancesExport, { companyCode: tenant })}?format=csv`,
    `${apiPath(API.expensesExport, { companyCode: tenant, advanceRequestId: String(advanceId) })}?format=csv`,
    `${apiPath(API.myExpensesExport, { companyCode: tenant })}?format=csv`,
  ];
};

const get = (c: Caller, url: string) => app.inject({ method: 'GET', url, headers: keyHeaders(c) });

describe('unpaged lists are bounded and streamed', () => {
  it(`answers at most ${UNPAGED_LIST_MAX_ROWS} vendors, in id order, and says the list was cut and how to page`, async () => {
    const url = apiPath(API.vendorsForTenant, { tenant: 'BETA01' });
    const res = await get(beta, url);
    expect(res.statusCode).toBe(202);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers[RESULT_TRUNCATED_HEADER]).toBe(`${UNPAGED_LIST_MAX_ROWS}; use page and size`);
    const rows = res.json() as { vendorId: number; vendorCode: string; tenantCode: string }[];
    expect(rows).toHaveLength(UNPAGED_LIST_MAX_ROWS);
    const ids = rows.map((r) => r.vendorId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(rows.every((r) => r.tenantCode === 'BETA01')).toBe(true);
    // The pages still reach every vendor.
    const page = await get(beta, `${url}?page=1&size=10`);
    expect(page.statusCode).toBe(202);
    expect(Number(page.headers[TOTAL_COUNT_HEADER])).toBeGreaterThan(UNPAGED_LIST_MAX_ROWS);
    expect(page.headers[RESULT_TRUNCATED_HEADER]).toBeUndefined();
  });

  it('answers a normal company its whole list as before: every row, the same as its pages, no header', async () => {
    for (const url of [
      apiPath(API.vendorsForTenant, { tenant: 'DEMO01' }),
      apiPath(API.payablesForTenant, { tenantCode: 'DEMO01' }),
      apiPath(API.advancesForCompany, { companyCode: 'DEMO01' }),
    ]) {
      const whole = await get(admin, url);
      expect(whole.statusCode, url).toBe(202);
      expect(whole.headers[RESULT_TRUNCATED_HEADER], url).toBeUndefined();
      const paged = await get(admin, `${url}?page=1&size=100`);
      expect(Number(paged.headers[TOTAL_COUNT_HEADER]), url).toBeLessThanOrEqual(100);
      const rows = whole.json() as Record<string, unknown>[];
      expect(rows.length, url).toBe(Number(paged.headers[TOTAL_COUNT_HEADER]));
      // The pages are newest first, the plain list in id order: the same rows.
      const pageRows = (paged.json() as Record<string, unknown>[]).slice().reverse();
      expect(rows, url).toEqual(pageRows);
    }
  });
});

describe('one heavy call per company at a time', () => {
  it('answers 429 with Retry-After to every heavy call of a company while one runs; other companies and pages are served', async () => {
    const release = await heavyCallGate(app.ctx).acquire('DEMO01');
    try {
      for (const url of heavyCalls(admin)) {
        const res = await get(admin, url);
        expect(res.statusCode, url).toBe(429);
        expect(res.json(), url).toEqual({ message: commonMessages.heavyCallBusy });
        expect(Number(res.headers['retry-after']), url).toBeGreaterThanOrEqual(1);
      }
      // Another company's heavy calls, and this company's pages, do not wait.
      for (const url of heavyCalls(beta).slice(0, 3)) {
        expect((await get(beta, url)).statusCode, url).toBe(202);
      }
      const page = await get(admin, `${apiPath(API.vendorsForTenant, { tenant: 'DEMO01' })}?page=1&size=10`);
      expect(page.statusCode).toBe(202);
    } finally {
      release();
    }
    for (const url of heavyCalls(admin)) {
      expect([200, 202], url).toContain((await get(admin, url)).statusCode);
    }
  });

  it('lets a waiting call run once the running one is over, within the wait', async () => {
    const release = await heavyCallGate(app.ctx).acquire('DEMO01');
    const waiting = get(admin, apiPath(API.vendorsForTenant, { tenant: 'DEMO01' }));
    setTimeout(release, WAIT_MS / 3);
    expect((await waiting).statusCode).toBe(202);
  });

  it('gives the turn up when a heavy call is refused or fails, and after each streamed answer', async () => {
    // Another company's advance: 404 from inside the heavy call.
    const missing = apiPath(API.expensesForAdvance, { companyCode: 'DEMO01', advanceRequestId: '999999999' });
    expect((await get(admin, missing)).statusCode).toBe(404);
    expect(heavyCallGate(app.ctx).isBusy('DEMO01')).toBe(false);
    for (const url of heavyCalls(admin).slice(-3)) {
      expect((await get(admin, url)).statusCode, url).toBe(200);
      expect(heavyCallGate(app.ctx).isBusy('DEMO01'), url).toBe(false);
    }
  });
});
