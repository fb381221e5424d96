import '../zod-setup.js';
import { z } from 'zod';

/** A vendor as the server answers it (spec section 3). Form and request rules come with the vendor feature. */
export const vendorSchema = z.object({
  vendorId: z.number().int(),
  vendorCode: z.string(),
  vendorName: z.string(),
  vendorDescription: z.string(),
  vendorCategory: z.string(),
  typeOfWork: z.string(),
  typeOfGoods: z.string(),
  contactPerson: z.string(),
  phoneNumber: z.string(),
  emailId: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  status: z.string(),
  tenantCode: z.string(),
  openingBalance: z.number(),
  openingBalanceDate: z.string().nullable(),
  typeOfTransactionForOb: z.string(),
  currentBalance: z.number(),
  currentBalanceDate: z.string().nullable(),
  typeOfTransactionForCb: z.string(),
  openingDate: z.string().nullable(),
  currentDate: z.string().nullable(),
  performanceGrade: z.string().nullable(),
  performanceScore: z.number().nullable(),
  maxScore: z.number().nullable(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const bulkUploadResultSchema = z.object({
  noOfRecordsProcessed: z.number().int(),
  successRecords: z.number().int(),
  failureRecords: z.number().int(),
  erroVOs: z.array(z.object({ errorRow: z.number().int(), errorMessage: z.string() })),
});
export type BulkUploadResult = z.infer<typeof bulkUploadResultSchema>;

/** Vendor option used by several screens. */
export const vendorOptionSchema = vendorSchema.pick({ vendorId: true, vendorCode: true, vendorName: true });
export type VendorOption = z.infer<typeof vendorOptionSchema>;
