/** The workbook writer is shared (lib/xlsx-export.ts); re-exported for the summaries' own imports. */
export * from '../../lib/xlsx-export.js';
