import {
  API,
  advanceDocumentUploadResponseSchema,
  apiPath,
  commonMessages,
  advanceServerMessages as m,
} from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers, PNG_1x1, uploadDocument } from './advances-fixtures.js';
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

const download = (id: number | string, token = admin.token) =>
  app.inject({
    method: 'GET',
    url: apiPath(API.advanceDocumentDownload, { documentIds: String(id) }),
    headers: auth(token),
  });

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 0)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([40, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(30),
]);

describe('advance document upload', () => {
  it('answers 202 {documentIds, sequenceId, userDescription, companyCode} and stores the PNG', async () => {
    const res = await uploadDocument(
      app,
      admin.token,
      PNG_1x1,
      'photo.png',
      {
        userDescription: 'Receipt',
        companyCode: 'DEMO01',
      },
      { api_client_name: 'DEMO01' },
    );
    expect(res.statusCode).toBe(202);
    const body = advanceDocumentUploadResponseSchema.strict().parse(res.json());
    expect(body).toEqual({
      documentIds: String(body.sequenceId),
      sequenceId: body.sequenceId,
      userDescription: 'Receipt',
      companyCode: 'DEMO01',
    });
    const file = await download(body.sequenceId);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe('inline; filename="photo.png"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['cache-control'])).toContain('private');
    expect(file.rawPayload.equals(PNG_1x1)).toBe(true);
  });

  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF', GIF, 'image/gif'],
    ['WEBP', WEBP, 'image/webp'],
  ])('accepts a %s by content', async (_name, bytes, mime) => {
    const res = await uploadDocument(app, siteLead.token, bytes, 'x.bin');
    expect(res.statusCode).toBe(202);
    expect((await download(res.json().sequenceId, siteLead.token)).headers['content-type']).toBe(mime);
  });

  it('a PNG named .txt is stored as image/png with a .png name', async () => {
    const res = await uploadDocument(app, admin.token, PNG_1x1, 'notes.txt');
    expect(res.statusCode).toBe(202);
    const file = await download(res.json().sequenceId);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe('inline; filename="notes.png"');
  });

  it.each([
    ['HTML named .png', '<html><script>alert(1)</script></html>', 'evil.png'],
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'a.svg'],
    ['PDF', '%PDF-1.4\n1 0 obj\n<<>>\nendobj\n', 'a.pdf'],
    ['text', 'hello', 'a.jpg'],
    ['zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 'a.zip'],
  ])('refuses %s → 400', async (_name, content, fileName) => {
    const res = await uploadDocument(app, admin.token, content, fileName);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: m.imagesOnly });
  });

  it('10 MB is accepted; 10 MB + 1 byte → 413 {message}', async () => {
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(10 * 1024 * 1024 - PNG_1x1.length)]);
    expect((await uploadDocument(app, admin.token, big, 'big.png')).statusCode).toBe(202);
    const res = await uploadDocument(app, admin.token, Buffer.concat([big, Buffer.alloc(1)]), 'big.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: m.documentTooLarge });
  });

  it("another company's companyCode field or api_client_name → 403", async () => {
    const field = await uploadDocument(app, beta.token, PNG_1x1, 'a.png', { companyCode: 'DEMO01' });
    expect(field.statusCode).toBe(403);
    expect(field.json()).toEqual({ message: commonMessages.forbiddenCompany });
    const header = await uploadDocument(app, beta.token, PNG_1x1, 'a.png', {}, { api_client_name: 'DEMO01' });
    expect(header.statusCode).toBe(403);
  });

  it('no file → 400; not multipart → 400; portaladmin (no modules) → 403', async () => {
    const form = new FormData();
    form.append('userDescription', 'x');
    const encoded = new Response(form);
    const none = await app.inject({
      method: 'POST',
      url: API.advanceDocumentUpload,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: auth(admin.token, { 'content-type': encoded.headers.get('content-type') as string }),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: m.noDocument });
    const json = await app.inject({
      method: 'POST',
      url: API.advanceDocumentUpload,
      payload: {},
      headers: auth(admin.token),
    });
    expect(json.statusCode).toBe(400);
    expect((await uploadDocument(app, portal, PNG_1x1, 'a.png')).statusCode).toBe(403);
  });
});

describe('advance document download', () => {
  it("another tenant's document → 404; unknown → 404; no token → 401", async () => {
    const id = (await uploadDocument(app, admin.token, PNG_1x1, 'a.png')).json().sequenceId as number;
    const other = await download(id, beta.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: m.documentNotFound });
    expect((await download(999_999)).statusCode).toBe(404);
    expect((await download('abc')).statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'GET',
      url: apiPath(API.advanceDocumentDownload, { documentIds: String(id) }),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
