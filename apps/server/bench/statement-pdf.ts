/**
 * Benchmark: the vendor's printable statement of account
 * (features/settlement/ledger-statement.pdf.ts) on its own, without a database: a statement of
 * BENCH_STATEMENT_LINES (1,000) synthetic lines (bills, payments and TDS, every tenth with a note)
 * rendered to PDF BENCH_STATEMENT_RUNS (7) times in one process. Prints each run's wall and CPU time
 * and the file's size and pages; the first run includes loading pdfmake's fonts and the JIT's warm-up.
 * Target: 1,000 lines ≤ 2 s (median). A script that prints figures, not a timed test.
 *
 *   node --import tsx apps/server/bench/statement-pdf.ts   or   BENCH_ONLY=statement-pdf npm run bench
 */
import { loadavg } from 'node:os';
import type { LedgerEntry } from '@sitebook/contract';
import { statementOf } from '../src/features/settlement/ledger-statement.js';
import { statementPdf } from '../src/features/settlement/ledger-statement.pdf.js';
import { envNumber, isMain, median } from './lib.js';

const LINES = Math.round(envNumber('BENCH_STATEMENT_LINES', 1_000));
const RUNS = Math.round(envNumber('BENCH_STATEMENT_RUNS', 7));

function entry(i: number): LedgerEntry {
  const kind = i % 3 === 0 ? 'bill' : i % 3 === 1 ? 'payment' : 'tds';
  const day = `2026-${String(1 + (Math.floor(i / 90) % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
  return {
    kind,
    date: day,
    reference:
      kind === 'bill'
        ? `VPB${String(i).padStart(5, '0')} (INV-${i})`
        : `VPM${String(i).padStart(5, '0')} (UTR${i})`,
    recordId: i,
    payableId: kind === 'bill' ? i : null,
    paymentId: kind === 'bill' ? null : i,
    note: i % 10 === 0 ? 'Amount + tax 1,000.00 → 1,200.00' : '',
    debit: kind === 'bill' ? 0 : 1234.5,
    credit: kind === 'bill' ? 123456.75 : 0,
    balance: 1_234_567.89 - i,
  };
}

export async function runStatementPdfBench() {
  const statement = statementOf(
    {
      erfVendorId: 1,
      vendorCode: 'VEN99999',
      vendorName: 'Bench Vendor Private Limited',
      from: '2026-01-01',
      to: '2026-12-31',
      openingBalance: 1_234_567.89,
      entries: Array.from({ length: LINES }, (_, i) => entry(i)),
      closingBalance: 1_234_567.89 - LINES,
      closingType: 'Cr',
      closingDate: '2026-12-31',
    },
    'Bench Constructions',
    '31-12-2026',
  );
  const walls: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    const pdf = await statementPdf(statement);
    const wall = performance.now() - start;
    const used = process.cpuUsage(cpu);
    const pages = /\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1];
    if (run > 1) walls.push(wall);
    console.log(
      `run ${run}: ${wall.toFixed(0)} ms wall, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU, ` +
        `${(pdf.length / 1024).toFixed(0)} KB, ${pages} pages${run === 1 ? ' (cold)' : ''}`,
    );
  }
  console.log(
    `${LINES} lines: median ${median(walls).toFixed(0)} ms after the first run (target 2,000 ms); ` +
      `load average ${loadavg()[0]?.toFixed(1)}`,
  );
}

if (isMain(import.meta.url)) await runStatementPdfBench();
