import {
  ADVANCE_DOCUMENT_MAX_BYTES,
  API,
  advanceServerMessages,
  apiPath,
  PAYABLE_DOCUMENT_MAX_BYTES,
  uploadMessages,
} from '@sitebook/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers, PNG_1x1, uploadDocument } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { PDF, uploadPayableDocument } from './payables-fixtures.js';
import { injectSplitUpload } from './split-upload.js';

/**
 * Uploads on both document upload calls: the type is judged by content (HTML or
 * SVG renamed as an image or PDF is refused), path-like and hostile file names are harmless (stored
 * and answered under a plain name, no header injection), and text fields with NUL are refused.
 */

let app: FastifyInstance;
let demo: Caller;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin: demo } = await callers(app));
});
afterAll(() => closeTestApp(app));

const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';

const uploaders = {
  advance: (file: Buffer | string, name: string, fields: Record<string, string> = {}) =>
    uploadDocument(app, demo.token, file, name, { companyCode: 'DEMO01', ...fields }),
  payable: (file: Buffer | string, name: string, fields: Record<string, string> = {}) =>
    uploadPayableDocument(app, demo.token, file, name, { tenantCode: 'DEMO01', ...fields }),
};

const download = (kind: keyof typeof uploaders, id: number) =>
  app.inject({
    url:
      kind === 'advance'
        ? apiPath(API.advanceDocumentDownload, { documentIds: id })
        : apiPath(API.payableDocumentDownload, { sequenceId: id }),
    headers: auth(demo.token),
  });

const sequenceId = (res: LightMyRequestResponse) => (res.json() as { sequenceId: number }).sequenceId;

describe.each(Object.keys(uploaders) as (keyof typeof uploaders)[])('%s document upload', (kind) => {
  const upload = uploaders[kind];

  it('refuses HTML and SVG renamed as an image or a PDF (400 { message })', async () => {
    for (const [content, name] of [
      [HTML, 'photo.png'],
      [HTML, 'bill.pdf'],
      [SVG, 'photo.jpg'],
      [SVG, 'photo.svg'],
      ['just text', 'photo.gif'],
    ] as const) {
      const res = await upload(content, name);
      expect(res.statusCode, `${name}`).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('stores path-like and hostile names under a plain name, with no header injection', async () => {
    for (const name of [
      '../../etc/passwd.png',
      '..\\..\\windows\\system32\\x.png',
      '/absolute/path.png',
      'quote".png',
      'line\r\nX-Injected: yes.png',
      '\u{1F600}emoji.png',
      `${'a'.repeat(600)}.png`,
    ]) {
      const res = await upload(PNG_1x1, name);
      expect(res.statusCode, name).toBe(202);
      const file = await download(kind, sequenceId(res));
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-injected']).toBeUndefined();
      const disposition = String(file.headers['content-disposition']);
      const stored = /filename="([^"]*)"$/.exec(disposition)?.[1] ?? '';
      expect(stored).toMatch(/^[A-Za-z0-9 ._-]{1,104}$/);
      expect(stored).not.toContain('..');
      expect(file.rawPayload.equals(PNG_1x1)).toBe(true);
    }
  });

  const target: { url: string; fields: Record<string, string>; maxBytes: number } = {
    advance: {
      url: API.advanceDocumentUpload,
      fields: { companyCode: 'DEMO01' },
      maxBytes: ADVANCE_DOCUMENT_MAX_BYTES,
    },
    payable: {
      url: API.payableDocumentUpload,
      fields: { tenantCode: 'DEMO01' },
      maxBytes: PAYABLE_DOCUMENT_MAX_BYTES,
    },
  }[kind];

  it('refuses 10 MB + 1 byte with 413 even when it arrives cut at 10 MB, and stores nothing (5 tries)', async () => {
    // Cut at 10 MB this is still a PNG by content; before, it was sometimes stored cut short.
    const file = Buffer.concat([PNG_1x1, Buffer.alloc(target.maxBytes + 1 - PNG_1x1.length, 0x61)]);
    const before = sequenceId(await upload(PNG_1x1, 'before.png'));
    for (let i = 0; i < 5; i++) {
      const res = await injectSplitUpload(app, {
        url: target.url,
        token: demo.token,
        field: 'document',
        file,
        fileName: 'big.png',
        fields: target.fields,
        fileBytes: target.maxBytes,
      });
      expect(res.statusCode, `try ${i + 1}`).toBe(413);
      expect(res.json()).toEqual({ message: advanceServerMessages.documentTooLarge });
    }
    // Nothing stored in between: the next document takes the very next id.
    expect(sequenceId(await upload(PNG_1x1, 'after.png'))).toBe(before + 1);
  });

  it('answers 50 tiny files with 400 "only one file", not "larger than 10 MB"; stores nothing', async () => {
    const before = sequenceId(await upload(PNG_1x1, 'before.png'));
    const form = new FormData();
    for (const [k, v] of Object.entries(target.fields)) form.append(k, v);
    for (let i = 0; i < 50; i++) form.append('document', new Blob([new Uint8Array(PNG_1x1)]), `f${i}.png`);
    const encoded = new Response(form);
    const res = await app.inject({
      method: 'POST',
      url: target.url,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: auth(demo.token, { 'content-type': encoded.headers.get('content-type') as string }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: uploadMessages.onlyOneFile });
    expect(sequenceId(await upload(PNG_1x1, 'after.png'))).toBe(before + 1);
  });

  it('refuses a NUL character in a text field with 400, not a server error', async () => {
    const res = await upload(kind === 'payable' ? PDF : PNG_1x1, kind === 'payable' ? 'a.pdf' : 'a.png', {
      userDescription: 'bad\u0000description',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});
