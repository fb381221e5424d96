/**
 * `npm run bench`: every server benchmark, one after another (figures printed; nothing asserted).
 * BENCH_ONLY=api-load (or bulk-upload; comma-separated) runs only those.
 */
import { runApiLoadBench } from './api-load.js';
import { runBulkUploadBench } from './bulk-upload.js';
import { runDocumentsBench } from './documents.js';
import { runFirstDataBench } from './first-data.js';
import { runHeavyCallsBench } from './heavy-calls.js';
import { runListExportBench } from './list-export.js';
import { runListSearchBench } from './list-search.js';
import { runMailBench } from './mail.js';
import { runOtherTenantBench } from './other-tenant.js';
import { runPaymentsBench } from './payments.js';
import { runPgliteThreadBench } from './pglite-thread.js';
import { runStatementPdfBench } from './statement-pdf.js';
import { runSummariesBench } from './summaries.js';
import { runVendorPerformanceBench } from './vendor-performance.js';

const BENCHES: Record<string, () => Promise<unknown>> = {
  'bulk-upload': runBulkUploadBench,
  'other-tenant': runOtherTenantBench,
  documents: runDocumentsBench,
  'pglite-thread': runPgliteThreadBench,
  'api-load': runApiLoadBench,
  summaries: runSummariesBench,
  payments: runPaymentsBench,
  'list-export': runListExportBench,
  'list-search': runListSearchBench,
  'statement-pdf': runStatementPdfBench,
  'heavy-calls': runHeavyCallsBench,
  lighthouse: () => import('./lighthouse.js').then((m) => m.runLighthouseBench()),
  'first-data': runFirstDataBench,
  'vendor-performance': runVendorPerformanceBench,
  mail: runMailBench,
};

const only = process.env.BENCH_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = (only ?? []).filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  throw new Error(`Unknown bench ${unknown.join(', ')}; benches are ${Object.keys(BENCHES).join(', ')}`);
}
for (const [name, run] of Object.entries(BENCHES)) {
  if (only && !only.includes(name)) continue;
  console.log(`\n=== ${name} ===`);
  await run();
}
