import { vendorMessages as m, vendorInputSchema } from '@sitebook/contract';
import { readBulkFile, type SheetRow } from './bulk-file.js';
import {
  duplicateKey,
  newVendorColumns,
  type VendorAuthor,
  vendorRecordColumns,
  vendorRecordJson,
} from './vendor-columns.js';
import { type VendorLists, validateVendor } from './vendor-rules.js';

/**
 * The CPU-heavy half of a bulk upload, with no database: read the file (bulk-file.ts) and check
 * every row by the Add Vendor rules against the tenant's lists, and write each valid row as the JSON
 * record the bulk insert expands. It runs in a worker thread (bulk-worker.ts), so a 10,000-row file
 * never holds the server's event loop: the main thread only picks the accepted rows' records and
 * joins them into the insert's one parameter (vendors.repo.ts insertVendorsJson).
 */

const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** Dates as typed in a sheet: YYYY-MM-DD, dd-mm-yyyy, dd/mm/yyyy or an Excel day number → YYYY-MM-DD. */
function sheetDate(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (dmy) return `${dmy[3]}-${dmy[2]?.padStart(2, '0')}-${dmy[1]?.padStart(2, '0')}`;
  if (/^\d{4,5}(\.\d+)?$/.test(text)) {
    return new Date(EXCEL_EPOCH_MS + Math.floor(Number(text)) * 86_400_000).toISOString().slice(0, 10);
  }
  return text.length > 10 && /^\d{4}-\d{2}-\d{2}T/.test(text) ? text.slice(0, 10) : text;
}

const transactionType = (text: string | undefined) => {
  const t = text?.toLowerCase();
  return t === 'cr' ? 'Cr' : t === 'dr' ? 'Dr' : text || undefined;
};

/** A sheet row as Add Vendor input: GOODS when goods are given without a work type. */
export function rowInput(cells: SheetRow['cells']): Record<string, unknown> {
  const typeOfWork = cells.typeOfWork ?? '';
  const typeOfGoods = cells.typeOfGoods ?? '';
  return {
    vendorName: cells.vendorName ?? '',
    vendorDescription: cells.vendorDescription ?? '',
    vendorCategory: cells.vendorCategory ?? '',
    vendorType: typeOfGoods !== '' && typeOfWork === '' ? 'GOODS' : 'WORK',
    typeOfWork,
    typeOfGoods,
    contactPerson: cells.contactPerson ?? '',
    phoneNumber: cells.phoneNumber ?? '',
    emailId: cells.emailId ?? '',
    addressLine1: cells.addressLine1 ?? '',
    addressLine2: cells.addressLine2 ?? '',
    city: cells.city ?? '',
    state: cells.state ?? '',
    country: cells.country ?? '',
    openingBalance: cells.openingBalance ? cells.openingBalance.replace(/,/g, '') : undefined,
    openingBalanceDate: sheetDate(cells.openingBalanceDate),
    typeOfTransactionForOb: transactionType(cells.typeOfTransactionForOb),
    gstin: cells.gstin ?? '',
    pan: cells.pan ?? '',
    bankAccountName: cells.bankAccountName ?? '',
    bankAccountNumber: cells.bankAccountNumber ?? '',
    bankIfsc: cells.bankIfsc ?? '',
  };
}

export interface BulkRowError {
  errorRow: number;
  errorMessage: string;
}

/** What every new vendor of the upload carries besides its row: author and today's date (the tag comes with the code). */
export interface BulkStamp {
  author: VendorAuthor;
  todayIso: string;
}

/** Longest bad value a row error repeats; a longer one is cut and ends with '…'. */
const SHOWN_VALUE_MAX = 40;

/** The rule's message, then the bad value if the row gave one: 'Please Enter a valid Mobile Number: 12ab'. */
function rowError(message: string, badValue: string | undefined): string {
  if (badValue === undefined) return message;
  const shown = badValue.length > SHOWN_VALUE_MAX ? `${badValue.slice(0, SHOWN_VALUE_MAX - 1)}…` : badValue;
  return m.bulkRowError(message, shown);
}

/**
 * A file read and checked: its data rows' count, the bad rows' messages, and the valid rows as
 * parallel arrays (few, flat values: cheap to hand from the worker to the main thread): sheet row
 * number, duplicate key, and the vendor as a JSON record without its code (vendorRecordJson).
 */
export interface CheckedBulkFile {
  processed: number;
  errors: BulkRowError[];
  valid: { rows: number[]; keys: string[]; records: string[] };
  /** Column names of every record, vendor_code included (empty when no row is valid). */
  columns: string[];
}

/** Reads the file and checks every row; an unreadable or oversized file throws its AppError. */
export async function checkBulkFile(
  file: Buffer,
  fileName: string,
  lists: VendorLists,
  stamp: BulkStamp,
): Promise<CheckedBulkFile> {
  const rows = await readBulkFile(file, fileName);
  const valid: CheckedBulkFile['valid'] = { rows: [], keys: [], records: [] };
  const errors: BulkRowError[] = [];
  let columns: string[] = [];
  for (const { row, cells } of rows) {
    const check = validateVendor(vendorInputSchema, rowInput(cells), lists);
    if (!check.ok) {
      errors.push({ errorRow: row, errorMessage: rowError(check.message, check.badValue) });
      continue;
    }
    const vendor = newVendorColumns(check.value, stamp.author, '', stamp.todayIso);
    if (columns.length === 0) columns = vendorRecordColumns(vendor);
    valid.rows.push(row);
    valid.keys.push(duplicateKey(check.value));
    valid.records.push(vendorRecordJson(vendor));
  }
  return { processed: rows.length, errors, valid, columns };
}
