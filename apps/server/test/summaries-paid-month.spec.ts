import { API, apiPath, executiveSummarySchema } from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers } from './advances-fixtures.js';
import { auth, closeTestApp, companyToday, createTestApp } from './helpers.js';

/**
 * The Executive Summary's Paid this month, from the vendor ledger: the payments dated in the month,
 * less their reversals made by the date. A payment of an earlier month reversed this month (the
 * demo's bounced cheque to Joshi Excavators, dated May 2026 and reversed when the demo was seeded)
 * is not a negative payment of this month.
 */

let app: FastifyInstance;
let admin: Caller;
beforeAll(async () => {
  app = await createTestApp();
  ({ admin } = await callers(app));
});
afterAll(() => closeTestApp(app));

const executive = async (date: string) => {
  const res = await app.inject({
    url: `${apiPath(API.executiveSummary, { tenant: 'DEMO01' })}?date=${date}`,
    headers: auth(admin.token),
  });
  expect(res.statusCode, res.body).toBe(202);
  return executiveSummarySchema.parse(res.json());
};

describe('Paid this month', () => {
  it('leaves out the reversal of an earlier month’s payment, and counts a payment until it is reversed', async () => {
    const today = companyToday();
    // The demo's payments are all dated April–May 2026; one of May's was reversed today.
    expect((await executive(today)).paidThisMonth).toBe(0);
    const may = await executive('2026-05-31');
    // As of the end of May the bounced cheque (25,000.00) was still paid: the reversal is later.
    const payments = (await (
      await app.inject({
        url: `${apiPath(API.vendorPayments, { tenant: 'DEMO01' })}?size=100`,
        headers: auth(admin.token),
      })
    ).json()) as { paymentDate: string; amount: number; tdsAmount: number }[];
    const inMay = payments
      .filter((p) => p.paymentDate >= '2026-05-01' && p.paymentDate <= '2026-05-31')
      .reduce((sum, p) => sum + Math.round((p.amount + p.tdsAmount) * 100), 0);
    expect(Math.round(may.paidThisMonth * 100)).toBe(inMay);
    expect(inMay).toBeGreaterThan(2_500_000);
  });
});
