import { BULK_UPLOAD_COLUMNS } from '@sitebook/contract';

/** One example row under the header (values from the demo lists). */
export const TEMPLATE_EXAMPLE: Record<(typeof BULK_UPLOAD_COLUMNS)[number], string | number> = {
  vendorName: 'Sai Ram Constructions',
  vendorDescription: 'Masonry and plastering works',
  vendorCategory: 'Civil',
  typeOfWork: 'Masonry',
  typeOfGoods: '',
  contactPerson: 'Sai Ram',
  phoneNumber: '9123456780',
  emailId: 'sairam@sairamconstructions.in',
  addressLine1: '12 MG Road',
  addressLine2: 'Shivaji Nagar',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  openingBalance: 0,
  openingBalanceDate: '2026-04-01',
  typeOfTransactionForOb: 'Cr',
  gstin: '27ABCDE1234F1Z5',
  pan: 'ABCDE1234F',
  bankAccountName: 'Sai Ram Constructions',
  bankAccountNumber: '123456789012',
  bankIfsc: 'HDFC0001234',
};

let cached: Promise<Buffer> | undefined;

/** The bulk upload template: the header row of BULK_UPLOAD_COLUMNS and one example row (built once). */
export function bulkTemplate(): Promise<Buffer> {
  cached ??= (async () => {
    // Loaded on first use, as in bulk-file.ts.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Vendors');
    sheet.columns = BULK_UPLOAD_COLUMNS.map((c) => ({
      header: c,
      key: c,
      width: Math.max(14, c.length + 4),
    }));
    sheet.getRow(1).font = { bold: true };
    // Text cells, so phone numbers and dates stay as typed.
    for (const c of BULK_UPLOAD_COLUMNS) sheet.getColumn(c).numFmt = c === 'openingBalance' ? '0.00' : '@';
    sheet.addRow(TEMPLATE_EXAMPLE);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  })();
  return cached;
}
