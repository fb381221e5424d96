import { type Readable, Writable } from 'node:stream';
import { type ExportFormat, LIST_EXPORT_MAX_ROWS, listMessages, XLSX_CONTENT_TYPE } from '@sitebook/contract';
import Fastify from 'fastify';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors.js';
import {
  checkExportRowCount,
  type ExportSpec,
  exportFileName,
  exportStream,
  sendExport,
} from '../src/lib/list-export.js';
import type { CellValue } from '../src/lib/xlsx-export.js';
import { EXPORT_TEST_COLUMNS } from './list-export-fixtures.js';

/** The shared streamed writer of the list and summary exports. */

const COLUMNS = EXPORT_TEST_COLUMNS;

const FORMULA_LEADS = ['=1+1', '+1', '-1+2', '@SUM(A1)', '\t=1', '\r=1'];

async function* batches(rows: CellValue[][], size: number): AsyncGenerator<CellValue[][]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

const spec = (format: ExportFormat, rows: CellValue[][], extra: Partial<ExportSpec> = {}): ExportSpec => ({
  format,
  sheetName: 'Payables',
  notes: ['As of 2025-12-31'],
  columns: COLUMNS,
  rows: batches(rows, 2),
  ...extra,
});

const bytesOf = async (stream: Readable) => Buffer.concat(await stream.toArray());

async function workbookOf(stream: Readable) {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await bytesOf(stream)) as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** The CSV's text after its BOM, parsed back. */
async function csvOf(stream: Readable) {
  const text = (await bytesOf(stream)).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ',', newline: '\r\n' });
  expect(parsed.errors).toEqual([]);
  // without the blank line under the notes (and the empty string after the last CRLF)
  return { text, lines: parsed.data.filter((line) => line.some((cell) => cell !== '')) };
}

/** A source of `total` rows in batches of `size` that counts the batches read. */
function countedSource(total: number, size: number) {
  const state = { pulled: 0 };
  async function* rows(): AsyncGenerator<CellValue[][]> {
    for (let start = 0; start < total; start += size) {
      state.pulled++;
      yield Array.from({ length: size }, (_, i) => [
        `C${start + i}`,
        `Name ${start + i} with some text to fill the line`,
        '1234.50',
        '2025-01-31',
        start + i,
      ]);
    }
  }
  return { state, rows: rows() };
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('xlsx', () => {
  it('writes notes, a bold frozen header, money as numbers with the format, real dates, escaped text and totals', async () => {
    const sheet = await workbookOf(
      exportStream(
        spec(
          'xlsx',
          [
            ['P1', 'Sharma Builders', '1234.5', '2025-12-31', 3],
            ['P2', 'Crédit "Agricole", Lyon', -100.25, null, 0],
          ],
          { totals: ['Total', null, '1134.25', null, 3] },
        ),
      ),
    );
    expect(sheet.name).toBe('Payables');
    expect(sheet.getRow(1).getCell(1).value).toBe('As of 2025-12-31');
    expect(sheet.getRow(3).values).toEqual([undefined, 'Code', 'Name', 'Amount', 'Due', 'Count']);
    expect(sheet.getRow(3).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 3 });
    const first = sheet.getRow(4);
    expect(first.getCell(3).value).toBe(1234.5);
    expect(first.getCell(3).numFmt).toBe('#,##0.00');
    expect(first.getCell(4).value).toEqual(new Date(Date.UTC(2025, 11, 31)));
    expect(first.getCell(4).type).toBe(4); // ValueType.Date
    expect(first.getCell(4).numFmt).toBe('dd-mm-yyyy');
    expect(sheet.getRow(5).values).toEqual([
      undefined,
      'P2',
      'Crédit "Agricole", Lyon',
      -100.25,
      undefined,
      0,
    ]);
    expect(sheet.getRow(6).values).toEqual([undefined, 'Total', undefined, 1134.25, undefined, 3]);
    expect(sheet.getRow(6).font?.bold).toBe(true);
  });

  it('escapes every formula lead in text cells', async () => {
    const sheet = await workbookOf(
      exportStream(
        spec(
          'xlsx',
          FORMULA_LEADS.map((text) => [text, text, null, null, null]),
          { notes: [] },
        ),
      ),
    );
    expect(sheet.getRow(1).values).toEqual([undefined, 'Code', 'Name', 'Amount', 'Due', 'Count']);
    FORMULA_LEADS.forEach((text, i) => {
      const cell = sheet.getRow(i + 2).getCell(1);
      // (an XML reader turns a bare carriage return in text into a line feed)
      expect(cell.value).toBe(`'${text}`.replace('\r', '\n'));
      expect(cell.type).toBe(3); // ValueType.String, not a formula
    });
  });

  it('writes 10,000+ rows from many batches complete and in order', async () => {
    const { state, rows } = countedSource(12_000, 250);
    const sheet = await workbookOf(exportStream({ ...spec('xlsx', []), rows, notes: [] }));
    expect(state.pulled).toBe(48);
    expect(sheet.rowCount).toBe(12_001);
    for (const n of [0, 1, 4_999, 11_999]) {
      expect(sheet.getRow(n + 2).getCell(1).value).toBe(`C${n}`);
      expect(sheet.getRow(n + 2).getCell(5).value).toBe(n);
    }
  });
});

describe('csv', () => {
  it('writes a BOM, CRLF lines, notes, the header, money as plain decimals and dates as YYYY-MM-DD', async () => {
    const { text, lines } = await csvOf(
      exportStream(
        spec(
          'csv',
          [
            ['P1', 'Sharma Builders', '1234.5', '2025-12-31', 3],
            ['P2', 'Balaji', -100.25, null, 0],
            ['P3', 'Metro', 8000.8, '2026-01-02', 12],
          ],
          { totals: ['Total', null, '9134.05', null, 15] },
        ),
      ),
    );
    expect(text.slice(1).split('\r\n').slice(0, 4)).toEqual([
      'As of 2025-12-31,,,,',
      ',,,,',
      'Code,Name,Amount,Due,Count',
      'P1,Sharma Builders,1234.50,2025-12-31,3',
    ]);
    expect(text.replaceAll('\r\n', '')).not.toContain('\n');
    expect(lines.slice(1)).toEqual([
      ['Code', 'Name', 'Amount', 'Due', 'Count'],
      ['P1', 'Sharma Builders', '1234.50', '2025-12-31', '3'],
      // a negative money number is a number, not text: never escaped
      ['P2', 'Balaji', '-100.25', '', '0'],
      ['P3', 'Metro', '8000.80', '2026-01-02', '12'],
      ['Total', '', '9134.05', '', '15'],
    ]);
  });

  it('escapes every formula lead in text cells with an apostrophe', async () => {
    const { lines } = await csvOf(
      exportStream(
        spec('csv', [...FORMULA_LEADS.map((t) => [t, t, '-5', null, null]), ['x', 'x', null, '=1', '@2']], {
          notes: [],
        }),
      ),
    );
    expect(lines.slice(1)).toEqual([
      ...FORMULA_LEADS.map((t) => [`'${t}`, `'${t}`, '-5.00', '', '']),
      // text where a date or a count belongs is text, escaped as well
      ['x', 'x', '', "'=1", "'@2"],
    ]);
  });

  it('keeps accents, quotes, commas and line breaks through a round trip', async () => {
    const awkward = [
      'Crédit Agricole, Lyon',
      'He said "ok"',
      'two\r\nlines',
      'one\nline',
      ' padded ',
      'Śrī Gaṇeśa',
    ];
    const { lines } = await csvOf(
      exportStream(
        spec(
          'csv',
          awkward.map((t) => ['X', t, null, null, null]),
        ),
      ),
    );
    expect(lines.slice(2).map((line) => line[1])).toEqual(awkward);
    expect(lines[1]).toEqual(['Code', 'Name', 'Amount', 'Due', 'Count']);
  });

  it('writes 10,000+ rows from many batches complete and in order', async () => {
    const { state, rows } = countedSource(12_000, 250);
    const { lines } = await csvOf(exportStream({ ...spec('csv', []), rows, notes: [] }));
    expect(state.pulled).toBe(48);
    expect(lines).toHaveLength(12_001);
    expect(lines.slice(1).map((line) => line[0])).toEqual(Array.from({ length: 12_000 }, (_, n) => `C${n}`));
  });
});

describe.each(['xlsx', 'csv'] as const)('%s stream', (format) => {
  it('errors when a batch of the source fails', async () => {
    async function* failing(): AsyncGenerator<CellValue[][]> {
      yield [['P1', 'A', '1.00', null, 1]];
      throw new Error('connection lost');
    }
    await expect(bytesOf(exportStream({ ...spec(format, []), rows: failing() }))).rejects.toThrow(
      'connection lost',
    );
  });

  it('errors past the row limit', async () => {
    const { rows } = countedSource(30, 10);
    await expect(bytesOf(exportStream({ ...spec(format, []), rows, maxRows: 25 }))).rejects.toThrow(
      listMessages.tooManyRows(25),
    );
  });

  it('reads the next batch only as the reply takes what was written', async () => {
    const { state, rows } = countedSource(20_000, 100);
    const stream = exportStream({ ...spec(format, []), rows });
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (chunks.length === 1) stream.pause();
    });
    await settle();
    // The reader pauses: the source stops early instead of filling memory.
    expect(state.pulled).toBeGreaterThan(0);
    expect(state.pulled).toBeLessThan(50);
    const ended = new Promise((resolve, reject) => stream.on('end', resolve).on('error', reject));
    stream.resume();
    await ended;
    expect(state.pulled).toBe(200);
    expect(Buffer.concat(chunks).length).toBeGreaterThan(100_000);
  });

  it('stops reading the source when the reply is destroyed', async () => {
    const { state, rows } = countedSource(20_000, 100);
    const stream = exportStream({ ...spec(format, []), rows });
    await settle();
    stream.destroy();
    await settle();
    const pulled = state.pulled;
    await settle();
    expect(state.pulled).toBe(pulled);
    expect(pulled).toBeLessThan(200);
  });
});

describe.each(['xlsx', 'csv'] as const)('a %s reply whose source fails midway', (format) => {
  it('is cut off, never ended as a whole file, and the error is logged', async () => {
    const logged: string[] = [];
    const logStream = new Writable({
      write(line, _encoding, done) {
        logged.push(String(line));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream: logStream } });
    app.get('/export', (_request, reply) => {
      async function* failing(): AsyncGenerator<CellValue[][]> {
        yield [['P1', 'A', '1.00', null, 1]];
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('connection lost');
      }
      return sendExport(reply, format, 'payables.x', exportStream({ ...spec(format, []), rows: failing() }));
    });
    await expect(app.inject({ url: '/export' })).rejects.toThrow('response destroyed before completion');
    expect(logged.some((line) => line.includes('connection lost'))).toBe(true);
    await app.close();
  });
});

describe('helpers', () => {
  it('refuses a count over the limit with 400 and the message', () => {
    expect(() => checkExportRowCount(LIST_EXPORT_MAX_ROWS)).not.toThrow();
    let refusal: unknown;
    try {
      checkExportRowCount(LIST_EXPORT_MAX_ROWS + 1);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      statusCode: 400,
      message: listMessages.tooManyRows(LIST_EXPORT_MAX_ROWS),
    });
    expect(() => checkExportRowCount(11, 10)).toThrow(listMessages.tooManyRows(10));
  });

  it('names the file and sends it with its type, as an attachment, never cached', async () => {
    expect(exportFileName('payables', 'csv', '2026-11-25')).toBe('payables-2026-11-25.csv');
    expect(exportFileName('payables', 'xlsx', '2026-01-02')).toBe('payables-2026-01-02.xlsx');
    const app = Fastify();
    app.get<{ Querystring: { format: ExportFormat } }>('/export', (request, reply) => {
      const format = request.query.format;
      return sendExport(
        reply,
        format,
        exportFileName('payables', format, '2026-11-25'),
        exportStream(spec(format, [['P1', 'A', '1', '2026-01-01', 1]])),
      );
    });
    const xlsx = await app.inject({ url: '/export?format=xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="payables-2026-11-25.xlsx"');
    expect(xlsx.headers['cache-control']).toBe('no-store');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csv = await app.inject({ url: '/export?format=csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="payables-2026-11-25.csv"');
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.body).toContain('P1,A,1.00,2026-01-01,1');
    const odd = Fastify();
    odd.get('/export', (_request, reply) =>
      sendExport(reply, 'csv', 'Crédit "A"\r\n.csv', exportStream(spec('csv', []))),
    );
    expect((await odd.inject({ url: '/export' })).headers['content-disposition']).toBe(
      'attachment; filename="Cr_dit__A___.csv"',
    );
    await odd.close();
    await app.close();
  });
});
