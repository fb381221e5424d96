import type { Readable } from 'node:stream';
import { ledgerStatementMessages as S } from '@sitebook/contract';
import { sheetsExportStream } from '../../lib/list-export.js';
import type { SheetColumn } from '../../lib/xlsx-export.js';
import { dateShown, type Statement } from './ledger-statement.js';

const C = S.columns;
const COLUMNS: SheetColumn[] = [
  { header: C.date, kind: 'date', width: 12 },
  { header: C.particulars, kind: 'text', width: 48 },
  { header: C.debit, kind: 'money' },
  { header: C.credit, kind: 'money' },
  { header: C.balance, kind: 'money' },
  { header: C.drCr, kind: 'text', width: 7 },
];

/**
 * The statement as one .xlsx sheet: the heading lines as notes, a row per line (money as numbers
 * with 2 decimals, dates real dates, the balance an amount with its Dr / Cr beside it) and the
 * closing balance as the bold last row.
 */
export function statementXlsx(statement: Statement): Readable {
  return sheetsExportStream('xlsx', [
    {
      name: S.sheetName,
      notes: [
        statement.companyName,
        S.title,
        S.vendorLine(statement.vendorCode, statement.vendorName),
        S.periodLine(statement.period),
        S.printedOn(statement.printedOn),
      ],
      columns: COLUMNS,
      rows: statement.lines.map((l) => [l.date, l.particulars, l.debit, l.credit, l.balance, l.drCr]),
      totals: [
        S.closing,
        dateShown(statement.closing.date),
        null,
        null,
        statement.closing.balance,
        statement.closing.drCr,
      ],
    },
  ]);
}
