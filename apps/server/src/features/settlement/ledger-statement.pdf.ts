import { createRequire } from 'node:module';
import { ledgerStatementMessages as S } from '@sitebook/contract';
import type { FastifyReply } from 'fastify';
import { dateShown, moneyShown, type Statement } from './ledger-statement.js';

/**
 * The printable statement of account as a PDF, made by pdfmake on the server
 * with the Roboto it ships (no font is fetched; pdfmake may read those four files and nothing
 * else, and no URL). A4, the heading on the first page, the table's header repeated on every page,
 * "Page n of m" and the vendor in the footer. 1,000 lines (21 pages) take about 1 s of CPU once
 * warm (bench/statement-pdf.ts, docs/PERFORMANCE.md).
 */

// What this module uses of pdfmake's document definition and server API (pdfmake ships no types,
// and @types/pdfmake pulls the DOM's types into the server's).
type TableCell = string | { text: string; alignment?: 'right'; bold?: boolean };
interface TableNode {
  table: { body: unknown[] };
}
interface TableLayout {
  hLineWidth: (i: number, node: TableNode) => number;
  vLineWidth: (i: number, node: TableNode) => number;
  hLineColor: (i: number, node: TableNode) => string;
  paddingLeft: (i: number, node: TableNode) => number;
  paddingRight: (i: number, node: TableNode) => number;
  paddingTop: (i: number, node: TableNode) => number;
  paddingBottom: (i: number, node: TableNode) => number;
}
type DocumentDefinition = Record<string, unknown> & {
  content: unknown[];
  footer: (page: number, pages: number) => unknown;
};
interface PdfMake {
  setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(definition: DocumentDefinition): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as PdfMake;
const { Roboto } = require('pdfmake/fonts/Roboto.js') as {
  Roboto: { normal: string; bold: string; italics: string; bolditalics: string };
};
const FONT_FILES = new Set(Object.values(Roboto));
pdfmake.setFonts({ Roboto });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));

const C = S.columns;
// bold only where set: each style property a cell carries is looked up for every line it lays out
const right = (text: string, bold = false): TableCell =>
  bold ? { text, alignment: 'right', bold } : { text, alignment: 'right' };
const balanceShown = (balance: string, drCr: string) => `${moneyShown(balance)} ${drCr}`;

/** Rules under the header row and the last row, hairlines between the lines, no verticals. */
const TABLE_LAYOUT: TableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.2),
  vLineWidth: () => 0,
  hLineColor: (i, node) => (i === 0 || i === 1 || i === node.table.body.length ? '#444444' : '#bbbbbb'),
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

function documentOf(statement: Statement, compress: boolean): DocumentDefinition {
  const header: TableCell[] = [
    { text: C.date, bold: true },
    { text: C.particulars, bold: true },
    right(C.debit, true),
    right(C.credit, true),
    right(C.balance, true),
  ];
  const body: TableCell[][] = [header];
  for (const l of statement.lines) {
    body.push([
      l.date === null ? '' : dateShown(l.date),
      l.date === null ? { text: l.particulars, bold: true } : l.particulars,
      right(l.debit === null ? '' : moneyShown(l.debit)),
      right(l.credit === null ? '' : moneyShown(l.credit)),
      right(balanceShown(l.balance, l.drCr), l.date === null),
    ]);
  }
  const closing = statement.closing;
  body.push([
    { text: closing.date === null ? '' : dateShown(closing.date), bold: true },
    { text: S.closing, bold: true },
    '',
    '',
    right(balanceShown(closing.balance, closing.drCr), true),
  ]);
  const vendor = S.vendorLine(statement.vendorCode, statement.vendorName);
  const content = [
    { text: statement.companyName, fontSize: 14, bold: true },
    { text: S.title, fontSize: 12, margin: [0, 2, 0, 6] },
    {
      columns: [
        { stack: [vendor, S.periodLine(statement.period)], width: '*' },
        { text: S.printedOn(statement.printedOn), alignment: 'right', width: 'auto' },
      ],
      margin: [0, 0, 0, 8],
    },
    {
      table: { headerRows: 1, widths: [54, '*', 68, 68, 86], body },
      layout: TABLE_LAYOUT,
    },
  ];
  return {
    info: { title: `${S.title} ${statement.vendorCode}`, subject: vendor, author: statement.companyName },
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 40],
    compress,
    defaultStyle: { font: 'Roboto', fontSize: 8.5 },
    content,
    footer: (page: number, pages: number) => ({
      columns: [
        { text: vendor, width: '*' },
        { text: S.pageOf(page, pages), alignment: 'right', width: 'auto' },
      ],
      fontSize: 7.5,
      color: '#555555',
      margin: [36, 12, 36, 0],
    }),
  };
}

/** The statement as PDF bytes; `compress: false` leaves the page text readable (tests). */
export async function statementPdf(
  statement: Statement,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  return pdfmake.createPdf(documentOf(statement, options.compress ?? true)).getBuffer();
}

/** Any other document with the same fonts and access policies (the payment voucher). */
export const renderPdf = (definition: DocumentDefinition): Promise<Buffer> =>
  pdfmake.createPdf(definition).getBuffer();
export type { DocumentDefinition };

/** Sends a PDF as the summaries' files are sent: 200, an attachment named `fileName`, never cached. */
export function sendPdf(reply: FastifyReply, fileName: string, bytes: Buffer): FastifyReply {
  return reply
    .code(200)
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(bytes);
}
