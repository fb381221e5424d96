import {
  ADMIN_ROLE_TYPE,
  DEFAULT_PAYABLE_STATUS,
  DEFAULT_PAYMENT_MODE,
  DEFAULT_VENDOR_TYPE,
  LOCKED_PAYABLE_STATUSES,
  PAYABLE_STATUSES,
  type Payable,
  type PayableForm,
  type PayableStatus,
  payableFormSchema,
  payableWorkflowMessages,
  type Vendor,
  type VendorType,
} from '@sitebook/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { datePart } from '../../lib/format';
import type { PayableFields } from './api/save-payable';

export const PAYABLES_PATH = '/home/vendor/payables';

/** 'YYYY-MM-DD' → 'dd-mm-yyyy' (the summary calls), '' when not a date. */
export function toDmy(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

export const isPayableStatus = (status: string): status is PayableStatus =>
  (PAYABLE_STATUSES as readonly string[]).includes(status);

/** Payment Settled and Closed lock the status on the edit screen. */
export const isStatusLocked = (status: string) =>
  (LOCKED_PAYABLE_STATUSES as readonly string[]).includes(status);

/** The vendor under "Vendor Id": 'VEN00013 · Acme Traders', or the id when the row lacks them. */
export const vendorText = (row: { erfVendorId: number; vendorCode?: string; vendorName?: string }) =>
  row.vendorCode && row.vendorName
    ? payableWorkflowMessages.vendorText(row.vendorCode, row.vendorName)
    : String(row.erfVendorId);

/**
 * The statuses Edit Payable offers (docs/SECURITY.md, rights; the server judges): an ADMIN any of
 * the seven; anyone else the current one and the next, short of Payment Settled.
 */
export function statusChoices(current: string, roleType: string | undefined): PayableStatus[] {
  if (roleType === ADMIN_ROLE_TYPE) return [...PAYABLE_STATUSES];
  const i = (PAYABLE_STATUSES as readonly string[]).indexOf(current);
  if (i === -1) return [];
  const next = PAYABLE_STATUSES[i + 1];
  const choices: PayableStatus[] = [PAYABLE_STATUSES[i] as PayableStatus];
  if (next && !isStatusLocked(next) && !isStatusLocked(current)) choices.push(next);
  return choices;
}

/**
 * Whether Payment Settled and Closed may be offered for the payable: it owes nothing (its
 * `outstanding`, which the list answers carry). A payable passed without it is left to the server,
 * which refuses them while money is owed (settlementMessages.settledByHandOutstanding, a 400).
 */
export const owesNothing = (payable: Pick<Payable, 'outstanding'>): boolean =>
  payable.outstanding === undefined || payable.outstanding <= 0;

/** A vendor with a type of work is WORK; any other is GOODS. */
export const vendorTypeOf = (vendor: Pick<Vendor, 'typeOfWork'>): VendorType =>
  vendor.typeOfWork.trim() ? 'WORK' : 'GOODS';

export const emptyPayableForm = (): PayableForm => ({
  erfVendorId: '',
  erfSiteId: '',
  vendorType: DEFAULT_VENDOR_TYPE,
  typeOfWork: '',
  typeOfMaterials: '',
  quantity: '',
  units: '',
  amount: '',
  invoiceNumber: '',
  taxAmount: '',
  paymentMode: DEFAULT_PAYMENT_MODE,
  billDate: '',
  paymentDueDate: '',
  remarks: '',
  status: DEFAULT_PAYABLE_STATUS,
});

/** The edit form's values from the payable passed as navigation state. */
export function payableToForm(payable: Payable): PayableForm {
  return {
    erfVendorId: String(payable.erfVendorId),
    erfSiteId: String(payable.erfSiteId),
    vendorType: payable.typeOfWork.trim() || !payable.typeOfMaterials.trim() ? 'WORK' : 'GOODS',
    typeOfWork: payable.typeOfWork,
    typeOfMaterials: payable.typeOfMaterials,
    quantity: payable.quantity,
    units: payable.units,
    amount: String(payable.amount),
    invoiceNumber: payable.invoiceNumber ?? '',
    taxAmount: payable.taxAmount ? String(payable.taxAmount) : '',
    paymentMode: payable.paymentMode || DEFAULT_PAYMENT_MODE,
    billDate: datePart(payable.billDate),
    paymentDueDate: datePart(payable.paymentDueDate),
    remarks: payable.remarks,
    status: isPayableStatus(payable.status) ? payable.status : DEFAULT_PAYABLE_STATUS,
  };
}

/** The contract's payableFormSchema, one message per field ('**' is added where it shows). */
export const validatePayable = zod4Resolver(payableFormSchema, { errorPriority: 'first' });

/**
 * The body fields from checked form values: the ids, the amount and the tax (blank: 0) as numbers, only the type
 * (of work or of goods) that matches the vendor type, the document ids comma-joined.
 */
export function formToFields(values: PayableForm, documentIds: readonly number[]): PayableFields {
  const goods = values.vendorType === 'GOODS';
  return {
    erfVendorId: Number(values.erfVendorId),
    erfSiteId: Number(values.erfSiteId),
    typeOfWork: goods ? '' : values.typeOfWork.trim(),
    typeOfMaterials: goods ? values.typeOfMaterials.trim() : '',
    quantity: values.quantity.trim(),
    units: values.units,
    amount: Number(values.amount.trim()),
    invoiceNumber: values.invoiceNumber.trim(),
    taxAmount: Number(values.taxAmount.trim() || '0'),
    paymentMode: values.paymentMode,
    paymentDueDate: values.paymentDueDate,
    billDate: values.billDate,
    remarks: values.remarks,
    status: values.status,
    vendorDocumentIds: documentIds.join(','),
  };
}

/** The numeric ids of a comma-joined list. */
export const splitIds = (ids: string): number[] =>
  ids
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
