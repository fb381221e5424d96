import type { FormErrors } from '@mantine/form';
import {
  DEFAULT_VENDOR_TYPE,
  type TransactionType,
  type Vendor,
  type VendorType,
  vendorInputSchema,
  vendorUpdateSchema,
} from '@sitebook/contract';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { datePart } from '../../lib/format';

/** What the Add and Edit forms hold. Selects hold null when cleared; goods are a list until sent. */
export interface VendorFormValues {
  vendorName: string;
  vendorDescription: string;
  vendorCategory: string | null;
  vendorType: VendorType;
  typeOfWork: string | null;
  typeOfGoods: string[];
  contactPerson: string;
  phoneNumber: string;
  emailId: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  country: string | null;
  state: string | null;
  /** '' when left empty (NumberInput). */
  openingBalance: number | string;
  openingBalanceDate: string;
  typeOfTransactionForOb: TransactionType;
  currentBalanceDate: string;
  typeOfTransactionForCb: TransactionType;
  performanceGrade: string | null;
  /** Tax ids and bank details ('' when not given). */
  gstin: string;
  pan: string;
  bankAccountName: string;
  bankAccountNumber: string;
  bankIfsc: string;
}

/** The vendor fields of the create and update bodies. */
export interface VendorRequest {
  vendorName: string;
  vendorDescription: string;
  vendorCategory: string;
  vendorType: VendorType;
  typeOfWork: string;
  typeOfGoods: string;
  contactPerson: string;
  phoneNumber: string;
  emailId: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  country: string;
  openingBalance: number;
  openingBalanceDate: string | null;
  typeOfTransactionForOb: TransactionType;
  currentBalance: number;
  currentBalanceDate: string | null;
  typeOfTransactionForCb: TransactionType;
  performanceGrade?: string | null;
  gstin: string;
  pan: string;
  bankAccountName: string;
  bankAccountNumber: string;
  bankIfsc: string;
}

export const emptyVendorForm = (country: string | null): VendorFormValues => ({
  vendorName: '',
  vendorDescription: '',
  vendorCategory: null,
  vendorType: DEFAULT_VENDOR_TYPE,
  typeOfWork: null,
  typeOfGoods: [],
  contactPerson: '',
  phoneNumber: '',
  emailId: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  country,
  state: null,
  openingBalance: '',
  openingBalanceDate: '',
  typeOfTransactionForOb: 'Cr',
  currentBalanceDate: '',
  typeOfTransactionForCb: 'Cr',
  performanceGrade: null,
  gstin: '',
  pan: '',
  bankAccountName: '',
  bankAccountNumber: '',
  bankIfsc: '',
});

const asTransaction = (value: string | null | undefined): TransactionType => (value === 'Dr' ? 'Dr' : 'Cr');

/** A GOODS vendor has goods and no work type; every other vendor is WORK. */
export const vendorTypeOf = (vendor: Pick<Vendor, 'typeOfWork' | 'typeOfGoods'>): VendorType =>
  vendor.typeOfGoods?.trim() && !vendor.typeOfWork?.trim() ? 'GOODS' : 'WORK';

export const splitGoods = (goods: string | null | undefined) =>
  (goods ?? '')
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);

/** The edit form's values from the vendor passed as navigation state. */
export function vendorToForm(vendor: Vendor): VendorFormValues {
  return {
    vendorName: vendor.vendorName ?? '',
    vendorDescription: vendor.vendorDescription ?? '',
    vendorCategory: vendor.vendorCategory || null,
    vendorType: vendorTypeOf(vendor),
    typeOfWork: vendor.typeOfWork || null,
    typeOfGoods: splitGoods(vendor.typeOfGoods),
    contactPerson: vendor.contactPerson ?? '',
    phoneNumber: vendor.phoneNumber ?? '',
    emailId: vendor.emailId ?? '',
    addressLine1: vendor.addressLine1 ?? '',
    addressLine2: vendor.addressLine2 ?? '',
    city: vendor.city ?? '',
    country: vendor.country || null,
    state: vendor.state || null,
    openingBalance: vendor.openingBalance ?? '',
    openingBalanceDate: datePart(vendor.openingBalanceDate),
    typeOfTransactionForOb: asTransaction(vendor.typeOfTransactionForOb),
    currentBalanceDate: datePart(vendor.currentBalanceDate),
    typeOfTransactionForCb: asTransaction(vendor.typeOfTransactionForCb),
    performanceGrade: vendor.performanceGrade || null,
    gstin: vendor.gstin ?? '',
    pan: vendor.pan ?? '',
    bankAccountName: vendor.bankAccountName ?? '',
    bankAccountNumber: vendor.bankAccountNumber ?? '',
    bankIfsc: vendor.bankIfsc ?? '',
  };
}

export const isOpeningBalanceEmpty = (values: Pick<VendorFormValues, 'openingBalance'>) =>
  values.openingBalance === '' || values.openingBalance === null || values.openingBalance === undefined;

const toNumber = (value: number | string) => {
  if (value === '' || value === null || value === undefined) return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : Number.NaN;
};

/**
 * The request fields from the form: only the chosen type's work or goods is sent (goods
 * comma-joined), an empty opening balance becomes 0, the current balance mirrors it.
 */
export function formToRequest(values: VendorFormValues): VendorRequest {
  const goods = values.vendorType === 'GOODS';
  const openingBalance = toNumber(values.openingBalance);
  return {
    vendorName: values.vendorName,
    vendorDescription: values.vendorDescription,
    vendorCategory: values.vendorCategory ?? '',
    vendorType: values.vendorType,
    typeOfWork: goods ? '' : (values.typeOfWork ?? ''),
    typeOfGoods: goods ? values.typeOfGoods.join(',') : '',
    contactPerson: values.contactPerson,
    phoneNumber: values.phoneNumber,
    emailId: values.emailId,
    addressLine1: values.addressLine1,
    addressLine2: values.addressLine2,
    city: values.city,
    state: values.state ?? '',
    country: values.country ?? '',
    openingBalance,
    openingBalanceDate: values.openingBalanceDate || null,
    typeOfTransactionForOb: values.typeOfTransactionForOb,
    currentBalance: openingBalance,
    currentBalanceDate: values.currentBalanceDate || null,
    typeOfTransactionForCb: values.typeOfTransactionForCb,
    gstin: values.gstin,
    pan: values.pan,
    bankAccountName: values.bankAccountName,
    bankAccountNumber: values.bankAccountNumber,
    bankIfsc: values.bankIfsc,
  };
}

const addResolver = zod4Resolver(vendorInputSchema, { errorPriority: 'first' });
const updateResolver = zod4Resolver(vendorUpdateSchema, { errorPriority: 'first' });

/** Add Vendor: the contract's vendorInputSchema on the values as they will be sent. */
export const validateAdd = (values: VendorFormValues): FormErrors =>
  addResolver({ ...formToRequest(values) });

/** Edit Vendor: vendorUpdateSchema (with the vendor's id and code). */
export const validateEdit =
  (vendor: Pick<Vendor, 'vendorId' | 'vendorCode'>) =>
  (values: VendorFormValues): FormErrors =>
    updateResolver({ ...formToRequest(values), vendorId: vendor.vendorId, vendorCode: vendor.vendorCode });
