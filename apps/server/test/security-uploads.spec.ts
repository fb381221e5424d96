import { API, apiPath } from '@sitebook/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers, PNG_1x1, uploadDocument } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { PDF, uploadPayableDocument } from './payables-fixtures.js';

/**
 * Uploads (issue 6, point 6) on both document upload calls: the type is judged by content (HTML or
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

  it('refuses a NUL character in a text field with 400, not a server error', async () => {
    const res = await upload(kind === 'payable' ? PDF : PNG_1x1, kind === 'payable' ? 'a.pdf' : 'a.png', {
      userDescription: 'bad\u0000description',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});
