import { Readable } from 'node:stream';
import { commonMessages, advanceServerMessages as m, storageMessages } from '@sitebook/contract';
import { storageConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { AppContext, AuthContext } from '../context.js';
import { AppError, badRequest, forbidden, notFound } from '../errors.js';
import { detectFileType } from '../file-type.js';
import * as repo from './documents.repo.js';

/** Content types of advance images and expense receipts. */
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export interface StoreInput {
  content: Buffer;
  fileName: string;
  userDescription: string;
  /** The form's tenant field (companyCode or tenantCode), when sent: it must be the caller's company. */
  tenantField: string | undefined;
  kind: repo.DocumentKind;
}

export interface StoreRules {
  /** Content types accepted, judged from the bytes (lib/file-type.ts), never the name. */
  types: readonly string[];
  messages: { noDocument: string; wrongType: string };
}

/**
 * Stores an uploaded document of the caller's company: the type is detected from the content and
 * must be one of `rules.types` (400 otherwise); the stored name gets the detected extension.
 */
export async function storeDocument(
  ctx: AppContext,
  auth: AuthContext,
  input: StoreInput,
  rules: StoreRules,
): Promise<repo.DocumentRow> {
  if (input.tenantField !== undefined && input.tenantField !== auth.companyCode) {
    throw forbidden(commonMessages.forbiddenCompany);
  }
  if (input.content.length === 0) throw badRequest(rules.messages.noDocument);
  const type = detectFileType(input.content);
  if (type.kind === 'unknown' || !rules.types.includes(type.mime)) {
    throw badRequest(rules.messages.wrongType);
  }
  const quota = await quotaOf(ctx, auth.companyCode);
  await checkQuota(ctx.db, auth.companyCode, quota, input.content.length);
  return storeInChunks(ctx.db, input.content, quota, {
    tenantCode: auth.companyCode,
    kind: input.kind,
    fileName: safeFileName(input.fileName, type.extension),
    mimeType: type.mime,
    sizeBytes: input.content.length,
    userDescription: input.userDescription.slice(0, 200),
    createdBy: auth.userName,
  });
}

/** The company's storage quota: its own (companies.storage_quota_bytes) or the server's default. */
export async function quotaOf(ctx: Pick<AppContext, 'db' | 'config'>, tenantCode: string): Promise<number> {
  return (await repo.companyQuota(ctx.db, tenantCode)) ?? storageConfig(ctx.config).quotaBytes;
}

/** The company's storage: bytes of its documents against its quota, and how many it holds. */
export async function storageUseOf(ctx: Pick<AppContext, 'db' | 'config'>, tenantCode: string) {
  const [use, quotaBytes] = await Promise.all([
    repo.storageUse(ctx.db, tenantCode),
    quotaOf(ctx, tenantCode),
  ]);
  return { usedBytes: use.bytes, quotaBytes, documentCount: use.count };
}

/** 413 naming the quota and the use when `bytes` more would take the company past its quota. */
async function checkQuota(db: Db, tenantCode: string, quota: number, bytes: number): Promise<void> {
  const use = await repo.storageUse(db, tenantCode);
  if (use.bytes + bytes > quota) {
    throw new AppError(413, storageMessages.quotaExceeded(use.bytes, quota, bytes));
  }
}

/**
 * Writes `content` as chunks of DOCUMENT_CHUNK_BYTES, one short statement each outside any
 * transaction (on PGlite a transaction would hold the only connection for the whole file; between
 * statements other requests' queries run), then the document's row, so that a document is never
 * seen half stored. The row is written in a short transaction holding the document id's lock (which
 * the sweep of unfinished uploads takes too) and the company's storage lock: its chunks are checked
 * to be all there and the quota checked again, so uploads sent at once cannot together pass it.
 * On failure the chunks written are deleted.
 */
async function storeInChunks(
  db: Db,
  content: Buffer,
  quota: number,
  row: repo.NewDocument,
): Promise<repo.DocumentRow> {
  const id = await repo.reserveDocumentId(db);
  try {
    for (let seq = 0; seq * repo.DOCUMENT_CHUNK_BYTES < content.length; seq++) {
      const start = seq * repo.DOCUMENT_CHUNK_BYTES;
      await repo.insertChunk(
        db,
        row.tenantCode,
        id,
        seq,
        content.subarray(start, start + repo.DOCUMENT_CHUNK_BYTES),
      );
    }
    return await db.transaction(async (tx) => {
      await repo.lockDocumentId(tx, id);
      await repo.lockStorageOf(tx, row.tenantCode);
      const stored = await repo.chunkTotals(tx, id);
      // A sweep took the chunks of an upload it judged cut off: the upload fails whole.
      if (stored.bytes !== content.length) throw new Error(`document ${id}: chunks missing at the end`);
      await checkQuota(tx, row.tenantCode, quota, content.length);
      return repo.insertDocument(tx, { ...row, id });
    });
  } catch (error) {
    await repo.deleteChunks(db, row.tenantCode, id).catch(() => undefined);
    throw error;
  }
}

/**
 * An upload writes its chunks back to back (the file is read whole first), so chunks with no
 * document row whose latest was written this long ago belong to an upload that stopped: its process
 * was killed, or its database connection lost. Every chunk an upload writes is its sign of life.
 */
export const UNFINISHED_UPLOAD_IDLE_SECONDS = 120;

/**
 * Deletes what uploads cut off by a stopped process left behind (chunks with no document row):
 * those idle for `idleSeconds` (0: all of them, when no upload can be in flight, as at the start
 * of the one process an embedded PGlite serves). Each document id's chunks are deleted under its
 * lock, and an upload ending meanwhile finds its chunks missing and fails rather than store a
 * partial file. Answers the count of uploads swept.
 */
export async function sweepUnfinishedUploads(
  db: Db,
  idleSeconds: number = UNFINISHED_UPLOAD_IDLE_SECONDS,
): Promise<number> {
  let swept = 0;
  for (const id of await repo.findUnfinishedUploads(db, idleSeconds)) {
    const deleted = await db.transaction(async (tx) =>
      (await repo.lockDocumentId(tx, id, false)) ? repo.deleteOrphanChunks(tx, id) : 0,
    );
    if (deleted > 0) swept++;
  }
  return swept;
}

/** A document no record holds is deleted once it is this old. */
export const UNATTACHED_DOCUMENT_HOURS = 24;

/**
 * Deletes every company's documents older than UNATTACHED_DOCUMENT_HOURS that no advance request,
 * expense or payable holds (uploaded, then the form never saved, or the record edited to drop
 * them), except those a write is attaching at this moment. Answers the count deleted.
 */
export async function sweepUnattachedDocuments(db: Db): Promise<number> {
  const batch = 500;
  let total = 0;
  for (;;) {
    const ids = await repo.findUnattachedDocuments(db, UNATTACHED_DOCUMENT_HOURS, batch);
    if (ids.length === 0) break;
    const deleted = await db.transaction((tx) => repo.deleteUnattachedDocuments(tx, ids));
    total += deleted.length;
    if (ids.length < batch || deleted.length === 0) break;
  }
  return total;
}

/** A stored document ready to send: its row and a stream of its content. */
export interface DocumentFile extends repo.DocumentRow {
  /** The content, read chunk after chunk as the reply drains (one short query each). */
  open(): Readable;
}

/**
 * The content of a stored document as a stream: chunk `seq` is read only when the previous one has
 * been taken, so a 10 MB download is 40 short queries with other requests' queries between them.
 * A missing chunk or a size that does not match the row ends the stream with an error.
 */
function contentStream(db: Db, row: repo.DocumentRow): Readable {
  async function* chunks() {
    let sent = 0;
    for (let seq = 0; sent < row.sizeBytes; seq++) {
      const chunk = await repo.findChunk(db, row.tenantCode, row.id, seq);
      if (!chunk || chunk.length === 0) throw new Error(`document ${row.id}: chunk ${seq} missing`);
      sent += chunk.length;
      yield chunk;
    }
    if (sent !== row.sizeBytes)
      throw new Error(`document ${row.id}: ${sent} bytes stored, ${row.sizeBytes} expected`);
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
}

/** A stored file name: printable ASCII without quotes or path separators; the detected extension. */
function safeFileName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9 ._-]/g, '_')
    .slice(0, 100)
    .trim();
  return `${base || 'document'}.${extension}`;
}

/**
 * One of the tenant's documents of one of `kinds`; another tenant's, or one of another kind, is
 * not found (404 with `message`).
 */
export async function getDocument(
  db: Db,
  auth: AuthContext,
  id: number,
  kinds: readonly repo.DocumentKind[],
  message: string,
): Promise<DocumentFile> {
  const row = await repo.findDocument(db, auth.companyCode, id);
  if (!row || !kinds.includes(row.kind as repo.DocumentKind)) throw notFound(message);
  return { ...row, open: () => contentStream(db, row) };
}

/** The largest serial id (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** Parses comma-joined ids ('' = none) into distinct numbers. */
export const parseDocumentIds = (text: string): number[] => [
  ...new Set(
    text
      .split(',')
      .filter((s) => s.trim() !== '')
      .map(Number),
  ),
];

export interface DocumentIdRules {
  /** Content types allowed (default: images). */
  types?: readonly string[];
  /** The 400 answer's message (default: the advance text). */
  message?: string;
  /** Share-lock the documents until the transaction ends (pass a transaction). */
  lock?: boolean;
}

/**
 * Checks that every id names one of the tenant's documents of an allowed kind and type (400
 * otherwise) and answers the canonical comma-joined ids.
 */
export async function checkDocumentIds(
  db: Db,
  tenantCode: string,
  text: string,
  kinds: readonly repo.DocumentKind[],
  rules: DocumentIdRules = {},
): Promise<string> {
  const types = rules.types ?? IMAGE_TYPES;
  const ids = parseDocumentIds(text);
  // An id beyond the id column's range names no document (and must not reach the query).
  const heads = await repo.findDocumentHeads(
    db,
    tenantCode,
    ids.filter((id) => id <= MAX_ID),
    rules.lock === true,
  );
  const ok = new Set(
    heads
      .filter((h) => kinds.includes(h.kind as repo.DocumentKind) && types.includes(h.mimeType))
      .map((h) => h.id),
  );
  if (ids.some((id) => !ok.has(id))) throw badRequest(rules.message ?? m.documentsNotYours);
  return ids.join(',');
}
