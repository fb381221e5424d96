/**
 * Documents uploaded and never attached to a record (the form never saved, or the
 * record edited to drop them) were kept forever. The sweep a running server makes every 10 minutes
 * (and at start) deletes those no advance request, expense or payable holds once they are 24 hours
 * old; attached and younger ones stay, and so does what an upload is writing right now.
 */
import { API, apiPath } from '@sitebook/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sweepStoredDocuments } from '../src/app.js';
import { queryRows } from '../src/db/client.js';
import { advanceRequestBody, type Caller, callers, PNG_1x1, uploadDocument } from './advances-fixtures.js';
import { auth, closeTestApp, createTestApp } from './helpers.js';
import { PDF, uploadPayableDocument } from './payables-fixtures.js';

let app: FastifyInstance;
let admin: Caller;

beforeAll(async () => {
  app = await createTestApp();
  ({ admin } = await callers(app));
});
afterAll(async () => closeTestApp(app));

const upload = async (name: string) => {
  const res = await uploadDocument(app, admin.token, PNG_1x1, name);
  expect(res.statusCode).toBe(202);
  return res.json().sequenceId as number;
};
const download = (id: number) =>
  app.inject({
    url: apiPath(API.advanceDocumentDownload, { documentIds: String(id) }),
    headers: auth(admin.token),
  });
const age = (ids: number[], hours: number) =>
  app.ctx.db.execute(
    sql`update documents set created_at = now() - make_interval(hours => ${hours}::int)
      where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
const chunksOf = async (id: number) =>
  (
    await queryRows<{ n: number }>(
      app.ctx.db,
      sql`select count(*)::int as n from document_chunks where document_id = ${id}`,
    )
  )[0]?.n;
const sweep = () => sweepStoredDocuments({ db: app.ctx.db, kind: app.ctx.dbKind }, 'running');

it('deletes documents no record holds once 24 hours old, and keeps attached and younger ones', async () => {
  const attached = await upload('attached.png');
  const alsoAttached = await upload('also-attached.png');
  const loose = await upload('loose.png');
  const young = await upload('young.png');
  const payableLoose = (await uploadPayableDocument(app, admin.token, PDF, 'loose.pdf')).json()
    .sequenceId as number;
  const created = await app.inject({
    method: 'POST',
    url: API.advance,
    payload: advanceRequestBody({ documentIds: `${attached},${alsoAttached}` }),
    headers: auth(admin.token),
  });
  expect(created.statusCode).toBe(202);
  await age([attached, alsoAttached, loose, payableLoose], 25);
  await age([young], 23);

  const swept = await sweep();
  expect(swept.unattached).toBeGreaterThanOrEqual(2);

  expect((await download(loose)).statusCode).toBe(404);
  expect(await chunksOf(loose)).toBe(0);
  const payableFile = await app.inject({
    url: apiPath(API.payableDocumentDownload, { sequenceId: String(payableLoose) }),
    headers: auth(admin.token),
  });
  expect(payableFile.statusCode).toBe(404);
  for (const id of [attached, alsoAttached, young]) {
    const file = await download(id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_1x1)).toBe(true);
  }
});

it('a running server deletes the chunks of an upload idle for over two minutes, not of one being written', async () => {
  await app.ctx.db.execute(sql`
    insert into document_chunks (tenant_code, document_id, seq, content, created_at) values
      ('DEMO01', 910001, 0, '\\x01', now() - interval '10 minutes'),
      ('DEMO01', 910001, 1, '\\x02', now() - interval '3 minutes'),
      ('DEMO01', 910002, 0, '\\x03', now() - interval '10 minutes'),
      ('DEMO01', 910002, 1, '\\x04', now())`);
  await sweep();
  expect(await chunksOf(910001)).toBe(0);
  // Its latest chunk is fresh: an upload still writing (its first chunk's age does not matter).
  expect(await chunksOf(910002)).toBe(2);
  await app.ctx.db.execute(sql`delete from document_chunks where document_id = 910002`);
});
