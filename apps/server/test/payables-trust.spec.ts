/**
 * Payables: the vendor's code and name beside its id, every remark and change kept in the
 * history with who and when (from and to), amounts with 2 decimals, amount and dates editable until
 * the payable is settled, and an administrator's Cancel that takes a payable out of every summary.
 */
import {
  API,
  apiPath,
  inputMessages,
  payableServerMessages as m,
  type Payable,
  payableHistoryRowSchema,
  payablePopulateResponseSchema,
  payableSummaryRowSchema,
  settlementMessages as sm,
  payableWorkflowMessages as w,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Caller, callers, keyHeaders } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import {
  closedOwingNothing,
  directory,
  listPayables,
  paidInFull,
  workPayableBody,
} from './payables-fixtures.js';

let app: FastifyInstance;
let admin: Caller;
let siteLead: Caller;
let beta: Caller;
let ids: Awaited<ReturnType<typeof directory>>;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead, beta } = await callers(app));
  ids = await directory(app, admin);
});
afterAll(async () => closeTestApp(app));

/** A WORK vendor's payable at RST01 billed in October 2026 (a cycle no other test uses). */
const body = (overrides: Record<string, unknown> = {}) =>
  workPayableBody(ids, { billDate: '2026-10-10', paymentDueDate: '2026-11-10', ...overrides });
const create = (payload: Record<string, unknown>, c: Caller = admin) =>
  app.inject({ method: 'POST', url: API.payable, payload, headers: auth(c.token) });
const update = (record: Payable, changes: Record<string, unknown>, c: Caller = admin) =>
  app.inject({ method: 'PUT', url: API.payable, payload: { ...record, ...changes }, headers: auth(c.token) });
const cancel = (record: Payable, reason: string, c: Caller = admin, extra: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: API.payableCancel,
    headers: auth(c.token),
    payload: {
      tenantCode: c.companyCode,
      vendorPayableId: record.vendorPayableId,
      vendorPayableCode: record.vendorPayableCode,
      version: record.version,
      reason,
      ...extra,
    },
  });
const payable = async (id: number) => {
  const row = (await listPayables(app, admin)).find((p) => p.vendorPayableId === id);
  if (!row) throw new Error(`payable ${id} not listed`);
  return row;
};
const created = async (overrides: Record<string, unknown> = {}, c: Caller = admin) => {
  const res = await create(body(overrides), c);
  expect(res.statusCode).toBe(202);
  return payable(res.json().vendorPayableId);
};
const history = async (id: number) => {
  const res = await app.inject({
    method: 'GET',
    url: apiPath(API.payableHistory, { vendorPayableId: id }),
    headers: keyHeaders(admin),
  });
  expect(res.statusCode).toBe(202);
  return z.array(payableHistoryRowSchema.strict()).parse(res.json());
};

describe('the vendor under "Vendor Id": its code and name', () => {
  it('every listed payable and every history row names its vendor by code and name (a page too)', async () => {
    const all = await listPayables(app, admin);
    for (const p of all) {
      expect(p.vendorCode).toMatch(/^VEN\d{5}$/);
      expect(p.vendorName).toBeTruthy();
    }
    const page = await app.inject({
      method: 'GET',
      url: `${apiPath(API.payablesForTenant, { tenantCode: 'DEMO01' })}?page=1&size=8`,
      headers: keyHeaders(admin),
    });
    expect(page.statusCode).toBe(202);
    const first = (page.json() as Payable[])[0];
    const same = all.find((p) => p.vendorPayableId === first?.vendorPayableId);
    expect(first).toEqual(same);
    const record = await created();
    expect(record).toMatchObject({
      erfVendorId: ids.vendorId('Sharma Builders'),
      vendorCode: ids.vendorCode('Sharma Builders'),
      vendorName: 'Sharma Builders',
    });
    expect((await history(record.vendorPayableId))[0]).toMatchObject({
      vendorCode: ids.vendorCode('Sharma Builders'),
      vendorName: 'Sharma Builders',
    });
  });
});

describe('remarks and changes in the history', () => {
  it('keeps every remark with who and when, and each change from and to', async () => {
    const record = await created({ remarks: 'Bill received' }, siteLead);
    expect((await update(record, { remarks: 'Checked on site' }, siteLead)).statusCode).toBe(202);
    const second = await payable(record.vendorPayableId);
    expect(
      (await update(second, { remarks: 'Approved for payment', status: 'Invoice Review in process' }))
        .statusCode,
    ).toBe(202);
    const rows = await history(record.vendorPayableId);
    expect(rows.map((r) => [r.remarks, r.updatedBy, r.action])).toEqual([
      ['Bill received', 'sitelead', 'create'],
      ['Checked on site', 'sitelead', 'update'],
      ['Approved for payment', 'demoadmin', 'update'],
    ]);
    for (const r of rows) expect(Date.parse(r.updatedDate)).not.toBeNaN();
    expect(rows.map((r) => r.changes)).toEqual([
      [],
      [{ field: 'remarks', from: 'Bill received', to: 'Checked on site' }],
      [
        { field: 'status', from: 'Invoice Raised', to: 'Invoice Review in process' },
        { field: 'remarks', from: 'Checked on site', to: 'Approved for payment' },
      ],
    ]);
  });
});

describe('amounts with 2 decimals; amount and dates editable until settled', () => {
  it('stores 84500.50 exactly and answers it as 84500.5', async () => {
    const record = await created({ amount: 84500.5 });
    expect(record.amount).toBe(84500.5);
    const [row] = await history(record.vendorPayableId);
    expect(row?.amount).toBe(84500.5);
  });

  it('an amount or date typo is mended: 202, stored, and a history row from → to', async () => {
    const record = await created({ amount: 8450.5 }, siteLead);
    const res = await update(
      record,
      { amount: 84500.5, billDate: '2026-10-11', paymentDueDate: '2026-11-12' },
      siteLead,
    );
    expect(res.statusCode).toBe(202);
    expect(await payable(record.vendorPayableId)).toMatchObject({
      amount: 84500.5,
      billDate: '2026-10-11',
      paymentDueDate: '2026-11-12',
      version: 2,
    });
    expect((await history(record.vendorPayableId)).at(-1)).toMatchObject({
      updatedBy: 'sitelead',
      changes: [
        { field: 'amount', from: '8450.50', to: '84500.50' },
        { field: 'billDate', from: '2026-10-10', to: '2026-10-11' },
        { field: 'paymentDueDate', from: '2026-11-10', to: '2026-11-12' },
      ],
    });
  });

  it('an edit with the due date before the bill date → 400, nothing stored', async () => {
    const record = await created();
    const res = await update(record, { paymentDueDate: '2026-10-09' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: inputMessages.dueBeforeBill });
    expect(await payable(record.vendorPayableId)).toEqual(record);
  });

  /**
   * A payable that is Payment Settled (its payment paid it off) or Closed (by hand, once it owes
   * nothing: part paid, its amount lowered to that; a payable owing money is never set to either by
   * hand, see below).
   */
  const lockedPayable = async (locked: string) =>
    (locked === 'Closed' ? closedOwingNothing : paidInFull)(
      app,
      admin,
      await created({ status: 'Payment Pending' }),
    );

  it.each(['Payment Settled', 'Closed'])('a %s payable keeps its amount and dates (400)', async (locked) => {
    const record = await lockedPayable(locked);
    expect(record.status).toBe(locked);
    const kept = await history(record.vendorPayableId);
    for (const changes of [{ amount: 1 }, { billDate: '2026-10-01' }, { paymentDueDate: '2026-12-01' }]) {
      const res = await update(record, changes);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: w.amountDatesLocked(locked) });
    }
    expect(await payable(record.vendorPayableId)).toEqual(record);
    expect(await history(record.vendorPayableId)).toEqual(kept);
  });

  it.each(['Payment Settled', 'Closed'])(
    'a payable owing money is neither created nor edited %s (400, nothing stored)',
    async (locked) => {
      const before = (await listPayables(app, admin)).length;
      const res = await create(body({ status: locked, amount: 8450.5 }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: sm.settledByHandOutstanding(m.newPayable, locked, '8,450.50') });
      expect((await listPayables(app, admin)).length).toBe(before);

      const record = await created({ status: 'Payment Pending', amount: 8450.5 });
      const edit = await update(record, { status: locked });
      expect(edit.statusCode).toBe(400);
      expect(edit.json()).toEqual({
        message: sm.settledByHandOutstanding(record.vendorPayableCode, locked, '8,450.50'),
      });
      expect(await payable(record.vendorPayableId)).toEqual(record);
      expect(await history(record.vendorPayableId)).toHaveLength(1);
    },
  );
});

describe('Cancel payable', () => {
  const summaryRows = async () => {
    const res = await app.inject({
      method: 'POST',
      url: API.payableSummary,
      headers: auth(admin.token),
      payload: { tenantCode: 'DEMO01', billDate: '15-10-2026', siteCode: 'RST01' },
    });
    expect(res.statusCode).toBe(202);
    return z.array(payableSummaryRowSchema).parse(res.json());
  };
  const populate = async () => {
    const res = await app.inject({
      method: 'POST',
      url: apiPath(API.payablePopulate, { tenantCode: 'DEMO01', date: '15-10-2026' }),
      headers: auth(admin.token),
    });
    expect(res.statusCode).toBe(202);
    return payablePopulateResponseSchema.parse(res.json());
  };
  const raisedTotal = async () =>
    (await populate()).list.find((r) => r.siteCode === 'RST01' && r.status === 'Invoice Raised');

  it('an ADMIN cancels with a reason: Cancelled in the list, a history row, out of every summary', async () => {
    const record = await created({ amount: 1234.56, status: 'Invoice Approved' });
    const beforeRows = await summaryRows();
    const before = await populate();
    expect(beforeRows.map((r) => r.vendorPayableId)).toContain(record.vendorPayableId);

    const res = await cancel(record, '  Duplicate bill  ');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      vendorPayableCode: record.vendorPayableCode,
      vendorPayableId: record.vendorPayableId,
      message: w.cancelDone(record.vendorPayableCode),
    });
    expect(await payable(record.vendorPayableId)).toEqual({
      ...record,
      status: 'Cancelled',
      updatedBy: 'demoadmin',
      version: record.version + 1,
      // A Cancelled payable owes nothing.
      outstanding: 0,
    });
    expect((await history(record.vendorPayableId)).at(-1)).toMatchObject({
      action: 'cancel',
      status: 'Cancelled',
      updatedBy: 'demoadmin',
      reason: 'Duplicate bill',
      changes: [{ field: 'status', from: 'Invoice Approved', to: 'Cancelled' }],
    });
    expect((await summaryRows()).map((r) => r.vendorPayableId)).not.toContain(record.vendorPayableId);
    const after = await populate();
    const approved = (p: typeof before) =>
      p.list.find((r) => r.siteCode === 'RST01' && r.status === 'Invoice Approved');
    expect(approved(after)?.count ?? 0).toBe((approved(before)?.count ?? 0) - 1);
    expect(
      Math.round(((approved(before)?.totalAmount ?? 0) - (approved(after)?.totalAmount ?? 0)) * 100),
    ).toBe(123456);
    expect(after.list.some((r) => r.status === 'Cancelled')).toBe(false);
  });

  it('a cancelled payable cannot be edited nor cancelled again (400), and nothing changes', async () => {
    const record = await created();
    expect((await cancel(record, 'Entered twice')).statusCode).toBe(202);
    const cancelled = await payable(record.vendorPayableId);
    for (const changes of [
      { remarks: 'again' },
      { status: 'Invoice Raised', reason: 'undo' },
      { amount: 5 },
    ]) {
      const res = await update(cancelled, changes);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: w.cancelledNoEdit });
    }
    const again = await cancel(cancelled, 'twice');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: w.cancelLocked('Cancelled') });
    expect(await payable(record.vendorPayableId)).toEqual(cancelled);
    expect(await history(record.vendorPayableId)).toHaveLength(2);
  });

  it('needs a reason (400), the loaded version (409), the same code (400); another company’s is not found', async () => {
    const record = await created();
    const total = await raisedTotal();
    for (const reason of ['', '   ']) {
      const res = await cancel(record, reason);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: w.cancelReasonRequired });
    }
    expect((await cancel(record, 'late', admin, { version: record.version + 1 })).statusCode).toBe(409);
    const code = await cancel(record, 'late', admin, { vendorPayableCode: 'VPB99999' });
    expect(code.statusCode).toBe(400);
    expect(code.json()).toEqual({ message: m.codeMismatch });
    const other = await cancel(record, 'not mine', beta);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: m.notFound });
    const otherTenant = await cancel(record, 'not mine', beta, { tenantCode: 'DEMO01' });
    expect(otherTenant.statusCode).toBe(403);
    // Not through an edit: only the cancel call, with its right and reason, cancels.
    const byEdit = await update(record, { status: 'Cancelled', reason: 'by edit' });
    expect(byEdit.statusCode).toBe(400);
    expect(byEdit.json()).toEqual({ message: m.statusNotInList });
    expect(await payable(record.vendorPayableId)).toEqual(record);
    expect(await history(record.vendorPayableId)).toHaveLength(1);
    expect(await raisedTotal()).toEqual(total);
  });
});
