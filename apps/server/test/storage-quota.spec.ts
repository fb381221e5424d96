/**
 * A company's document storage has a quota (its own, or STORAGE_QUOTA_BYTES), every
 * upload is refused 413 past it with a text naming the quota and the use, and Admin reads the use;
 * each user uploads at most so many files and bytes a minute (429 with Retry-After).
 */
import { API, apiPath, formatBytes, storageMessages, storageUseSchema } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../src/cli/commands.js';
import { queryRows } from '../src/db/client.js';
import { type Caller, callers, PNG_1x1, uploadDocument } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { PDF, uploadPayableDocument } from './payables-fixtures.js';

/** A PNG of exactly `bytes` bytes (the 1×1 image, then padding the type check ignores). */
const png = (bytes: number) => Buffer.concat([PNG_1x1, Buffer.alloc(bytes - PNG_1x1.length, 7)]);

const storageOf = async (app: FastifyInstance, c: Caller) => {
  const res = await app.inject({ method: 'GET', url: API.adminStorage, headers: auth(c.token) });
  expect(res.statusCode).toBe(202);
  return storageUseSchema.strict().parse(res.json());
};

const documentCount = async (app: FastifyInstance, tenant: string) =>
  (
    await queryRows<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from documents where tenant_code = ${tenant}`,
    )
  )[0]?.n;

const setQuota = (app: FastifyInstance, tenant: string, bytes: number | null) =>
  app.ctx.db.execute(sql`update companies set storage_quota_bytes = ${bytes} where company_code = ${tenant}`);

describe('the storage quota', () => {
  let app: FastifyInstance;
  let admin: Caller;
  let siteLead: Caller;
  let beta: Caller;

  beforeAll(async () => {
    // A default quota of 1 MB: DEMO01 gets its own below, BETA01 keeps the default.
    app = await createTestApp({
      storage: { quotaBytes: 1024 * 1024, uploadsPerMinute: 100_000, uploadBytesPerMinute: 2 ** 50 },
    });
    ({ admin, siteLead, beta } = await callers(app));
  });
  afterAll(async () => closeTestApp(app));

  it("refuses an upload past the company's own quota with 413 naming the quota and the use, storing nothing", async () => {
    const before = await storageOf(app, admin);
    await setQuota(app, 'DEMO01', before.usedBytes + 3000);
    expect(await storageOf(app, admin)).toEqual({ ...before, quotaBytes: before.usedBytes + 3000 });

    const first = await uploadDocument(app, siteLead.token, png(2000), 'first.png');
    expect(first.statusCode).toBe(202);
    const afterFirst = await storageOf(app, admin);
    expect(afterFirst).toEqual({
      usedBytes: before.usedBytes + 2000,
      quotaBytes: before.usedBytes + 3000,
      documentCount: before.documentCount + 1,
    });

    const count = await documentCount(app, 'DEMO01');
    const second = await uploadDocument(app, siteLead.token, png(1001), 'second.png');
    expect(second.statusCode).toBe(413);
    expect(second.json()).toEqual({
      message: storageMessages.quotaExceeded(before.usedBytes + 2000, before.usedBytes + 3000, 1001),
    });
    expect(second.json().message).toContain(formatBytes(before.usedBytes + 3000));
    // The payable documents' upload counts against the same quota.
    const pdf = await uploadPayableDocument(
      app,
      admin.token,
      Buffer.concat([PDF, Buffer.alloc(1001)]),
      'a.pdf',
    );
    expect(pdf.statusCode).toBe(413);
    expect(await documentCount(app, 'DEMO01')).toBe(count);
    expect(await storageOf(app, admin)).toEqual(afterFirst);

    // Exactly up to the quota is allowed.
    const exact = await uploadDocument(app, siteLead.token, png(1000), 'exact.png');
    expect(exact.statusCode).toBe(202);
    expect((await storageOf(app, admin)).usedBytes).toBe(before.usedBytes + 3000);
    await setQuota(app, 'DEMO01', null);
  });

  it('uploads sent at once never pass the quota together', async () => {
    const before = await storageOf(app, beta);
    await setQuota(app, 'BETA01', before.usedBytes + 2 * 1500 + 100);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => uploadDocument(app, beta.token, png(1500), `at-once-${i}.png`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 202, 413, 413, 413, 413]);
    const after = await storageOf(app, beta);
    expect(after.usedBytes).toBe(before.usedBytes + 3000);
    expect(after.documentCount).toBe(before.documentCount + 2);
    await setQuota(app, 'BETA01', null);
  });

  it('a company without its own quota has the default (STORAGE_QUOTA_BYTES)', async () => {
    const use = await storageOf(app, beta);
    expect(use.quotaBytes).toBe(1024 * 1024);
    const res = await uploadDocument(app, beta.token, png(1024 * 1024 - use.usedBytes + 1), 'big.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: storageMessages.quotaExceeded(use.usedBytes, 1024 * 1024, 1024 * 1024 - use.usedBytes + 1),
    });
  });

  it("answers only the caller company's use", async () => {
    const sums = await queryRows<{ tenant: string; bytes: number; n: number }>(
      app.ctx.db,
      sql`select tenant_code as tenant, coalesce(sum(size_bytes), 0)::int as bytes, count(*)::int as n
        from documents where tenant_code in ('DEMO01', 'BETA01') group by tenant_code`,
    );
    const of = (tenant: string) => sums.find((s) => s.tenant === tenant);
    // One more BETA01 document, so the two companies' figures differ.
    expect((await uploadDocument(app, beta.token, png(777), 'beta.png')).statusCode).toBe(202);
    expect(await storageOf(app, admin)).toMatchObject({
      usedBytes: of('DEMO01')?.bytes,
      documentCount: of('DEMO01')?.n,
    });
    expect(await storageOf(app, beta)).toMatchObject({
      usedBytes: (of('BETA01')?.bytes ?? 0) + 777,
      documentCount: (of('BETA01')?.n ?? 0) + 1,
    });
  });
});

describe("the admin CLI's set-storage-quota", () => {
  let app: FastifyInstance;
  let admin: Caller;

  beforeAll(async () => {
    app = await createTestApp();
    ({ admin } = await callers(app));
  });
  afterAll(async () => closeTestApp(app));

  const run = (flags: Record<string, string>) => COMMANDS['set-storage-quota']?.run(app.ctx.db, flags);

  it("sets a company's own quota, back to the default, with an audit row; refuses a bad value", async () => {
    expect(await run({ company: 'DEMO01', bytes: '2000000' })).toBe('Storage quota of DEMO01: 2000000 bytes');
    expect((await storageOf(app, admin)).quotaBytes).toBe(2_000_000);
    const [row] = await queryRows<{ action: string; details: unknown }>(
      app.ctx.db,
      sql`select action, details from admin_audit where tenant_code = 'DEMO01' order by id desc limit 1`,
    );
    expect(row).toMatchObject({
      action: 'company.storage-quota',
      details: { from: 'default', to: '2000000' },
    });

    await run({ company: 'DEMO01', bytes: 'default' });
    expect((await storageOf(app, admin)).quotaBytes).toBe(5 * 1024 ** 3);
    await expect(run({ company: 'DEMO01', bytes: '0' })).rejects.toThrow('--bytes must be');
    await expect(run({ company: 'NOPE01', bytes: '10' })).rejects.toThrow('Company NOPE01 not found');
  });
});

describe("each user's upload rate", () => {
  let app: FastifyInstance;
  let admin: Caller;
  let siteLead: Caller;

  beforeAll(async () => {
    app = await createTestApp({
      storage: { quotaBytes: 5 * 1024 ** 3, uploadsPerMinute: 3, uploadBytesPerMinute: 64 * 1024 },
    });
    ({ admin, siteLead } = await callers(app));
  });
  afterAll(async () => closeTestApp(app));

  it('answers 429 with Retry-After past N uploads a minute, storing nothing; another user still uploads', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await uploadDocument(app, siteLead.token, PNG_1x1, `r${i}.png`)).statusCode).toBe(202);
    }
    const count = await documentCount(app, 'DEMO01');
    const refused = await uploadDocument(app, siteLead.token, PNG_1x1, 'r3.png');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(Number.isInteger(wait) && wait >= 1 && wait <= 60).toBe(true);
    expect(refused.json()).toEqual({ message: storageMessages.uploadRateExceeded(3, 64 * 1024, wait) });
    // The payable documents' upload shares the caller's rate.
    const pdf = await uploadPayableDocument(app, siteLead.token, PDF, 'p.pdf');
    expect(pdf.statusCode).toBe(429);
    expect(await documentCount(app, 'DEMO01')).toBe(count);

    expect((await uploadDocument(app, admin.token, PNG_1x1, 'admin.png')).statusCode).toBe(202);
  });

  it('answers 429 past N bytes a minute', async () => {
    const ok = await uploadDocument(app, admin.token, png(40 * 1024), 'forty.png');
    expect(ok.statusCode).toBe(202);
    const refused = await uploadDocument(app, admin.token, png(40 * 1024), 'again.png');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const download = await app.inject({
      url: apiPath(API.advanceDocumentDownload, { documentIds: String(ok.json().sequenceId) }),
      headers: auth(admin.token),
    });
    expect(download.statusCode).toBe(200);
  });
});
