import '../zod-setup.js';
import { z } from 'zod';

/** An advance request as the server answers it (spec section 3). */
export const advanceRequestSchema = z.object({
  advanceRequestId: z.number().int(),
  advanceId: z.string(),
  companyCode: z.string(),
  siteCode: z.string(),
  requestedBy: z.string(),
  requestedAmount: z.number(),
  requestedByDate: z.string(),
  requesterComments: z.string(),
  status: z.string(),
  createdBy: z.string(),
  updatedBy: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
  documentIds: z.string(),
});
export type AdvanceRequest = z.infer<typeof advanceRequestSchema>;

export const advanceDocumentUploadResponseSchema = z.object({
  documentIds: z.string(),
  sequenceId: z.number().int(),
  userDescription: z.string(),
  companyCode: z.string(),
});

export const expenseSchema = z.object({ expenseType: z.string(), expenseAmount: z.number() });
export type Expense = z.infer<typeof expenseSchema>;
