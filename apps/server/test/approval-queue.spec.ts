import {
  API,
  ATTRIBUTE,
  approvalMessages as a,
  advanceServerMessages,
  apiPath,
  approvalQueueSchema,
  attentionSchema,
  commonMessages,
  MODULE_NAMES,
  OUTSTANDING_TOTAL_HEADER,
  advanceReconcileMessages as rm,
  SETUP_ITEMS,
} from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createRole, createSite, createUser } from '../src/features/admin/admin.service.js';
import { paise } from '../src/lib/money.js';
import { type Caller, caller, callers, createPendingAdvance, keyHeaders } from './advances-fixtures.js';
import { auth, closeTestApp, companyDay, createTestApp } from './helpers.js';
import { directory, payablePages, workPayableBody } from './payables-fixtures.js';
import { settlementCalls } from './settlement-fixtures.js';

/**
 * "Waiting for me" — an administrator's queue of the company's Pending advances
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
/** Payments through the settlement fixtures (one instance: each payment its own reference). */
let payments: ReturnType<typeof settlementCalls> | undefined;
const pay: ReturnType<typeof settlementCalls>['pay'] = (...args) => {
  payments ??= settlementCalls(app, admin);
  return payments.pay(...args);
};

const decide = (body: Record<string, unknown>, c: Caller = admin) =>
  app.inject({ method: 'POST', url: API.approvalDecision, payload: body, headers: auth(c.token) });

const advance = async (c: Caller, amount = 2500) =>
  (await createPendingAdvance(app, c, amount)).advanceRequestId;
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

  it('approves an advance for less than requested; 0, more, or an amount on a payable are refused', async () => {
    const id = await advance(siteLead, 5000);
    for (const [approvedAmount, message] of [
      [0, rm.approvedNotPositive],
      [5000.01, rm.approvedOverRequested('5,000.01', '5,000.00')],
    ] as const) {
      const refused = await decide({ kind: 'advance', id, decision: 'approve', approvedAmount });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message });
      expect(await advanceRow(id)).toMatchObject({ status: 'Pending', approved_amount: null, version: 1 });
    }
    const onReject = await decide({
      kind: 'advance',
      id,
      decision: 'reject',
      comment: 'No',
      approvedAmount: 10,
    });
    expect(onReject.statusCode).toBe(400);
    expect(onReject.json()).toEqual({ message: a.amountOnlyToApproveAdvance });
    const res = await decide({
      kind: 'advance',
      id,
      decision: 'approve',
      approvedAmount: 3200.25,
      version: 1,
    });
    expect(res.statusCode).toBe(202);
    expect(await advanceRow(id)).toMatchObject({
      status: 'Approved',
      approved_amount: '3200.25',
      version: 2,
    });
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
  /** DEMO01's day `days` from its today (Asia/Kolkata). */
  const iso = (days: number) => companyDay(days);

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
    const paid = await pay(
      ids.vendorId('Sharma Builders'),
      900,
      [
        [part, 400],
        [full, 500],
      ],
      { paymentDate: iso(0) },
    );
    expect(paid.statusCode, paid.body).toBe(202);
    const due = (await attention(admin.token)).dueThisWeek ?? [];
    expect(due.find((r) => r.vendorPayableId === part)).toMatchObject({ amount: 1000, outstanding: 600 });
    expect(due.map((r) => r.vendorPayableId)).not.toContain(full);
  });

  it('answers an administrator the queue’s count too, and a role with neither module nothing', async () => {
    const home = await attention(admin.token);
    expect(home.approvals?.count).toBe((await queue()).count);
    expect(home.approvals?.advances.length).toBeLessThanOrEqual(5);
    expect(await attention(portal)).toEqual({
      myRequests: null,
      approvals: null,
      dueThisWeek: null,
      overdue: null,
      setup: null,
    });
    const other = await attention(beta.token);
    expect(other.approvals?.count).toBe(0);
    expect(other.dueThisWeek ?? []).toEqual([]);
  });

  it('lists the caller’s open advances: Pending and Approved, each with its status', async () => {
    const pending = await advance(siteLead, 1200);
    const approved = await advance(siteLead, 1300);
    const version = (await queue()).advances.find((r) => r.advanceRequestId === approved)?.version;
    expect((await decide({ kind: 'advance', id: approved, decision: 'approve', version })).statusCode).toBe(
      202,
    );
    const mine = (await attention(siteLead.token)).myRequests ?? [];
    expect(mine.find((r) => r.advanceRequestId === pending)?.status).toBe('Pending');
    expect(mine.find((r) => r.advanceRequestId === approved)?.status).toBe('Approved');
    expect(mine.every((r) => ['Pending', 'Approved'].includes(r.status))).toBe(true);
  });
});

describe('home: the Overdue card', () => {
  const attention = async (token: string) => {
    const res = await app.inject({ url: API.homeAttention, headers: auth(token) });
    expect(res.statusCode).toBe(202);
    return attentionSchema.strict().parse(res.json());
  };
  /** Every page of the payables list filtered to overdue, with its count and outstanding headers. */
  const overdueList = async () => {
    const { count, outstanding, rows } = await payablePages(app, admin, { overdue: 'true' });
    return { count, outstanding: String(outstanding), rows };
  };
  const inPaise = (n: number) => paise(n.toFixed(2));
  /** DEMO01's day `days` before its today (Asia/Kolkata). */
  const daysAgo = (days: number) => companyDay(-days);

  it('on the demo data: the count and what is owed equal the payables list filtered to overdue', async () => {
    const home = await attention(admin.token);
    const list = await overdueList();
    expect(home.overdue?.count).toBeGreaterThan(0);
    expect(home.overdue?.count).toBe(list.count);
    expect(list.rows).toHaveLength(list.count);
    expect(inPaise(home.overdue?.outstanding ?? -1)).toBe(paise(list.outstanding));
    // The header is the sum of the rows' own outstanding, in paise; every row is due before today.
    expect(list.rows.reduce((n, r) => n + inPaise(r.outstanding ?? 0), 0n)).toBe(paise(list.outstanding));
    const todayIso = companyDay(0);
    expect(list.rows.every((r) => r.paymentDueDate < todayIso && (r.outstanding ?? 0) > 0)).toBe(true);
  });

  it('follows a new overdue bill and its payment; a list without a summary figure’s filter sends no total', async () => {
    const before = (await attention(admin.token)).overdue;
    const late = await payable(admin, {
      billDate: daysAgo(20),
      paymentDueDate: daysAgo(5),
      status: 'Payment Pending',
      amount: 1234.5,
    });
    const after = (await attention(admin.token)).overdue;
    expect(after?.count).toBe((before?.count ?? 0) + 1);
    expect(inPaise(after?.outstanding ?? 0) - inPaise(before?.outstanding ?? 0)).toBe(123450n);
    const paid = await pay(ids.vendorId('Sharma Builders'), 1234.5, [[late, 1234.5]], {
      paymentDate: daysAgo(0),
    });
    expect(paid.statusCode, paid.body).toBe(202);
    expect((await attention(admin.token)).overdue).toEqual(before);
    expect((await overdueList()).count).toBe(before?.count);
    const plain = await app.inject({
      url: `${apiPath(API.payablesForTenant, { tenantCode: 'DEMO01' })}?page=1&size=8&sort=amount,desc`,
      headers: keyHeaders(admin),
    });
    expect(plain.headers[OUTSTANDING_TOTAL_HEADER]).toBeUndefined();
  });
});

describe('home: a new company’s setup checklist', () => {
  const CODE = 'NEWCO1';
  let boss: Caller;
  const steps = async () => {
    const res = await app.inject({ url: API.homeAttention, headers: auth(boss.token) });
    expect(res.statusCode).toBe(202);
    return attentionSchema.strict().parse(res.json());
  };
  const doneOf = (home: { setup: { item: string; done: boolean }[] | null }) =>
    Object.fromEntries((home.setup ?? []).map((s) => [s.item, s.done]));

  beforeAll(async () => {
    await createCompany(app.ctx.db, { code: CODE, name: 'New Works', country: 'India' });
    await createRole(app.ctx.db, { company: CODE, name: 'Boss', type: 'ADMIN', modules: [...MODULE_NAMES] });
    await createUser(app.ctx.db, {
      company: CODE,
      username: 'newboss',
      password: 'Newboss@12345',
      firstName: 'New',
      lastName: 'Boss',
      role: 'Boss',
    });
    boss = await caller(app, { userName: 'newboss', password: 'Newboss@12345' });
  });

  it('lists each step not done, then each done as it is done, and none once all are', async () => {
    // A new company starts with the standard lists: that step is done from the first day.
    expect(doneOf(await steps())).toEqual({ sites: false, lists: true, users: false, vendor: false });
    // A company whose vendor categories are empty (made before the standard lists) has it to do.
    await app.ctx.db.execute(
      sql`delete from onetime_attributes where tenant_code = ${CODE} and name = ${ATTRIBUTE.vendorCategory}`,
    );
    const first = await steps();
    expect(first.setup).toEqual(SETUP_ITEMS.map((item) => ({ item, done: false })));
    expect(first.overdue).toEqual({ count: 0, outstanding: 0 });
    expect(first.dueThisWeek).toEqual([]);

    await createSite(app.ctx.db, { company: CODE, code: 'NS1', name: 'New Site' });
    expect(doneOf(await steps())).toEqual({ sites: true, lists: false, users: false, vendor: false });

    const added = await app.inject({
      method: 'POST',
      url: apiPath(API.companyList, { tenant: CODE, attributeName: ATTRIBUTE.vendorCategory }),
      headers: auth(boss.token),
      payload: { value: 'Landscaping' },
    });
    expect(added.statusCode, added.body).toBe(202);
    expect(doneOf(await steps())).toEqual({ sites: true, lists: true, users: false, vendor: false });

    await createUser(app.ctx.db, {
      company: CODE,
      username: 'newclerk',
      password: 'Newclerk@12345',
      firstName: 'New',
      lastName: 'Clerk',
      role: 'Boss',
    });
    expect(doneOf(await steps())).toEqual({ sites: true, lists: true, users: true, vendor: false });

    const vendor = await app.inject({
      method: 'POST',
      url: API.vendor,
      headers: auth(boss.token),
      payload: {
        tenantCode: CODE,
        vendorName: 'First Vendor',
        vendorDescription: 'The first',
        vendorCategory: 'Landscaping',
        typeOfWork: 'Masonry',
        typeOfGoods: '',
        contactPerson: 'Someone',
        phoneNumber: '9123400011',
        emailId: 'first@example.in',
        addressLine1: 'Line one',
        addressLine2: 'Line two',
        city: 'Pune',
        state: 'Maharashtra',
        country: 'India',
        status: 'Active',
        openingBalance: 0,
        openingBalanceDate: '2026-05-01',
        typeOfTransactionForOb: 'Cr',
        typeOfTransactionForCb: 'Cr',
      },
    });
    expect(vendor.statusCode, vendor.body).toBe(202);
    expect((await steps()).setup).toBeNull();
  });

  it('is an administrator’s: the demo company (set up) and a USER get none', async () => {
    expect((await homeOf(admin.token)).setup).toBeNull();
    expect((await homeOf(siteLead.token)).setup).toBeNull();
    const clerk = await caller(app, { userName: 'newclerk', password: 'Newclerk@12345' });
    expect((await app.inject({ url: API.homeAttention, headers: auth(clerk.token) })).statusCode).toBe(202);
  });
});

async function homeOf(token: string) {
  const res = await app.inject({ url: API.homeAttention, headers: auth(token) });
  expect(res.statusCode).toBe(202);
  return attentionSchema.strict().parse(res.json());
}
