import type { SheetColumn } from '../src/lib/xlsx-export.js';

/** The export tests' sheet: one column of each kind a list export writes. */
export const EXPORT_TEST_COLUMNS: SheetColumn[] = [
  { header: 'Code', kind: 'text' },
  { header: 'Name', kind: 'text' },
  { header: 'Amount', kind: 'money' },
  { header: 'Due', kind: 'date' },
  { header: 'Count', kind: 'count' },
];
