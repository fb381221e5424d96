/**
 * Worker thread entry (loaded by thread-pool.ts): reads and checks one bulk upload file per message
 * (bulk-rows.ts `checkBulkFile`), off the server's event loop.
 */
import { serveTasks } from '../../lib/thread-pool.js';
import { type CheckedBulkFile, checkBulkFile } from './bulk-rows.js';
import type { VendorLists } from './vendor-rules.js';

export interface BulkCheckInput {
  file: Uint8Array;
  fileName: string;
  lists: VendorLists;
}

serveTasks<BulkCheckInput, CheckedBulkFile>(({ file, fileName, lists }) =>
  checkBulkFile(Buffer.from(file.buffer, file.byteOffset, file.byteLength), fileName, lists),
);
