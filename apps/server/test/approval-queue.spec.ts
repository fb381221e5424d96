import {
  API,
  approvalMessages as a,
  advanceServerMessages,
  approvalQueueSchema,
  attentionSchema,
  commonMessages,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/features/admin/admin.service.js';
import { type Caller, caller, callers } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { directory, workPayableBody } from './payables-fixtures.js';

/**
 * Issue 15, point 5: "Waiting for me" — an administrator's queue of the company's Pending advances
 * and Invoice Received payables, not their own, approved or rejected in one call with a comment;
 * and point 6: the home page's one call of what needs the caller's attention.
 */

let app: FastifyInstance;
let admin: Caller;
let admin2: Caller;
let siteLead: Caller;
let beta: Caller;
let portal: string;
let ids: Awaited<ReturnType<typeof directory>>;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead, beta, portal } = await callers(app));
  await createUser(app.ctx.db, {
    company: 'DEMO01',
    username: 'secondadmin',
    password: 'Second@12345',
    firstName: 'Second',
    lastName: 'Admin',
    role: 'CompanyAdmin',
  });
  admin2 = await caller(app, { userName: 'secondadmin', password: 'Second@12345' });
  ids = await directory(app, admin);
});
afterAll(() => closeTestApp(app));

const queue = async (c: Caller = admin) => {
  const res = await app.inject({ url: API.approvalQueue, headers: auth(c.token) });
  expect(res.statusCode).toBe(202);
  return approvalQueueSchema.strict().parse(res.json());
};
const decide = (body: Record<string, unknown>, c: Caller = admin) =>
  app.inject({ method: 'POST', url: API.approvalDecision, payload: body, headers: auth(c.token) });

const advance = async (c: Caller, amount = 2500) => {
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
  expect(res.statusCode).toBe(202);
  return res.json().advanceRequestId as number;
};
const payable = async (c: Caller, overrides: Record<string, unknown> = {}) => {
  const res = await app.inject({
    method: 'POST',
    url: API.payable,
    headers: auth(c.token),
    payload: workPayableBody(ids, { status: 'Invoice Received', invoiceNumber: '', ...overrides }),
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().vendorPayableId as number;
};
const advanceRow = async (id: number) =>
  (
    await app.ctx.db.execute<{ status: string; approved_amount: string | null; version: number }>(
      sql`select status, approved_amount, version from advance_requests where id = ${id}`,
    )
  ).rows[0];
const advanceHistory = async (id: number) =>
  (
    await app.ctx.db.execute<{ from_status: string; to_status: string; reason: string; changed_by: string }>(
      sql`select from_status, to_status, reason, changed_by from advance_history where advance_request_id = ${id} order by id`,
    )
  ).rows;
const payableRow = async (id: number) =>
  (
    await app.ctx.db.execute<{ status: string; updated_by: string; version: number }>(
      sql`select status, updated_by, version from payables where id = ${id}`,
    )
  ).rows[0];
const payableHistory = async (id: number) =>
  (
    await app.ctx.db.execute<{ status: string; reason: string; changes: unknown; updated_by: string }>(
      sql`select status, reason, changes, updated_by from payable_history where payable_id = ${id} order by id`,
    )
  ).rows;

describe('Waiting for me', () => {
  it('is an administrator’s: a USER role type gets 403 on the queue and on a decision', async () => {
    const res = await app.inject({ url: API.approvalQueue, headers: auth(siteLead.token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: a.adminOnly });
    const id = await advance(admin);
    const refused = await decide({ kind: 'advance', id, decision: 'approve' }, siteLead);
    expect(refused.statusCode).toBe(403);
    expect((await advanceRow(id))?.status).toBe('Pending');
  });

  it('lists the company’s Pending advances and Invoice Received payables, leaving out the caller’s own', async () => {
    const theirs = await advance(siteLead);
    const mine = await advance(admin);
    const theirPayable = await payable(admin2);
    const myPayable = await payable(admin);
    const q = await queue();
    expect(q.advances.map((r) => r.advanceRequestId)).toContain(theirs);
    expect(q.advances.map((r) => r.advanceRequestId)).not.toContain(mine);
    expect(q.payables.map((r) => r.vendorPayableId)).toContain(theirPayable);
    expect(q.payables.map((r) => r.vendorPayableId)).not.toContain(myPayable);
    expect(q.advances.every((r) => r.requestedBy !== 'demoadmin')).toBe(true);
    expect(q.payables.every((r) => r.status === 'Invoice Received' && r.createdBy !== 'demoadmin')).toBe(
      true,
    );
    expect(q.count).toBe(q.advances.length + q.payables.length);
    // The other administrator sees demoadmin's.
    const other = await queue(admin2);
    expect(other.advances.map((r) => r.advanceRequestId)).toContain(mine);
    expect(other.payables.map((r) => r.vendorPayableId)).toContain(myPayable);
    expect(other.payables.map((r) => r.vendorPayableId)).not.toContain(theirPayable);
  });

  it('approves an advance at its requested amount with the comment in its history; the count drops', async () => {
    const id = await advance(siteLead, 4321.5);
    const before = await queue();
    const res = await decide({ kind: 'advance', id, decision: 'approve', comment: 'Go ahead' });
    expect(res.statusCode).toBe(202);
    const row = await advanceRow(id);
    expect(res.json()).toEqual({ message: expect.stringMatching(/^ADV\d{5} approved$/) });
    expect(row).toMatchObject({ status: 'Approved', approved_amount: '4321.50', version: 2 });
    expect((await advanceHistory(id)).at(-1)).toEqual({
      from_status: 'Pending',
      to_status: 'Approved',
      reason: 'Go ahead',
      changed_by: 'demoadmin',
    });
    const after = await queue();
    expect(after.count).toBe(before.count - 1);
    expect(after.advances.map((r) => r.advanceRequestId)).not.toContain(id);
  });

  it('rejects only with a comment (400 without), then Rejected with the comment as reason', async () => {
    const id = await advance(siteLead);
    const bare = await decide({ kind: 'advance', id, decision: 'reject', comment: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ message: a.rejectNeedsComment });
    expect((await advanceRow(id))?.status).toBe('Pending');
    const res = await decide({ kind: 'advance', id, decision: 'reject', comment: 'Over budget' });
    expect(res.statusCode).toBe(202);
    expect(await advanceRow(id)).toMatchObject({ status: 'Rejected', approved_amount: null });
    expect((await advanceHistory(id)).at(-1)).toMatchObject({ to_status: 'Rejected', reason: 'Over budget' });
  });

  it('refuses approving one’s own request (403, unchanged), a decided one (400) and a stale version (409)', async () => {
    const mine = await advance(admin);
    const own = await decide({ kind: 'advance', id: mine, decision: 'approve' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: a.notYourOwn });
    expect(await advanceRow(mine)).toMatchObject({ status: 'Pending', version: 1 });
    expect(await advanceHistory(mine)).toHaveLength(1);

    const id = await advance(siteLead);
    const stale = await decide({ kind: 'advance', id, decision: 'approve', version: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: advanceServerMessages.changedMeanwhile });
    expect((await decide({ kind: 'advance', id, decision: 'approve', version: 1 })).statusCode).toBe(202);
    const again = await decide({ kind: 'advance', id, decision: 'reject', comment: 'Late' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: a.advanceNotWaiting });
  });

  it('moves a payable to Invoice Approved, or back to Invoice Review in process with the comment', async () => {
    const first = await payable(admin2);
    const ok = await decide({ kind: 'payable', id: first, decision: 'approve', comment: 'Checked' });
    expect(ok.statusCode).toBe(202);
    expect(await payableRow(first)).toMatchObject({
      status: 'Invoice Approved',
      updated_by: 'demoadmin',
      version: 2,
    });
    expect((await payableHistory(first)).at(-1)).toEqual({
      status: 'Invoice Approved',
      reason: 'Checked',
      changes: [{ field: 'status', from: 'Invoice Received', to: 'Invoice Approved' }],
      updated_by: 'demoadmin',
    });

    const second = await payable(admin2);
    const back = await decide({ kind: 'payable', id: second, decision: 'reject', comment: 'Wrong rate' });
    expect(back.statusCode).toBe(202);
    expect(await payableRow(second)).toMatchObject({ status: 'Invoice Review in process' });
    expect((await payableHistory(second)).at(-1)).toMatchObject({ reason: 'Wrong rate' });

    const notWaiting = await decide({ kind: 'payable', id: first, decision: 'approve' });
    expect(notWaiting.statusCode).toBe(400);
    expect(notWaiting.json()).toEqual({ message: a.payableNotWaiting });

    const mine = await payable(admin);
    const own = await decide({ kind: 'payable', id: mine, decision: 'approve' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: a.notYourOwn });
    expect(await payableRow(mine)).toMatchObject({ status: 'Invoice Received', version: 1 });
  });

  it('answers another company’s record as not found, and a role without the module 403', async () => {
    const id = await advance(siteLead);
    const res = await decide({ kind: 'advance', id, decision: 'approve' }, beta);
    expect(res.statusCode).toBe(404);
    expect((await advanceRow(id))?.status).toBe('Pending');
    const p = await payable(admin2);
    expect((await decide({ kind: 'payable', id: p, decision: 'approve' }, beta)).statusCode).toBe(404);
    // portaladmin (ADMIN, module Admin only) reaches neither kind.
    const portalRes = await app.inject({ url: API.approvalQueue, headers: auth(portal) });
    expect(portalRes.statusCode).toBe(403);
    expect(portalRes.json()).toEqual({ message: commonMessages.forbiddenModule });
  });
});

describe('home: what needs my attention', () => {
  const attention = async (token: string) => {
    const res = await app.inject({ url: API.homeAttention, headers: auth(token) });
    expect(res.statusCode).toBe(202);
    return attentionSchema.strict().parse(res.json());
  };
  const iso = (days: number) => {
    const d = new Date();
    d.setDate(d.getDate() + days);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };

  it('answers a USER their own pending requests and the payables due this week, no approvals', async () => {
    const mine = await advance(siteLead);
    const due = await payable(admin, { billDate: iso(0), paymentDueDate: iso(3), status: 'Invoice Raised' });
    const later = await payable(admin, {
      billDate: iso(0),
      paymentDueDate: iso(20),
      status: 'Invoice Raised',
    });
    const home = await attention(siteLead.token);
    expect(home.approvals).toBeNull();
    expect(home.myRequests?.map((r) => r.advanceRequestId)).toContain(mine);
    expect(home.myRequests?.every((r) => r.requestedBy === 'sitelead')).toBe(true);
    expect(home.dueThisWeek?.map((r) => r.vendorPayableId)).toContain(due);
    expect(home.dueThisWeek?.map((r) => r.vendorPayableId)).not.toContain(later);
  });

  it('lists a payable due this week with what it still owes (the ledger’s), and not one paid in full', async () => {
    const part = await payable(admin, {
      billDate: iso(0),
      paymentDueDate: iso(2),
      status: 'Payment Pending',
      amount: 1000,
    });
    const full = await payable(admin, {
      billDate: iso(0),
      paymentDueDate: iso(2),
      status: 'Payment Pending',
      amount: 500,
    });
    const paid = await app.inject({
      method: 'POST',
      url: API.vendorPayment,
      headers: auth(admin.token),
      payload: {
        tenantCode: 'DEMO01',
        erfVendorId: ids.vendorId('Sharma Builders'),
        paymentDate: iso(0),
        amount: 900,
        paymentMode: 'NEFT',
        allocations: [
          { vendorPayableId: part, amount: 400 },
          { vendorPayableId: full, amount: 500 },
        ],
      },
    });
    expect(paid.statusCode, paid.body).toBe(202);
    const due = (await attention(admin.token)).dueThisWeek ?? [];
    expect(due.find((r) => r.vendorPayableId === part)).toMatchObject({ amount: 1000, outstanding: 600 });
    expect(due.map((r) => r.vendorPayableId)).not.toContain(full);
  });

  it('answers an administrator the queue’s count too, and a role with neither module nothing', async () => {
    const home = await attention(admin.token);
    expect(home.approvals?.count).toBe((await queue()).count);
    expect(home.approvals?.advances.length).toBeLessThanOrEqual(5);
    expect(await attention(portal)).toEqual({ myRequests: null, approvals: null, dueThisWeek: null });
    const other = await attention(beta.token);
    expect(other.approvals?.count).toBe(0);
    expect(other.dueThisWeek ?? []).toEqual([]);
  });
});
