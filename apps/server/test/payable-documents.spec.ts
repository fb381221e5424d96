import {
  API,
  apiPath,
  commonMessages,
  payableServerMessages as m,
  PAYABLE_DOCUMENT_MAX_BYTES,
  type Payable,
  type PayableHistoryRow,
  payableDocumentRemoveResponseSchema,
  payableDocumentSchema,
  payableDocumentUploadResponseSchema,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Caller, callers, keyHeaders, PNG_1x1, uploadDocument } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { directory, listPayables, PDF, uploadPayableDocument } from './payables-fixtures.js';

let app: FastifyInstance;
let admin: Caller;
let siteLead: Caller;
let beta: Caller;
let portal: string;
let ids: Awaited<ReturnType<typeof directory>>;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin, siteLead, beta, portal } = await callers(app));
  ids = await directory(app, admin);
});
afterAll(async () => closeTestApp(app));

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 0)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([40, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(30),
]);

const upload = async (file: Buffer | string, name: string, token = admin.token) => {
  const res = await uploadPayableDocument(app, token, file, name);
  expect(res.statusCode).toBe(202);
  return payableDocumentUploadResponseSchema.strict().parse(res.json()).sequenceId;
};
const download = (id: number | string, token = admin.token) =>
  app.inject({
    method: 'GET',
    url: apiPath(API.payableDocumentDownload, { sequenceId: String(id) }),
    headers: auth(token),
  });
const remove = (id: number | string, token = admin.token) =>
  app.inject({
    method: 'DELETE',
    url: apiPath(API.payableDocumentRemove, { sequenceId: String(id) }),
    headers: auth(token),
  });
const documentsOf = (id: number, c: Caller = admin, tenant = c.companyCode) =>
  app.inject({
    method: 'GET',
    url: apiPath(API.payableDocuments, { tenant, id }),
    headers: auth(c.token),
  });

/** Creates a DEMO01 payable listing `documentIds`; answers its id. */
async function payableWith(documentIds: string): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: API.payable,
    headers: auth(admin.token),
    payload: {
      tenantCode: 'DEMO01',
      erfSiteId: ids.siteId('MDP02'),
      erfVendorId: ids.vendorId('Deccan Bricks'),
      typeOfMaterials: 'Bricks',
      quantity: '5000',
      units: 'Nos',
      amount: 40000,
      billDate: '2026-06-01',
      paymentDueDate: '2026-06-30',
      vendorDocumentIds: documentIds,
    },
  });
  expect(res.statusCode).toBe(202);
  return res.json().vendorPayableId as number;
}

describe('payable document upload', () => {
  it('answers 202 {sequenceId, userDescription, companyCode} and keeps the PDF as sent', async () => {
    const res = await uploadPayableDocument(app, siteLead.token, PDF, 'invoice.pdf', {
      userDescription: 'Invoice 42',
      tenantCode: 'DEMO01',
    });
    expect(res.statusCode).toBe(202);
    const body = payableDocumentUploadResponseSchema.strict().parse(res.json());
    expect(body).toEqual({
      sequenceId: body.sequenceId,
      userDescription: 'Invoice 42',
      companyCode: 'DEMO01',
    });
    const file = await download(body.sequenceId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="invoice.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it.each([
    ['PNG', PNG_1x1, 'image/png', 'x.png'],
    ['JPEG', JPEG, 'image/jpeg', 'x.jpg'],
    ['GIF', GIF, 'image/gif', 'x.gif'],
    ['WEBP', WEBP, 'image/webp', 'x.webp'],
  ])('accepts a %s judged by its content, whatever its name', async (_name, bytes, mime, storedName) => {
    const id = await upload(bytes, 'x.bin');
    const file = await download(id);
    expect(file.headers['content-type']).toBe(mime);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${storedName}"`);
  });

  it('a PDF named .png is stored and answered as application/pdf', async () => {
    const id = await upload(PDF, 'scan.png');
    const file = await download(id);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="scan.pdf"');
    const payableId = await payableWith(String(id));
    const docs = z.array(payableDocumentSchema.strict()).parse((await documentsOf(payableId)).json());
    expect(docs).toEqual([
      { sequenceId: id, documentDescription: 'scan.pdf', documentType: 'application/pdf' },
    ]);
  });

  it.each([
    ['HTML named .png', '<html><script>alert(1)</script></html>', 'evil.png'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'a.svg'],
    ['text named .pdf', 'hello', 'a.pdf'],
    ['zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 'a.zip'],
  ])('refuses %s → 400 and stores nothing', async (_name, content, fileName) => {
    const res = await uploadPayableDocument(app, admin.token, content, fileName);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: m.documentTypes });
  });

  it('10 MB is accepted; 10 MB + 1 byte → 413 {message}', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(PAYABLE_DOCUMENT_MAX_BYTES - PDF.length)]);
    expect((await uploadPayableDocument(app, admin.token, big, 'big.pdf')).statusCode).toBe(202);
    const res = await uploadPayableDocument(
      app,
      admin.token,
      Buffer.concat([big, Buffer.alloc(1)]),
      'big.pdf',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: m.documentTooLarge });
  });

  it("no file → 400; another company's tenantCode field → 403; a role without Vendor Supplier → 403", async () => {
    const form = new FormData();
    form.append('userDescription', 'x');
    const encoded = new Response(form);
    const none = await app.inject({
      method: 'POST',
      url: API.payableDocumentUpload,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: auth(admin.token, { 'content-type': encoded.headers.get('content-type') as string }),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: m.noDocument });
    const other = await uploadPayableDocument(app, beta.token, PDF, 'a.pdf', { tenantCode: 'DEMO01' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: commonMessages.forbiddenCompany });
    const noModule = await uploadPayableDocument(app, portal, PDF, 'a.pdf');
    expect(noModule.statusCode).toBe(403);
    expect(noModule.json()).toEqual({ message: commonMessages.forbiddenModule });
  });
});

describe('payable document download', () => {
  it("another company's document, an advance image, or an unknown id → 404; not a number → 400; no token → 401", async () => {
    const id = await upload(PDF, 'a.pdf');
    const other = await download(id, beta.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: m.documentNotFound });
    const advanceImage = (await uploadDocument(app, admin.token, PNG_1x1, 'a.png')).json()
      .sequenceId as number;
    expect((await download(advanceImage)).statusCode).toBe(404);
    expect((await download(999_999)).statusCode).toBe(404);
    expect((await download('abc')).statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'GET',
      url: apiPath(API.payableDocumentDownload, { sequenceId: String(id) }),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await download(id, portal)).statusCode).toBe(403);
  });
});

describe('documents of a payable', () => {
  it('lists the documents the payable names, in its order, with name and type', async () => {
    const pdf = await upload(PDF, 'bill.pdf');
    const png = await upload(PNG_1x1, 'site photo.png');
    const payableId = await payableWith(`${png},${pdf}`);
    const res = await documentsOf(payableId);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual([
      { sequenceId: png, documentDescription: 'site photo.png', documentType: 'image/png' },
      { sequenceId: pdf, documentDescription: 'bill.pdf', documentType: 'application/pdf' },
    ]);
    const seeded = (await listPayables(app, admin))[0]?.vendorPayableId as number;
    expect((await documentsOf(seeded)).json()).toEqual([]);
  });

  it("another company's payable → 404; a path naming another company → 403; no module → 403", async () => {
    const payableId = await payableWith('');
    const other = await documentsOf(payableId, beta);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: m.notFound });
    const path = await documentsOf(payableId, beta, 'DEMO01');
    expect(path.statusCode).toBe(403);
    expect(path.json()).toEqual({ message: commonMessages.forbiddenCompany });
    const noModule = await app.inject({
      method: 'GET',
      url: apiPath(API.payableDocuments, { tenant: 'DEMO01', id: payableId }),
      headers: auth(portal),
    });
    expect(noModule.statusCode).toBe(403);
  });
});

describe('payable document remove', () => {
  it('answers 202 {message, payables}; the removal is a change of the payable: version + 1, updatedBy, a history row', async () => {
    const keep = await upload(PDF, 'keep.pdf');
    const gone = await upload(PDF, 'gone.pdf');
    const payableId = await payableWith(`${keep},${gone}`);
    const before = (await listPayables(app, admin)).find((p) => p.vendorPayableId === payableId) as Payable;
    const res = await remove(gone, siteLead.token);
    expect(res.statusCode).toBe(202);
    expect(payableDocumentRemoveResponseSchema.strict().parse(res.json())).toEqual({
      message: m.documentRemoved('gone.pdf'),
      payables: [{ vendorPayableId: payableId, version: before.version + 1 }],
    });
    const after = (await listPayables(app, admin)).find((p) => p.vendorPayableId === payableId);
    expect(after).toEqual({
      ...before,
      vendorDocumentIds: String(keep),
      updatedBy: 'sitelead',
      version: before.version + 1,
    });
    const history = (
      await app.inject({
        method: 'GET',
        url: apiPath(API.payableHistory, { vendorPayableId: String(payableId) }),
        headers: keyHeaders(admin),
      })
    ).json() as PayableHistoryRow[];
    expect(history.map((h) => [h.action, h.updatedBy, h.reason])).toEqual([
      ['create', 'demoadmin', ''],
      ['document removed', 'sitelead', 'Removed gone.pdf'],
    ]);
    expect((await documentsOf(payableId)).json()).toEqual([
      { sequenceId: keep, documentDescription: 'keep.pdf', documentType: 'application/pdf' },
    ]);
    expect((await download(gone)).statusCode).toBe(404);
    const again = await remove(gone);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: m.documentNotFound });
    // The version it loaded is stale now (409); with the version the removal answered, the edit saves.
    const payload = { ...before, vendorDocumentIds: String(keep), remarks: 'after removing a document' };
    const stale = await app.inject({ method: 'PUT', url: API.payable, headers: auth(admin.token), payload });
    expect(stale.statusCode).toBe(409);
    const saved = await app.inject({
      method: 'PUT',
      url: API.payable,
      headers: auth(admin.token),
      payload: { ...payload, version: res.json().payables[0].version },
    });
    expect(saved.statusCode).toBe(202);
  });

  it('drops the id from every payable of the company that lists it, and from no other id', async () => {
    const shared = await upload(PDF, 'shared.pdf');
    const other = await upload(PDF, 'other11.pdf');
    const first = await payableWith(`${shared}`);
    const second = await payableWith(`${other},${shared}`);
    const res = await remove(shared);
    expect(res.statusCode).toBe(202);
    expect(res.json().payables.map((p: { vendorPayableId: number }) => p.vendorPayableId)).toEqual([
      first,
      second,
    ]);
    const rows = await listPayables(app, admin);
    expect(rows.find((p) => p.vendorPayableId === first)?.vendorDocumentIds).toBe('');
    expect(rows.find((p) => p.vendorPayableId === second)?.vendorDocumentIds).toBe(String(other));
  });

  it("another company's document or an advance image → 404 and nothing is removed", async () => {
    const id = await upload(PDF, 'mine.pdf');
    const other = await remove(id, beta.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: m.documentNotFound });
    expect((await download(id)).statusCode).toBe(200);
    const advanceImage = (await uploadDocument(app, admin.token, PNG_1x1, 'a.png')).json()
      .sequenceId as number;
    expect((await remove(advanceImage)).statusCode).toBe(404);
    const image = await app.inject({
      method: 'GET',
      url: apiPath(API.advanceDocumentDownload, { documentIds: String(advanceImage) }),
      headers: auth(admin.token),
    });
    expect(image.statusCode).toBe(200);
    expect((await remove(id, portal)).statusCode).toBe(403);
  });
});
