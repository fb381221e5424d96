/**
 * Worker thread task (piscina, lib/thread-pool.ts): reads and checks one bulk upload file and writes
 * its valid rows as JSON records (bulk-rows.ts `checkBulkFile`), off the server's event loop.
 */
import { task } from '../../lib/thread-pool.js';
import { type BulkStamp, type CheckedBulkFile, checkBulkFile } from './bulk-rows.js';
import type { VendorLists } from './vendor-rules.js';

export interface BulkCheckInput {
  file: Uint8Array;
  fileName: string;
  lists: VendorLists;
  stamp: BulkStamp;
}

export default task<BulkCheckInput, CheckedBulkFile>(({ file, fileName, lists, stamp }) =>
  checkBulkFile(Buffer.from(file.buffer, file.byteOffset, file.byteLength), fileName, lists, stamp),
);
