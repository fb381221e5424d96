import { VENDOR_STATUS_ACTIVE, type VendorValues } from '@sitebook/contract';
import { getTableColumns } from 'drizzle-orm';
import { vendors } from '../../db/schema/index.js';

/**
 * A vendor's columns from validated input, shared by Add/Edit Vendor (vendors.service.ts) and the
 * bulk upload's worker thread (bulk-rows.ts), which turns each valid row into the JSON record the
 * bulk insert expands (vendors.repo.ts insertVendorsJson). No database access here.
 */

export type NewVendor = typeof vendors.$inferInsert;

/** Who creates the vendors: the tenant and user name stamped on every row. */
export interface VendorAuthor {
  companyCode: string;
  userName: string;
}

/**
 * Same vendor (one rule for Add/Edit Vendor and the bulk upload): name ignoring case and
 * phone. vendors.repo.ts builds the same key in SQL for the stored vendors.
 */
export const duplicateKey = (value: Pick<VendorValues, 'vendorName' | 'phoneNumber'>): string =>
  `${value.vendorName.toLowerCase()}|${value.phoneNumber}`;

/** The editable fields of validated input, as columns. */
export function editableColumns(value: VendorValues) {
  return {
    vendorName: value.vendorName,
    vendorDescription: value.vendorDescription,
    vendorCategory: value.vendorCategory,
    typeOfWork: value.typeOfWork,
    typeOfGoods: value.typeOfGoods,
    contactPerson: value.contactPerson,
    phoneNumber: value.phoneNumber,
    emailId: value.emailId,
    addressLine1: value.addressLine1,
    addressLine2: value.addressLine2,
    city: value.city,
    state: value.state,
    country: value.country,
    status: VENDOR_STATUS_ACTIVE,
    typeOfTransactionForOb: value.typeOfTransactionForOb,
    gstin: value.gstin,
    pan: value.pan,
    bankAccountName: value.bankAccountName,
    bankAccountNumber: value.bankAccountNumber,
    bankIfsc: value.bankIfsc,
  };
}

/**
 * A new vendor's columns: status Active. Its Current Balance is the server's (the vendor balance rule,
 * db/vendor-balance.ts): a new vendor has no bills or payments yet, so it is the opening balance with
 * its Cr/Dr, dated the opening date or today. (A single create also runs refreshVendorBalance; a bulk
 * upload of new vendors needs nothing more.)
 */
export function newVendorColumns(
  value: VendorValues,
  author: VendorAuthor,
  vendorCode: string,
  todayIso: string,
  bulkTag: string | null = null,
): NewVendor {
  const openingBalanceDate = value.openingBalanceDate ? value.openingBalanceDate : null;
  const balance = value.openingBalance.toFixed(2);
  return {
    ...editableColumns(value),
    tenantCode: author.companyCode,
    vendorCode,
    openingBalance: balance,
    openingBalanceDate,
    currentBalance: balance,
    // The ledger's rule (migration 0025's trigger, the books check): a balance of 0 is Cr.
    typeOfTransactionForCb: value.typeOfTransactionForOb === 'Dr' && Number(balance) !== 0 ? 'Dr' : 'Cr',
    currentBalanceDate: openingBalanceDate ?? todayIso,
    bulkTag,
    createdBy: author.userName,
    updatedBy: author.userName,
  };
}

const columnNames = new Map(Object.entries(getTableColumns(vendors)).map(([key, c]) => [key, c.name]));

/** Given per vendor and per upload in the insert's transaction, not in a record. */
const ADDED_AT_INSERT = new Set(['vendorCode', 'bulkTag']);

/**
 * A new vendor as a JSON object keyed by column name, WITHOUT its vendor code and bulk tag (assigned
 * later, in the insert's transaction): `{"tenant_code":"DEMO01",...}`. The bulk insert puts them in
 * front (`{"vendor_code":"VEN00001","bulk_tag":"UPL00001",` + the text after the opening brace).
 */
export function vendorRecordJson(row: NewVendor): string {
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (ADDED_AT_INSERT.has(key)) continue;
    const name = columnNames.get(key);
    if (name === undefined) throw new Error(`no vendors column for ${key}`);
    record[name] = value ?? null;
  }
  return JSON.stringify(record);
}

/** The column names of a record from vendorRecordJson, plus vendor_code and bulk_tag: what the bulk insert writes. */
export function vendorRecordColumns(row: NewVendor): string[] {
  return Object.keys(row).map((key) => columnNames.get(key) as string);
}
