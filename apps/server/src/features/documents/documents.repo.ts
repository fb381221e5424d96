import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents } from '../../db/schema/index.js';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = typeof documents.$inferInsert;
/** What a document is attached to (advance images, expense receipts, payable documents). */
export type DocumentKind = 'advance' | 'expense' | 'payable';

export async function insertDocument(db: Db, row: NewDocument): Promise<DocumentRow> {
  const [inserted] = await db.insert(documents).values(row).returning();
  if (!inserted) throw new Error('document insert returned no row');
  return inserted;
}

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
