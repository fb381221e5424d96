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
 * Deletes chunks with no document row that are older than `olderThanSeconds`: uploads cut off by
 * a stopped process between their first chunk and their row. Every company's; answers the count.
 */
export async function deleteUnfinishedChunks(db: Db, olderThanSeconds: number): Promise<number> {
  const deleted = await db
    .delete(documentChunks)
    .where(
      sql`${documentChunks.createdAt} < now() - make_interval(secs => ${olderThanSeconds}::int)
        and not exists (select 1 from ${documents} where ${documents.id} = ${documentChunks.documentId})`,
    )
    .returning({ documentId: documentChunks.documentId });
  return deleted.length;
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
