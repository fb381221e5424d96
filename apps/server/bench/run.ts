/** `npm run bench`: every server benchmark, one after another (figures printed; nothing asserted). */
import { runBulkUploadBench } from './bulk-upload.js';

await runBulkUploadBench();
