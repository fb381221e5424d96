import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint, FILE_ANSWER } from '../endpoint.js';
import { codeSchema, idParamSchema } from '../schemas/common.js';
import {
  openPayableSchema,
  paymentCreateSchema,
  paymentListQuerySchema,
  paymentReverseSchema,
  paymentSaveResponseSchema,
  paymentSchema,
  vendorLedgerQuerySchema,
  vendorLedgerSchema,
} from '../schemas/settlement.js';
import { vendorBankChangeSchema } from '../schemas/vendor-history.js';

const vendorParams = z.object({ tenant: codeSchema, vendorId: idParamSchema });

export const postVendorPayment = endpoint({
  method: 'POST',
  path: API.vendorPayment,
  body: paymentCreateSchema,
  responses: { 202: paymentSaveResponseSchema },
});

export const postVendorPaymentReverse = endpoint({
  method: 'POST',
  path: API.vendorPaymentReverse,
  body: paymentReverseSchema,
  responses: { 202: paymentSaveResponseSchema },
});

/** The payments, a page at a time (the whole count in X-Total-Count). */
export const getVendorPayments = endpoint({
  method: 'GET',
  path: API.vendorPayments,
  params: z.object({ tenant: codeSchema }),
  query: paymentListQuerySchema,
  responses: { 202: z.array(paymentSchema) },
});

export const getVendorOpenPayables = endpoint({
  method: 'GET',
  path: API.vendorOpenPayables,
  params: vendorParams,
  responses: { 202: z.array(openPayableSchema) },
});

/** The vendor's bank details changed lately (the payment screen warns). */
export const getVendorBankChange = endpoint({
  method: 'GET',
  path: API.vendorBankChange,
  params: vendorParams,
  responses: { 202: vendorBankChangeSchema },
});

/** A payment's voucher, a PDF. */
export const getVendorPaymentVoucher = endpoint({
  method: 'GET',
  path: API.vendorPaymentVoucher,
  params: z.object({ tenant: codeSchema, paymentId: idParamSchema }),
  responses: { 200: FILE_ANSWER },
});

/** The vendor's ledger as JSON, or with `format=xlsx|pdf` its statement of account as a file. */
export const getVendorLedger = endpoint({
  method: 'GET',
  path: API.vendorLedger,
  params: vendorParams,
  query: vendorLedgerQuerySchema,
  responses: { 200: FILE_ANSWER, 202: vendorLedgerSchema },
});
