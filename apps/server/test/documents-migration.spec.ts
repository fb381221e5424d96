/**
 * Migration 0009: documents stored before it (content in documents.content) are
 * moved into 256 KB chunks and stay readable through the app, byte-identical; deleting a document
 * deletes its chunks.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, queryRows } from '../src/db/client.js';
import { databaseBefore, type OldDatabase } from './migration-db.js';

let old: OldDatabase | undefined;
let database: Database;

/** A content of `bytes` bytes starting with a PDF header. */
const pdfOf = (bytes: number) => {
  const file = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) file[i] = (i * 31 + (i >> 8)) & 0xff;
  file.write('%PDF-1.4\n', 0, 'latin1');
  return file;
};
const OLD = { small: pdfOf(10), exact: pdfOf(2 * 262144), big: pdfOf(600_000) };

beforeAll(async () => {
  old = await databaseBefore('0009');
  database = old.database;
  await database.db.execute(
    sql`insert into companies (company_code, company_name, country, api_key) values ('OLD01', 'Old', 'India', 'old-key')`,
  );
  for (const [name, content] of Object.entries(OLD)) {
    await database.db.execute(sql`insert into documents (tenant_code, kind, file_name, mime_type, size_bytes, content, created_by)
      values ('OLD01', 'payable', ${`${name}.pdf`}, 'application/pdf', ${content.length}, decode(${content.toString('base64')}, 'base64'), 'someone')`);
  }
  await old.migrateRest();
}, 120_000);

afterAll(async () => old?.close());

it('moves existing contents into 256 KB chunks, byte-identical', async () => {
  const rows = await queryRows<{ file_name: string; n: number; content: string }>(
    database.db,
    sql`select d.file_name, count(*)::int as n, encode(string_agg(c.content, ''::bytea order by c.seq), 'base64') as content
        from documents d join document_chunks c on c.document_id = d.id and c.tenant_code = d.tenant_code
        group by d.file_name order by d.file_name`,
  );
  const byName = Object.fromEntries(rows.map((r) => [r.file_name, r]));
  expect(byName['small.pdf']?.n).toBe(1);
  expect(byName['exact.pdf']?.n).toBe(2);
  expect(byName['big.pdf']?.n).toBe(3);
  for (const [name, content] of Object.entries(OLD)) {
    expect(Buffer.from(byName[`${name}.pdf`]?.content ?? '', 'base64').equals(content), name).toBe(true);
  }
});

it('a migrated document reads back through the download stream, and deleting it deletes its chunks', async () => {
  const { getDocument } = await import('../src/lib/documents/document-store.js');
  const [big] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from documents where file_name = 'big.pdf'`,
  );
  const file = await getDocument(
    database.db,
    { companyCode: 'OLD01' } as Parameters<typeof getDocument>[1],
    big?.id as number,
    ['payable'],
    'not found',
  );
  const parts: Buffer[] = [];
  for await (const part of file.open()) parts.push(part as Buffer);
  expect(Buffer.concat(parts).equals(OLD.big)).toBe(true);

  await database.db.execute(sql`delete from documents where id = ${big?.id as number}`);
  const [left] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from document_chunks where document_id = ${big?.id as number}`,
  );
  expect(left?.n).toBe(0);
});
