import {
  API,
  apiPath,
  BULK_UPLOAD_TAG,
  commonMessages,
  inputMessages,
  listMessages,
  payableServerMessages as m,
  PAYABLE_STATUSES,
  type Payable,
  type PayableHistoryRow,
  payableHistoryRowSchema,
  payablePopulateResponseSchema,
  payableSaveResponseSchema,
  payableSummaryRowSchema,
  vendorMessages,
  payableWorkflowMessages as w,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Caller, callers, keyHeaders, PNG_1x1, uploadDocument } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import {
  closedOwingNothing,
  directory,
  listPayables,
  PDF,
  paidInFull,
  uploadPayableDocument,
  workPayableBody,
} from './payables-fixtures.js';
import { csvOf, validRows } from './vendor-files.js';

let app: FastifyInstance;
let admin: Caller;
let siteLead: Caller;
let beta: Caller;
let portal: string;
/** The portal session's own apikey value (each session's is derived from its token). */
let portalKey: string;
let ids: Awaited<ReturnType<typeof directory>>;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead, beta, portal } = await callers(app));
  portalKey = (
    await app.inject({ url: apiPath(API.companyById, { companyId: 1 }), headers: auth(portal) })
  ).json().apiKey as string;
  ids = await directory(app, admin);
});
afterAll(async () => closeTestApp(app));

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** A valid create body: a WORK vendor's payable at RST01, billed in June 2026 (outside the seeded cycles). */
function workBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return workPayableBody(ids, { remarks: 'First floor plaster', ...overrides });
}

/** A valid create body for a GOODS vendor (Balaji Cement Traders: Cement, Steel). */
function goodsBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return workBody({
    erfVendorId: ids.vendorId('Balaji Cement Traders'),
    typeOfWork: '',
    typeOfMaterials: 'Cement',
    quantity: '100',
    units: 'Bags',
    amount: 38000,
    ...overrides,
  });
}

const create = (payload: Record<string, unknown>, c: Caller = admin) =>
  app.inject({ method: 'POST', url: API.payable, payload, headers: auth(c.token) });
const update = (payload: Record<string, unknown>, c: Caller = admin) =>
  app.inject({ method: 'PUT', url: API.payable, payload, headers: auth(c.token) });
const historyOf = (id: number, c: Caller = admin, headers = keyHeaders(c)) =>
  app.inject({
    method: 'GET',
    url: apiPath(API.payableHistory, { vendorPayableId: id }),
    headers,
  });
const history = async (id: number, c: Caller = admin) => {
  const res = await historyOf(id, c);
  expect(res.statusCode).toBe(202);
  return z.array(payableHistoryRowSchema.strict()).parse(res.json());
};
const payable = async (id: number, c: Caller = admin) => {
  const row = (await listPayables(app, c)).find((p) => p.vendorPayableId === id);
  if (!row) throw new Error(`payable ${id} not listed`);
  return row;
};
/** Creates a payable and answers it as listed (the record an edit screen starts from). */
const created = async (overrides: Record<string, unknown> = {}, c: Caller = admin, goods = false) => {
  const res = await create(goods ? goodsBody(overrides) : workBody(overrides), c);
  expect(res.statusCode).toBe(202);
  return payable(res.json().vendorPayableId, c);
};
/** The PUT body an edit screen sends for a listed record, with changes. */
const edit = (record: Payable, changes: Record<string, unknown> = {}) => ({ ...record, ...changes });

describe('GET payables for a tenant', () => {
  it('answers 202 with the ten seeded payables, oldest first, every field of the contract', async () => {
    const rows = await listPayables(app, admin);
    expect(rows.slice(0, 10).map((r) => r.vendorPayableCode)).toEqual(
      Array.from({ length: 10 }, (_, i) => `VPB${String(i + 1).padStart(5, '0')}`),
    );
    expect(rows.map((r) => r.vendorPayableId)).toEqual(
      [...rows.map((r) => r.vendorPayableId)].sort((a, b) => a - b),
    );
    expect(rows[0]).toEqual({
      vendorPayableId: rows[0]?.vendorPayableId,
      vendorPayableCode: 'VPB00001',
      tenantCode: 'DEMO01',
      erfSiteId: ids.siteId('RST01'),
      erfVendorId: ids.vendorId('Sharma Builders'),
      typeOfWork: 'Masonry',
      typeOfMaterials: '',
      quantity: '1200',
      units: 'Sq.ft',
      amount: 84000,
      paymentMode: 'NEFT',
      paymentDueDate: '2026-04-30',
      billDate: '2026-04-02',
      remarks: 'Ground floor blockwork',
      createdBy: 'sitelead',
      // The demo seed made it through the payables service, so it was created when the seed ran.
      createdDate: expect.stringMatching(ISO_TIMESTAMP),
      updatedBy: 'demoadmin',
      status: 'Payment Settled',
      vendorDocumentIds: '',
      version: 5,
      vendorCode: ids.vendorCode('Sharma Builders'),
      vendorName: 'Sharma Builders',
      // No invoice number or tax, no payment recorded against it.
      invoiceNumber: '',
      taxAmount: 0,
      // The demo payments (seed/payments.ts) paid this bill in full, which settled it.
      paid: 84000,
      outstanding: 0,
      // What the vendor ledger bills it: amount + tax.
      total: 84000,
    });
    // A GOODS vendor's payable carries the type of goods and no type of work.
    expect(rows[1]).toMatchObject({
      typeOfWork: '',
      typeOfMaterials: 'Cement',
      units: 'Bags',
      amount: 152000,
    });
    // Every status up to Payment Settled; none Closed (its payment settles a paid bill, which then keeps its status).
    expect(new Set(rows.slice(0, 10).map((r) => r.status))).toEqual(
      new Set(PAYABLE_STATUSES.filter((s) => s !== 'Closed')),
    );
    expect(new Set(rows.slice(0, 10).map((r) => r.erfSiteId)).size).toBe(3);
  });

  it('BETA01 sees none of them (it has no payables)', async () => {
    expect(await listPayables(app, beta)).toEqual([]);
  });

  it('needs the apikey headers (403), the own company in the path (403), Vendor Supplier (403), a token (401)', async () => {
    const url = apiPath(API.payablesForTenant, { tenantCode: 'DEMO01' });
    const noKey = await app.inject({ method: 'GET', url, headers: auth(admin.token) });
    expect(noKey.statusCode).toBe(403);
    expect(noKey.json()).toEqual({ message: commonMessages.forbiddenApiKey });
    const other = await app.inject({ method: 'GET', url, headers: keyHeaders(beta) });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: commonMessages.forbiddenCompany });
    const noModule = await app.inject({
      method: 'GET',
      url,
      headers: auth(portal, { apikey: portalKey, api_client_name: 'DEMO01' }),
    });
    expect(noModule.statusCode).toBe(403);
    expect(noModule.json()).toEqual({ message: commonMessages.forbiddenModule });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('POST payable', () => {
  it('creates with the next code after the existing ones, the defaults, and the caller as creator', async () => {
    // The next code follows the company's highest, whatever this file created before.
    const highest = Math.max(
      ...(await listPayables(app, admin)).map((p) => Number(p.vendorPayableCode.slice(3))),
    );
    const next = `VPB${String(highest + 1).padStart(5, '0')}`;
    const res = await create(
      workBody({ status: undefined, paymentMode: '', createdBy: 'someone', updatedBy: 'else' }),
      siteLead,
    );
    expect(res.statusCode).toBe(202);
    const answer = payableSaveResponseSchema.strict().parse(res.json());
    expect(answer.vendorPayableCode).toBe(next);
    expect(answer.message).toBe(m.created(next));
    const row = await payable(answer.vendorPayableId);
    expect(row).toMatchObject({
      vendorPayableCode: next,
      status: 'Invoice Raised',
      paymentMode: 'Cash',
      createdBy: 'sitelead',
      updatedBy: 'sitelead',
      typeOfWork: 'Plastering',
      typeOfMaterials: '',
      quantity: '450',
      units: 'Sq.ft',
      amount: 27000,
      billDate: '2026-06-10',
      paymentDueDate: '2026-07-10',
      version: 1,
    });
    expect(row.createdDate).toMatch(ISO_TIMESTAMP);
  });

  it('writes exactly one history row, with who and when', async () => {
    const res = await create(workBody({ status: 'Invoice Received', remarks: 'First bill' }));
    const rows = await history(res.json().vendorPayableId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      vendorPayableCode: res.json().vendorPayableCode,
      erfSiteId: ids.siteId('RST01'),
      erfVendorId: ids.vendorId('Sharma Builders'),
      typeOfWork: 'Plastering',
      typeOfMaterials: '',
      quantity: '450',
      units: 'Sq.ft',
      amount: 27000,
      billDate: '2026-06-10',
      paymentDueDate: '2026-07-10',
      status: 'Invoice Received',
      updatedBy: 'demoadmin',
      action: 'create',
      remarks: 'First bill',
      reason: '',
    });
    expect(rows[0]?.updatedDate).toMatch(ISO_TIMESTAMP);
  });

  it("stores only the type matching the vendor: a GOODS vendor's payable keeps its goods and goods units", async () => {
    const row = await created({ typeOfWork: 'Masonry' }, admin, true);
    expect(row).toMatchObject({ typeOfWork: '', typeOfMaterials: 'Cement', units: 'Bags' });
    const workRow = await created({ typeOfMaterials: 'Cement' });
    expect(workRow).toMatchObject({ typeOfWork: 'Plastering', typeOfMaterials: '' });
  });

  it.each([
    ['a WORK vendor without a type of work', () => workBody({ typeOfWork: '' }), m.workTypeRequired],
    [
      'a GOODS vendor without a type of goods',
      () => goodsBody({ typeOfMaterials: '' }),
      m.materialTypeRequired,
    ],
    ['a type of work outside the list', () => workBody({ typeOfWork: 'Cement' }), m.workTypeNotInList],
    [
      'a type of goods outside the list',
      () => goodsBody({ typeOfMaterials: 'Masonry' }),
      m.materialTypeNotInList,
    ],
    ['a goods unit for a WORK vendor', () => workBody({ units: 'Bags' }), m.unitNotInList],
    ['a work unit for a GOODS vendor', () => goodsBody({ units: 'Sq.ft' }), m.unitNotInList],
    ['a payment mode outside the list', () => workBody({ paymentMode: 'Bitcoin' }), m.paymentModeNotInList],
    ['letters in the quantity', () => workBody({ quantity: '12a' }), 'Only numbers are allowed'],
    ['an amount with 3 decimals', () => workBody({ amount: 12.505 }), inputMessages.amountDecimals],
    [
      'a document id that does not exist',
      () => workBody({ vendorDocumentIds: '999999' }),
      m.documentsNotYours,
    ],
    [
      'a document id beyond the id range',
      () => workBody({ vendorDocumentIds: '9999999999' }),
      m.documentsNotYours,
    ],
  ])('%s → 400', async (_name, payload, message) => {
    const before = (await listPayables(app, admin)).length;
    const res = await create(payload());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect(await listPayables(app, admin)).toHaveLength(before);
  });

  it.each([
    ['a status outside the seven', { status: 'Paid' }],
    ['an impossible bill date', { billDate: '2026-02-30' }],
    ['a dd-mm-yyyy due date', { paymentDueDate: '10-07-2026' }],
    ['no quantity', { quantity: '' }],
    ['remarks over 150 characters', { remarks: 'x'.repeat(151) }],
  ])('%s → 400 with a message', async (_name, overrides) => {
    const res = await create(workBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it("another company's vendor or site, or an unknown one → 404", async () => {
    const betaIds = await directory(app, beta);
    const cases = [
      [{ erfVendorId: betaIds.vendorId('Lakshmi Tiling Co') }, m.vendorNotYours],
      [{ erfVendorId: 999_999 }, m.vendorNotYours],
      [{ erfSiteId: betaIds.siteId('LKV01') }, m.siteNotYours],
      [{ erfSiteId: 999_999 }, m.siteNotYours],
    ] as const;
    for (const [overrides, message] of cases) {
      const res = await create(workBody(overrides));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message });
    }
  });

  it("refuses another company's tenantCode (403) and a role without Vendor Supplier (403)", async () => {
    const other = await create(workBody(), beta);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: commonMessages.forbiddenCompany });
    const noModule = await app.inject({
      method: 'POST',
      url: API.payable,
      payload: workBody(),
      headers: auth(portal),
    });
    expect(noModule.statusCode).toBe(403);
    expect(noModule.json()).toEqual({ message: commonMessages.forbiddenModule });
  });

  it("takes only the company's own payable documents (not an advance image, not another company's)", async () => {
    const own = (await uploadPayableDocument(app, admin.token, PDF, 'bill.pdf')).json().sequenceId as number;
    const second = (await uploadPayableDocument(app, admin.token, PNG_1x1, 'photo.png')).json()
      .sequenceId as number;
    const betaDoc = (await uploadPayableDocument(app, beta.token, PDF, 'b.pdf')).json().sequenceId as number;
    const advanceDoc = (await uploadDocument(app, admin.token, PNG_1x1, 'a.png')).json().sequenceId as number;
    for (const refused of [betaDoc, advanceDoc]) {
      const res = await create(workBody({ vendorDocumentIds: `${own},${refused}` }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: m.documentsNotYours });
    }
    const row = await created({ vendorDocumentIds: `${own},${second}` });
    expect(row.vendorDocumentIds).toBe(`${own},${second}`);
  });

  it('gives 10 concurrent creates 10 distinct codes, each with one history row', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        create(workBody({ quantity: String(i + 1) }), i % 2 ? admin : siteLead),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(202));
    const codes = results.map((r) => r.json().vendorPayableCode as string);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^VPB\d{5}$/);
    for (const r of results) expect(await history(r.json().vendorPayableId)).toHaveLength(1);
  });
});

describe('PUT payable', () => {
  it('updates the editable fields: 202 with the code, the list shows them with the updater, version + 1', async () => {
    const record = await created({}, siteLead);
    const res = await update(
      edit(record, {
        status: 'Invoice Received',
        remarks: 'Checked on site',
        quantity: '460',
        paymentMode: 'NEFT',
        typeOfWork: 'Masonry',
        units: 'Rft',
        erfSiteId: ids.siteId('HTV03'),
      }),
    );
    expect(res.statusCode).toBe(202);
    expect(payableSaveResponseSchema.strict().parse(res.json())).toEqual({
      vendorPayableCode: record.vendorPayableCode,
      vendorPayableId: record.vendorPayableId,
      message: m.updated(record.vendorPayableCode),
    });
    expect(await payable(record.vendorPayableId)).toEqual({
      ...record,
      status: 'Invoice Received',
      remarks: 'Checked on site',
      quantity: '460',
      paymentMode: 'NEFT',
      typeOfWork: 'Masonry',
      units: 'Rft',
      erfSiteId: ids.siteId('HTV03'),
      updatedBy: 'demoadmin',
      version: record.version + 1,
    });
  });

  it('adds exactly one history row per update, with the updater, in order', async () => {
    const record = await created({}, siteLead);
    expect((await update(edit(record, { status: 'Invoice Review in process' }))).statusCode).toBe(202);
    const second = await payable(record.vendorPayableId);
    expect((await update(edit(second, { status: 'Invoice Received' }), siteLead)).statusCode).toBe(202);
    const rows = await history(record.vendorPayableId);
    expect(rows.map((r) => [r.status, r.updatedBy])).toEqual([
      ['Invoice Raised', 'sitelead'],
      ['Invoice Review in process', 'demoadmin'],
      ['Invoice Received', 'sitelead'],
    ]);
    const times = rows.map((r) => Date.parse(r.updatedDate));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('keeps the stored status when none is sent', async () => {
    const record = await created({ status: 'Invoice Approved' });
    const res = await update(edit(record, { status: undefined, remarks: 'no status sent' }));
    expect(res.statusCode).toBe(202);
    expect(await payable(record.vendorPayableId)).toMatchObject({
      status: 'Invoice Approved',
      remarks: 'no status sent',
    });
  });

  it.each([
    ['amount', { amount: 27001 }],
    ['bill date', { billDate: '2026-06-11' }],
    ['due date', { paymentDueDate: '2026-07-11' }],
  ])('refuses a changed %s of a Closed payable (400) and stores nothing', async (_name, changes) => {
    // Closed by hand only while it owes nothing (settlementMessages.settledByHandOutstanding): part
    // paid, its amount lowered to what was paid.
    const record = await closedOwingNothing(app, admin, await created({ status: 'Payment Pending' }));
    expect(record.status).toBe('Closed');
    const kept = await history(record.vendorPayableId);
    const res = await update(edit(record, { ...changes, remarks: 'changed' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: w.amountDatesLocked('Closed') });
    expect(await payable(record.vendorPayableId)).toEqual(record);
    expect(await history(record.vendorPayableId)).toEqual(kept);
  });

  it.each(['Payment Settled', 'Closed'])(
    'locks the status of a %s payable (400); its other fields may change',
    async (locked) => {
      // Payment Settled: its payment pays it off; Closed: by hand, once it owes nothing.
      const record = await created({ status: 'Payment Pending', amount: 27000 });
      const settled = await (locked === 'Closed' ? closedOwingNothing : paidInFull)(app, admin, record);
      expect(settled.status).toBe(locked);
      for (const status of PAYABLE_STATUSES.filter((s) => s !== locked)) {
        const res = await update(edit(settled, { status }));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: m.statusLocked(locked) });
      }
      expect(await payable(record.vendorPayableId)).toEqual(settled);
      const remarks = await update(edit(settled, { remarks: 'Paid by NEFT' }));
      expect(remarks.statusCode).toBe(202);
      expect(await payable(record.vendorPayableId)).toMatchObject({
        status: locked,
        remarks: 'Paid by NEFT',
      });
    },
  );

  it('refuses a stale update: two clients load version N, the first wins, the second gets 409 and is not stored', async () => {
    const record = await created();
    const seenByAdmin = await payable(record.vendorPayableId, admin);
    const seenBySiteLead = await payable(record.vendorPayableId, siteLead);
    expect(seenBySiteLead.version).toBe(seenByAdmin.version);
    const first = await update(
      edit(seenByAdmin, { remarks: 'first writer', status: 'Invoice Received' }),
      admin,
    );
    expect(first.statusCode).toBe(202);
    const second = await update(
      edit(seenBySiteLead, { remarks: 'second writer', quantity: '999' }),
      siteLead,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: m.changedMeanwhile });
    expect(await payable(record.vendorPayableId)).toMatchObject({
      remarks: 'first writer',
      quantity: '450',
      status: 'Invoice Received',
      updatedBy: 'demoadmin',
      version: seenByAdmin.version + 1,
    });
    expect((await history(record.vendorPayableId)).map((r) => r.updatedBy)).toEqual([
      'demoadmin',
      'demoadmin',
    ]);
    // Reloaded, the second client's change goes through.
    const reloaded = await payable(record.vendorPayableId, siteLead);
    expect((await update(edit(reloaded, { remarks: 'second writer' }), siteLead)).statusCode).toBe(202);
  });

  it('of two concurrent updates naming the same version exactly one is stored', async () => {
    const record = await created();
    const results = await Promise.all([
      update(edit(record, { remarks: 'A' }), admin),
      update(edit(record, { remarks: 'B' }), siteLead),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    const winner = results[0]?.statusCode === 202 ? 'A' : 'B';
    expect(await payable(record.vendorPayableId)).toMatchObject({
      remarks: winner,
      version: record.version + 1,
    });
    expect(await history(record.vendorPayableId)).toHaveLength(2);
  });

  it('a version from the future is refused as well (409)', async () => {
    const record = await created();
    const res = await update(edit(record, { version: record.version + 5 }));
    expect(res.statusCode).toBe(409);
  });

  it("answers 404 for an unknown payable and for another company's, 400 for a mismatched code", async () => {
    const record = await created();
    const unknown = await update(edit(record, { vendorPayableId: 999_999 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: m.notFound });
    // BETA01 sends DEMO01's payable id under its own company code and its own vendor and site.
    const betaIds = await directory(app, beta);
    const betaTry = await update(
      edit(record, {
        tenantCode: 'BETA01',
        erfVendorId: betaIds.vendorId('Lakshmi Tiling Co'),
        erfSiteId: betaIds.siteId('LKV01'),
        typeOfWork: 'Tiling',
      }),
      beta,
    );
    expect(betaTry.statusCode).toBe(404);
    expect(betaTry.json()).toEqual({ message: m.notFound });
    const mismatch = await update(edit(record, { vendorPayableCode: 'VPB99999' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ message: m.codeMismatch });
    expect(await payable(record.vendorPayableId)).toEqual(record);
  });

  it("refuses DEMO01's payable sent by BETA01 with DEMO01's code (403) and a role without Vendor Supplier (403)", async () => {
    const record = await created();
    expect((await update(edit(record), beta)).statusCode).toBe(403);
    const noModule = await app.inject({
      method: 'PUT',
      url: API.payable,
      payload: edit(record),
      headers: auth(portal),
    });
    expect(noModule.statusCode).toBe(403);
  });

  it('validates like create: lists, the vendor type, and the full list of documents sent', async () => {
    const doc = (await uploadPayableDocument(app, admin.token, PDF, 'a.pdf')).json().sequenceId as number;
    const record = await created({ vendorDocumentIds: String(doc) });
    expect((await update(edit(record, { typeOfWork: '' }))).json()).toEqual({ message: m.workTypeRequired });
    expect((await update(edit(record, { units: 'Kg' }))).json()).toEqual({ message: m.unitNotInList });
    expect((await update(edit(record, { paymentMode: 'Gold' }))).json()).toEqual({
      message: m.paymentModeNotInList,
    });
    const betaDoc = (await uploadPayableDocument(app, beta.token, PDF, 'b.pdf')).json().sequenceId as number;
    const foreign = await update(edit(record, { vendorDocumentIds: `${doc},${betaDoc}` }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ message: m.documentsNotYours });
    // The edit screen sends the kept ids joined with the new ones.
    const added = (await uploadPayableDocument(app, admin.token, PNG_1x1, 'n.png')).json()
      .sequenceId as number;
    expect((await update(edit(record, { vendorDocumentIds: `${doc},${added}` }))).statusCode).toBe(202);
    expect((await payable(record.vendorPayableId)).vendorDocumentIds).toBe(`${doc},${added}`);
    expect(await history(record.vendorPayableId)).toHaveLength(2);
  });
});

describe('GET payable history', () => {
  it('answers the seeded path of a settled payable, oldest first, with who and when: its payment settled it', async () => {
    const settled = (await listPayables(app, admin)).find(
      (p) => p.vendorPayableCode === 'VPB00004',
    ) as Payable;
    expect(settled.status).toBe('Payment Settled');
    // The demo seed walks it through the payables service up to Payment Pending; its demo payment
    // (through the settlement service) pays it off and so settles it.
    const rows = await history(settled.vendorPayableId);
    expect(rows.map((r) => [r.action, r.status, r.updatedBy])).toEqual([
      ['create', 'Invoice Raised', 'sitelead'],
      ['update', 'Invoice Received', 'demoadmin'],
      ['update', 'Invoice Approved', 'sitelead'],
      ['update', 'Payment Pending', 'demoadmin'],
      ['payment', 'Payment Settled', 'demoadmin'],
    ]);
    expect(rows[0]).toEqual({
      vendorPayableCode: 'VPB00004',
      erfSiteId: ids.siteId('MDP02'),
      erfVendorId: ids.vendorId('Kaveri Sand Suppliers'),
      typeOfMaterials: 'Sand',
      typeOfWork: '',
      quantity: '30',
      units: 'Cum',
      amount: 54000,
      invoiceNumber: '',
      taxAmount: 0,
      billDate: '2026-04-11',
      paymentDueDate: '2026-04-25',
      status: 'Invoice Raised',
      updatedBy: 'sitelead',
      updatedDate: expect.stringMatching(ISO_TIMESTAMP),
      action: 'create',
      remarks: 'River sand, three loads',
      reason: '',
      vendorCode: ids.vendorCode('Kaveri Sand Suppliers'),
      vendorName: 'Kaveri Sand Suppliers',
      changes: [],
    });
    expect(rows.at(-1)?.changes).toContainEqual({
      field: 'status',
      from: 'Payment Pending',
      to: 'Payment Settled',
    });
  });

  it('every seeded payable has one history row per change of the payable, ending in its status', async () => {
    for (const p of (await listPayables(app, admin)).slice(0, 10)) {
      // Creates and updates, and the demo payments that settled a payable (version + 1 each).
      const rows = (await history(p.vendorPayableId)).filter(
        (r) => r.action === 'create' || r.action === 'update' || r.changes?.some((c) => c.field === 'status'),
      );
      expect(rows).toHaveLength(p.version);
      expect(rows.at(-1)?.status).toBe(p.status);
      expect(rows[0]?.status).toBe('Invoice Raised');
    }
  });

  it('sort=updatedAt,asc|desc orders by when each change was made, ties by id the same way', async () => {
    const settled = (await listPayables(app, admin)).find(
      (p) => p.vendorPayableCode === 'VPB00004',
    ) as Payable;
    const oldestFirst = await history(settled.vendorPayableId);
    const sorted = async (sort: string) => {
      const res = await app.inject({
        url: `${apiPath(API.payableHistory, { vendorPayableId: settled.vendorPayableId })}?sort=${sort}`,
        headers: keyHeaders(admin),
      });
      expect(res.statusCode, res.body).toBe(202);
      return z.array(payableHistoryRowSchema.strict()).parse(res.json());
    };
    // The rows in id order, so a stable sort by date keeps ties by id (reversed first for desc).
    const byDate = (rows: PayableHistoryRow[], sign: number) =>
      [...rows].sort(
        (a, b) => sign * (a.updatedDate < b.updatedDate ? -1 : a.updatedDate > b.updatedDate ? 1 : 0),
      );
    expect(await sorted('updatedAt,asc')).toEqual(byDate(oldestFirst, 1));
    expect(await sorted('updatedAt,desc')).toEqual(byDate([...oldestFirst].reverse(), -1));
    expect((await sorted('updatedAt,desc'))[0]?.updatedDate).toBe(
      oldestFirst
        .map((r) => r.updatedDate)
        .sort()
        .at(-1),
    );
    for (const sort of ['status,asc', 'updatedAt,up', 'updatedAt']) {
      const res = await app.inject({
        url: `${apiPath(API.payableHistory, { vendorPayableId: settled.vendorPayableId })}?sort=${sort}`,
        headers: keyHeaders(admin),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(listMessages.sortInvalid('updatedAt'));
    }
  });

  it("another company's payable → 404, unknown → 404, not a number → 400; apikey headers and the module are needed", async () => {
    const [first] = await listPayables(app, admin);
    const id = first?.vendorPayableId as number;
    const other = await historyOf(id, beta);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: m.notFound });
    expect((await historyOf(999_999)).statusCode).toBe(404);
    const text = await app.inject({
      method: 'GET',
      url: apiPath(API.payableHistory, { vendorPayableId: 'abc' }),
      headers: keyHeaders(admin),
    });
    expect(text.statusCode).toBe(400);
    expect((await historyOf(id, admin, auth(admin.token))).statusCode).toBe(403);
    const noModule = await historyOf(
      id,
      admin,
      auth(portal, { apikey: portalKey, api_client_name: 'DEMO01' }),
    );
    expect(noModule.statusCode).toBe(403);
    expect(noModule.json()).toEqual({ message: commonMessages.forbiddenModule });
  });
});

describe('Summary By Status — List', () => {
  const summary = (payload: Record<string, unknown>, c: Caller = admin) =>
    app.inject({ method: 'POST', url: API.payableSummary, payload, headers: auth(c.token) });
  const rowsOf = async (payload: Record<string, unknown>) => {
    const res = await summary({ tenantCode: 'DEMO01', ...payload });
    expect(res.statusCode).toBe(202);
    return z.array(payableSummaryRowSchema.strict()).parse(res.json());
  };

  it("answers the site's payables billed in the salary cycle containing the date", async () => {
    const rows = await rowsOf({ billDate: '15-04-2026', siteCode: 'RST01', vendorId: '', status: '' });
    expect(rows).toEqual([
      {
        vendorPayableId: expect.any(Number),
        vendorPayableCode: 'VPB00001',
        erfVendorId: ids.vendorId('Sharma Builders'),
        vendorName: 'Sharma Builders',
        billDate: '2026-04-02',
        paymentDueDate: '2026-04-30',
        amount: 84000,
        // From the vendor ledger: paid in full by the demo's two payments (the second with TDS).
        total: 84000,
        paid: 84000,
        outstanding: 0,
        status: 'Payment Settled',
      },
      expect.objectContaining({
        vendorPayableCode: 'VPB00002',
        amount: 152000,
        total: 152000,
        paid: 60000,
        outstanding: 92000,
        status: 'Invoice Approved',
      }),
      expect.objectContaining({
        vendorPayableCode: 'VPB00007',
        vendorName: 'Royal Paints Depot',
        amount: 43200,
      }),
    ]);
    // Any day of the cycle gives the same cycle; the next cycle starts on the 1st.
    expect(
      (await rowsOf({ billDate: '30-04-2026', siteCode: 'RST01' })).map((r) => r.vendorPayableCode),
    ).toEqual(['VPB00001', 'VPB00002', 'VPB00007']);
    expect(
      (await rowsOf({ billDate: '01-05-2026', siteCode: 'RST01' })).map((r) => r.vendorPayableCode),
    ).toEqual(['VPB00010']);
    expect(await rowsOf({ billDate: '15-03-2026', siteCode: 'RST01' })).toEqual([]);
  });

  it('filters by vendor, by status, and by both', async () => {
    const base = { billDate: '15-04-2026', siteCode: 'RST01' };
    const byVendor = await rowsOf({ ...base, vendorId: ids.vendorId('Balaji Cement Traders') });
    expect(byVendor.map((r) => r.vendorPayableCode)).toEqual(['VPB00002']);
    const byStatus = await rowsOf({ ...base, status: 'Invoice Approved' });
    expect(byStatus.map((r) => r.vendorPayableCode)).toEqual(['VPB00002', 'VPB00007']);
    const both = await rowsOf({
      ...base,
      status: 'Invoice Approved',
      vendorId: ids.vendorId('Royal Paints Depot'),
    });
    expect(both.map((r) => r.vendorPayableCode)).toEqual(['VPB00007']);
    expect(await rowsOf({ ...base, status: 'Closed' })).toEqual([]);
    expect(await rowsOf({ ...base, vendorId: 3_000_000_000 })).toEqual([]);
  });

  it("an unknown site or another company's → 404; another company's tenantCode → 403; a bad date → 400; no module → 403", async () => {
    for (const siteCode of ['NOPE01', 'LKV01']) {
      const res = await summary({ tenantCode: 'DEMO01', billDate: '15-04-2026', siteCode });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: m.siteNotYours });
    }
    const other = await summary({ tenantCode: 'DEMO01', billDate: '15-04-2026', siteCode: 'RST01' }, beta);
    expect(other.statusCode).toBe(403);
    const badDate = await summary({ tenantCode: 'DEMO01', billDate: '2026-04-15', siteCode: 'RST01' });
    expect(badDate.statusCode).toBe(400);
    const noModule = await app.inject({
      method: 'POST',
      url: API.payableSummary,
      payload: { tenantCode: 'DEMO01', billDate: '15-04-2026', siteCode: 'RST01' },
      headers: auth(portal),
    });
    expect(noModule.statusCode).toBe(403);
  });
});

describe('Summary By Status — Populate', () => {
  const populate = (date: string, tenantCode = 'DEMO01', token = admin.token) =>
    app.inject({
      method: 'POST',
      url: apiPath(API.payablePopulate, { tenantCode, date }),
      headers: auth(token),
    });

  it('counts and totals every site and status of the cycle', async () => {
    const res = await populate('10-04-2026');
    expect(res.statusCode).toBe(202);
    expect(payablePopulateResponseSchema.strict().parse(res.json())).toEqual({
      message: m.summarised(7, '01-04-2026 to 30-04-2026'),
      list: [
        {
          siteCode: 'HTV03',
          status: 'Invoice Review in process',
          count: 1,
          totalAmount: 36000,
          outstanding: 36000,
        },
        { siteCode: 'HTV03', status: 'Invoice Received', count: 1, totalAmount: 96000, outstanding: 96000 },
        // 20,000.00 + 650.00 TDS paid (the demo's payments)
        { siteCode: 'MDP02', status: 'Payment Pending', count: 1, totalAmount: 65000, outstanding: 44350 },
        // settled by its cash payment (no demo payable is Closed: a settled one keeps its status)
        { siteCode: 'MDP02', status: 'Payment Settled', count: 1, totalAmount: 54000, outstanding: 0 },
        // VPB00002 152,000.00 with 60,000.00 paid, VPB00007 43,200.00
        { siteCode: 'RST01', status: 'Invoice Approved', count: 2, totalAmount: 195200, outstanding: 135200 },
        { siteCode: 'RST01', status: 'Payment Settled', count: 1, totalAmount: 84000, outstanding: 0 },
      ],
    });
    expect((await populate('31-05-2026')).json()).toEqual({
      message: m.summarised(3, '01-05-2026 to 31-05-2026'),
      list: [
        { siteCode: 'HTV03', status: 'Invoice Approved', count: 1, totalAmount: 372000, outstanding: 372000 },
        { siteCode: 'MDP02', status: 'Invoice Raised', count: 1, totalAmount: 118000, outstanding: 118000 },
        // its cheque bounced: the payment was reversed
        { siteCode: 'RST01', status: 'Payment Pending', count: 1, totalAmount: 75000, outstanding: 75000 },
      ],
    });
  });

  it('counts a new payable in its cycle; another company sees only its own (none)', async () => {
    await created({ billDate: '2026-08-03', paymentDueDate: '2026-09-03', amount: 1000 });
    await created({ billDate: '2026-08-31', paymentDueDate: '2026-09-03', amount: 2500 });
    expect((await populate('15-08-2026')).json()).toEqual({
      message: m.summarised(2, '01-08-2026 to 31-08-2026'),
      list: [{ siteCode: 'RST01', status: 'Invoice Raised', count: 2, totalAmount: 3500, outstanding: 3500 }],
    });
    expect((await populate('15-08-2026', 'BETA01', beta.token)).json()).toEqual({
      message: m.summarised(0, '01-08-2026 to 31-08-2026'),
      list: [],
    });
  });

  it("another company's code → 403; an impossible date → 400; no module → 403", async () => {
    const other = await populate('10-04-2026', 'DEMO01', beta.token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: commonMessages.forbiddenCompany });
    expect((await populate('31-02-2026')).statusCode).toBe(400);
    expect((await populate('10-04-2026', 'DEMO01', portal)).statusCode).toBe(403);
  });
});

describe('vendors with payables', () => {
  const remove = (payload: Record<string, unknown>) =>
    app.inject({ method: 'DELETE', url: API.vendor, payload, headers: keyHeaders(admin) });
  const vendorListed = async (vendorId: number) =>
    (
      (
        await app.inject({
          method: 'GET',
          url: apiPath(API.vendorsForTenant, { tenant: 'DEMO01' }),
          headers: auth(admin.token),
        })
      ).json() as { vendorId: number }[]
    ).some((v) => v.vendorId === vendorId);

  it('a vendor that has payables cannot be deleted (400); one without can', async () => {
    const withPayables = ids.vendorId('Sharma Builders');
    const refused = await remove({ vendorId: withPayables });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: vendorMessages.hasPayables });
    expect(await vendorListed(withPayables)).toBe(true);
    const without = ids.vendorId('Ganga Fabricators');
    expect((await remove({ vendorId: without })).statusCode).toBe(202);
    expect(await vendorListed(without)).toBe(false);
  });

  it('a bulk removal keeps the tagged vendors that have payables and says how many', async () => {
    const form = new FormData();
    form.append('vendorbasicdetails', new Blob([csvOf(validRows(4, 'Tagged'))]), 'vendors.csv');
    const encoded = new Response(form);
    const uploaded = await app.inject({
      method: 'POST',
      url: apiPath(API.vendorBulkUpload, { tenant: 'DEMO01' }),
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: auth(admin.token, { 'content-type': encoded.headers.get('content-type') as string }),
    });
    expect(uploaded.json()).toMatchObject({ successRecords: 4 });
    const tagged = await directory(app, admin);
    // validRow: even rows are WORK vendors (Masonry).
    await created({ erfVendorId: tagged.vendorId('Tagged 2'), typeOfWork: 'Masonry' });
    const res = await app.inject({
      method: 'DELETE',
      url: apiPath(API.vendorBulkRemove, { tenant: 'DEMO01', tag: BULK_UPLOAD_TAG }),
      headers: auth(admin.token),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      message: `${vendorMessages.bulkRemoved(3)} ${vendorMessages.bulkKept(1)}`,
      count: 3,
      kept: 1,
    });
    expect(res.json().message).toBe('3 vendors removed. 1 vendor has payables and was kept.');
    expect(await vendorListed(tagged.vendorId('Tagged 2'))).toBe(true);
    for (const name of ['Tagged 1', 'Tagged 3', 'Tagged 4']) {
      expect(await vendorListed(tagged.vendorId(name))).toBe(false);
    }
  });
});
