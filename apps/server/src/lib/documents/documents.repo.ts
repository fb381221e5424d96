import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { documentChunks, documents } from '../../db/schema/index.js';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
/** What a document is attached to (advance images, expense receipts, payable documents). */
export type DocumentKind = 'advance' | 'expense' | 'payable';

/**
 * Bytes per stored chunk of a document's content. On PGlite one statement of this size takes tens
 * of milliseconds, so other tenants' queries run between the chunks of a 10 MB file.
 */
export const DOCUMENT_CHUNK_BYTES = 256 * 1024;

/** Takes the next document id from its sequence (the chunks are written before the row). */
export async function reserveDocumentId(db: Db): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('documents', 'id'))::int as id`,
  );
  if (!row) throw new Error('no document id');
  return Number(row.id);
}

/*
 * Content goes to and from the database as base64 text (decoded and encoded by the database): on
 * PGlite a bytea parameter or result is converted byte by byte in JavaScript, about ten times
 * slower than Buffer's base64 and blocking the event loop meanwhile.
 */

/** Stores chunk `seq` of a document. */
export async function insertChunk(
  db: Db,
  tenantCode: string,
  documentId: number,
  seq: number,
  content: Buffer,
): Promise<void> {
  await db.insert(documentChunks).values({
    tenantCode,
    documentId,
    seq,
    content: sql`decode(${content.toString('base64')}, 'base64')`,
  });
}

/** Chunk `seq` of one of the tenant's documents, or undefined when there is none. */
export async function findChunk(
  db: Db,
  tenantCode: string,
  documentId: number,
  seq: number,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ content: sql<string>`encode(${documentChunks.content}, 'base64')` })
    .from(documentChunks)
    .where(
      and(
        eq(documentChunks.tenantCode, tenantCode),
        eq(documentChunks.documentId, documentId),
        eq(documentChunks.seq, seq),
      ),
    );
  return row ? Buffer.from(row.content, 'base64') : undefined;
}

/** Deletes the chunks of a document whose row was never written (a failed upload). */
export async function deleteChunks(db: Db, tenantCode: string, documentId: number): Promise<void> {
  await db
    .delete(documentChunks)
    .where(and(eq(documentChunks.tenantCode, tenantCode), eq(documentChunks.documentId, documentId)));
}

/**
 * The ids of documents whose chunks have no document row and whose latest chunk was written over
 * `idleSeconds` ago (every one when `idleSeconds` is 0): uploads cut off by a stopped process
 * between their first chunk and their row. An upload writes its chunks back to back, so one still
 * running wrote its latest chunk a moment ago. Every company's.
 */
export async function findUnfinishedUploads(db: Db, idleSeconds: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select c.document_id as id from ${documentChunks} c
      where not exists (select 1 from ${documents} d where d.id = c.document_id)
      group by c.document_id
      having max(c.created_at) <= now() - make_interval(secs => ${idleSeconds}::int)`,
  );
  return rows.map((r) => Number(r.id));
}

/** Lock class of the advisory locks that order an upload's end and the sweep of one document id. */
const UPLOAD_LOCK_CLASS = 27_003;

/**
 * Takes the transaction's lock on document id `id` (an upload writing its row, or the sweep
 * deleting its chunks); with `wait` false, answers false at once when another holds it.
 */
export async function lockDocumentId(db: Db, id: number, wait = true): Promise<boolean> {
  if (wait) {
    await db.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_CLASS}, ${id}::int)`);
    return true;
  }
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select pg_try_advisory_xact_lock(${UPLOAD_LOCK_CLASS}, ${id}::int) as ok`,
  );
  return row?.ok === true;
}

/** Lock class of the advisory lock a company's uploads take while checking its quota. */
const QUOTA_LOCK_CLASS = 27_004;

/** Takes the transaction's lock on the company's storage use (one upload's row at a time). */
export async function lockStorageOf(db: Db, tenantCode: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}, hashtext(${tenantCode}))`);
}

/** The chunks stored for document id `id`: their count and bytes. */
export async function chunkTotals(db: Db, id: number): Promise<{ count: number; bytes: number }> {
  const [row] = await queryRows<{ count: number; bytes: string | number }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(octet_length(content)), 0)::bigint as bytes
      from ${documentChunks} where document_id = ${id}`,
  );
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** Deletes the chunks of document id `id` when it still has no row; answers how many. */
export async function deleteOrphanChunks(db: Db, id: number): Promise<number> {
  const deleted = await db
    .delete(documentChunks)
    .where(
      and(
        eq(documentChunks.documentId, id),
        sql`not exists (select 1 from ${documents} where ${documents.id} = ${id})`,
      ),
    )
    .returning({ seq: documentChunks.seq });
  return deleted.length;
}

/** A company's stored documents: their count and bytes. */
export async function storageUse(db: Db, tenantCode: string): Promise<{ bytes: number; count: number }> {
  const [row] = await queryRows<{ bytes: string | number; count: number }>(
    db,
    sql`select coalesce(sum(size_bytes), 0)::bigint as bytes, count(*)::int as count
      from ${documents} where tenant_code = ${tenantCode}`,
  );
  return { bytes: Number(row?.bytes ?? 0), count: Number(row?.count ?? 0) };
}

/** A company's own quota (companies.storage_quota_bytes), or null for the server's default. */
export async function companyQuota(db: Db, tenantCode: string): Promise<number | null> {
  const [row] = await queryRows<{ quota: string | number | null }>(
    db,
    sql`select storage_quota_bytes as quota from companies where company_code = ${tenantCode}`,
  );
  return row?.quota === null || row?.quota === undefined ? null : Number(row.quota);
}

/**
 * Sets a company's own quota (null: back to the server's default); answers its id, or undefined
 * when there is no such company.
 */
export async function setCompanyQuota(
  db: Db,
  tenantCode: string,
  bytes: number | null,
): Promise<{ id: number; before: number | null } | undefined> {
  const [row] = await queryRows<{ id: number; before: string | number | null }>(
    db,
    sql`update companies c set storage_quota_bytes = ${bytes}
      from (select id, storage_quota_bytes from companies where company_code = ${tenantCode} for update) old
      where c.id = old.id
      returning c.id, old.storage_quota_bytes as before`,
  );
  if (!row) return undefined;
  return { id: Number(row.id), before: row.before === null ? null : Number(row.before) };
}

/**
 * Documents older than `olderThanHours` that no record holds: no advance request, expense or
 * payable names their id in its document ids. Every company's; at most `limit` ids.
 */
export async function findUnattachedDocuments(
  db: Db,
  olderThanHours: number,
  limit: number,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with held as (
        select tenant_code, trim(x) as id from advance_requests, unnest(string_to_array(document_ids, ',')) x
          where document_ids <> ''
        union all
        select tenant_code, trim(x) from expenses, unnest(string_to_array(document_ids, ',')) x
          where document_ids <> ''
        union all
        select tenant_code, trim(x) from payables, unnest(string_to_array(vendor_document_ids, ',')) x
          where vendor_document_ids <> ''
      )
      select d.id from ${documents} d
      where d.created_at < now() - make_interval(hours => ${olderThanHours}::int)
        and not exists (
          select 1 from held h where h.tenant_code = d.tenant_code and h.id = d.id::text
        )
      order by d.id
      limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Deletes documents among `ids` that no record holds, skipping any a write is attaching at this
 * moment (the attaching transaction share-locks it: lib/documents/document-store.ts
 * checkDocumentIds). Run in a transaction: the rows are locked first, and the second statement
 * sees every record committed up to then. Answers the deleted rows (their chunks go with them).
 */
export async function deleteUnattachedDocuments(
  db: Db,
  ids: number[],
): Promise<{ id: number; tenantCode: string; sizeBytes: number }[]> {
  if (ids.length === 0) return [];
  const locked = await queryRows<{ id: number }>(
    db,
    sql`select id from ${documents} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) for update skip locked`,
  );
  if (locked.length === 0) return [];
  const idList = sql.join(
    locked.map((r) => sql`${Number(r.id)}`),
    sql`, `,
  );
  const deleted = await queryRows<{ id: number; tenant_code: string; size_bytes: number }>(
    db,
    sql`delete from ${documents} d where d.id in (${idList})
      and not exists (select 1 from advance_requests a where a.tenant_code = d.tenant_code
        and d.id::text = any(string_to_array(replace(a.document_ids, ' ', ''), ',')))
      and not exists (select 1 from expenses e where e.tenant_code = d.tenant_code
        and d.id::text = any(string_to_array(replace(e.document_ids, ' ', ''), ',')))
      and not exists (select 1 from payables p where p.tenant_code = d.tenant_code
        and d.id::text = any(string_to_array(replace(p.vendor_document_ids, ' ', ''), ',')))
      returning d.id, d.tenant_code, d.size_bytes`,
  );
  return deleted.map((r) => ({
    id: Number(r.id),
    tenantCode: r.tenant_code,
    sizeBytes: Number(r.size_bytes),
  }));
}

/** Writes a document's row (its chunks first; `id` from reserveDocumentId). */
export async function insertDocument(db: Db, row: NewDocument & { id: number }): Promise<DocumentRow> {
  const [inserted] = await db.insert(documents).values(row).returning();
  if (!inserted) throw new Error('document insert returned no row');
  return inserted;
}

/** One of the tenant's documents (its row; the content is in its chunks). */
export async function findDocument(db: Db, tenantCode: string, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.tenantCode, tenantCode), eq(documents.id, id)));
  return row;
}

/**
 * Id, kind, type and name of the tenant's documents among `ids` (no content). `lock` takes a share
 * lock until the transaction ends, so a concurrent removal waits for the record that refers to them.
 */
export async function findDocumentHeads(db: Db, tenantCode: string, ids: number[], lock = false) {
  if (ids.length === 0) return [];
  const query = db
    .select({
      id: documents.id,
      kind: documents.kind,
      mimeType: documents.mimeType,
      fileName: documents.fileName,
    })
    .from(documents)
    .where(and(eq(documents.tenantCode, tenantCode), inArray(documents.id, ids)));
  return lock ? query.for('share') : query;
}

/** Deletes one of the tenant's documents of `kind`; its name, or undefined when there was none. */
export async function deleteDocument(
  db: Db,
  tenantCode: string,
  id: number,
  kind: DocumentKind,
): Promise<{ fileName: string } | undefined> {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.tenantCode, tenantCode), eq(documents.id, id), eq(documents.kind, kind)))
    .returning({ fileName: documents.fileName });
  return row;
}
