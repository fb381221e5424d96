import { API, apiPath, BULK_UPLOAD_FIELD, BULK_UPLOAD_TAG } from '@sitebook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, closeTestApp, createTestApp, DEMO, login } from './helpers.js';
import { validRows, xlsxOf } from './vendor-files.js';

/**
 * A 10,000-row bulk upload must not hold the server's event loop, so another
 * company's calls keep answering. Measured in-process: a 5 ms interval timer's largest gap while the
 * upload runs, and BETA01's vendor list page called back to back meanwhile.
 *
 * Bounds are loose on purpose (a loaded 2-core CI machine runs other test files beside this one).
 * On PostgreSQL the server thread stalled 1.2-2.6 s before the fix (building and collecting 10,000
 * row objects on the main thread): that is what this test catches. On PGlite the timings are
 * printed but not asserted: its insert statements run on this very thread (WebAssembly, 1,000 rows
 * at a time with a turn of the event loop between them), so the gap measures the machine's load as
 * much as the code (80 ms to 1 s for the same code beside other test files), and its one
 * connection makes another company's list wait for the upload's transaction. There only the
 * statuses are checked; docs/PERFORMANCE.md has PGlite's figures from the bench.
 */

const ROWS = 10_000;
const onPostgres = process.env.TEST_DB === 'postgres';
const MAX_STALL_MS = 500;
const MAX_OTHER_TENANT_MS = 500;

let app: FastifyInstance;
let demo: string;
let beta: string;

beforeAll(async () => {
  app = await createTestApp();
  demo = await login(app, DEMO.admin.userName, DEMO.admin.password);
  beta = await login(app, DEMO.beta.userName, DEMO.beta.password);
});
afterAll(() => closeTestApp(app));

async function multipart(file: Buffer, fileName: string) {
  const form = new FormData();
  form.append(BULK_UPLOAD_FIELD, new Blob([new Uint8Array(file)]), fileName);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') as string,
  };
}

describe('a 10,000-row bulk upload and everyone else', () => {
  it('keeps the event loop turning and another company answered while it runs', {
    timeout: 180_000,
  }, async () => {
    const body = await multipart(await xlsxOf(validRows(ROWS, 'Loop Vendor')), 'vendors.xlsx');
    const upload = () =>
      app.inject({
        method: 'POST',
        url: apiPath(API.vendorBulkUpload, { tenant: 'DEMO01' }),
        payload: body.payload,
        headers: auth(demo, { 'content-type': body.contentType }),
      });
    const otherList = () =>
      app.inject({
        method: 'GET',
        url: `${apiPath(API.vendorsForTenant, { tenant: 'BETA01' })}?page=1&size=20`,
        headers: auth(beta),
      });

    // Warm up: the bulk worker thread and the list statement.
    const warm = await multipart(Buffer.from('x'), 'warm.csv');
    await app.inject({
      method: 'POST',
      url: apiPath(API.vendorBulkUpload, { tenant: 'DEMO01' }),
      payload: warm.payload,
      headers: auth(demo, { 'content-type': warm.contentType }),
    });
    expect((await otherList()).statusCode).toBe(202);

    let last = performance.now();
    let largestGap = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      largestGap = Math.max(largestGap, now - last);
      last = now;
    }, 5);
    let uploading = true;
    const otherCalls: { status: number; ms: number }[] = [];
    const prober = (async () => {
      while (uploading) {
        const started = performance.now();
        const res = await otherList();
        otherCalls.push({ status: res.statusCode, ms: performance.now() - started });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    let res: Awaited<ReturnType<typeof upload>>;
    try {
      res = await upload();
    } finally {
      uploading = false;
      await prober;
      clearInterval(timer);
    }

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ noOfRecordsProcessed: ROWS, successRecords: ROWS, failureRecords: 0 });
    expect(otherCalls.length).toBeGreaterThan(0);
    expect(otherCalls.every((call) => call.status === 202)).toBe(true);
    const slowestOther = Math.max(...otherCalls.map((call) => call.ms));
    console.info(
      `${process.env.TEST_DB}: ${ROWS}-row upload; largest event-loop gap ${Math.round(largestGap)} ms; ` +
        `another company's list: ${otherCalls.length} calls, slowest ${Math.round(slowestOther)} ms`,
    );
    if (onPostgres) {
      expect(largestGap).toBeLessThan(MAX_STALL_MS);
      expect(slowestOther).toBeLessThan(MAX_OTHER_TENANT_MS);
    }

    const removed = await app.inject({
      method: 'DELETE',
      url: apiPath(API.vendorBulkRemove, { tenant: 'DEMO01', tag: BULK_UPLOAD_TAG }),
      headers: auth(demo),
    });
    expect(removed.statusCode).toBe(202);
    expect(removed.json()).toMatchObject({ count: ROWS });
  });
});
