import '../zod-setup.js';
import { z } from 'zod';
import { API } from '../api-paths.js';
import { endpoint, FILE_ANSWER } from '../endpoint.js';
import { advanceSpendingSchema } from '../schemas/advance.js';
import {
  expenseChangeResponseSchema,
  expenseCreateResponseSchema,
  expenseCreateSchema,
  expenseRecordSchema,
  expenseUpdateSchema,
} from '../schemas/advance-form.js';
import {
  expenseExportQuerySchema,
  expenseListQuerySchema,
  myExpenseExportQuerySchema,
  myExpenseListQuerySchema,
} from '../schemas/advance-lists.js';
import { codeSchema, idParamSchema } from '../schemas/common.js';
import { myAdvanceTotalsSchema, myExpenseSchema } from '../schemas/my-expenses.js';

export const getExpensesForAdvance = endpoint({
  method: 'GET',
  path: API.expensesForAdvance,
  params: z.object({ companyCode: codeSchema, advanceRequestId: idParamSchema }),
  query: expenseListQuerySchema,
  responses: { 202: z.array(expenseRecordSchema) },
});

export const getExpensesExport = endpoint({
  method: 'GET',
  path: API.expensesExport,
  params: z.object({ companyCode: codeSchema, advanceRequestId: idParamSchema }),
  query: expenseExportQuerySchema,
  responses: { 200: FILE_ANSWER },
});

export const getMyExpensesExport = endpoint({
  method: 'GET',
  path: API.myExpensesExport,
  params: z.object({ companyCode: codeSchema }),
  query: myExpenseExportQuerySchema,
  responses: { 200: FILE_ANSWER },
});

export const getMyExpenses = endpoint({
  method: 'GET',
  path: API.myExpenses,
  params: z.object({ companyCode: codeSchema }),
  query: myExpenseListQuerySchema,
  responses: { 202: z.array(myExpenseSchema) },
});

export const getMyExpenseTotals = endpoint({
  method: 'GET',
  path: API.myExpenseTotals,
  params: z.object({ companyCode: codeSchema }),
  responses: { 202: z.array(myAdvanceTotalsSchema) },
});

export const postExpense = endpoint({
  method: 'POST',
  path: API.expense,
  body: expenseCreateSchema,
  responses: { 202: expenseCreateResponseSchema },
});

export const getAdvanceSpending = endpoint({
  method: 'GET',
  path: API.advanceSpending,
  params: z.object({ companyCode: codeSchema, advanceRequestId: idParamSchema }),
  responses: { 202: advanceSpendingSchema },
});

export const putExpense = endpoint({
  method: 'PUT',
  path: API.expense,
  body: expenseUpdateSchema,
  responses: { 202: expenseChangeResponseSchema },
});

export const deleteExpenseById = endpoint({
  method: 'DELETE',
  path: API.expenseById,
  params: z.object({ companyCode: codeSchema, expenseId: idParamSchema }),
  responses: { 202: expenseChangeResponseSchema },
});
