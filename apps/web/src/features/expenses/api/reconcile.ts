import {
  type AdvanceSettlement,
  type AdvanceSettlementCreateValues,
  API,
  advanceSettlementSchema,
  apiPath,
  type SessionContext,
} from '@sitebook/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type ApiResponse, apiCall, apiRequest } from '../../../lib/api-client';
import { useReadySession } from '../../../lib/session/use-session';
import { expenseKeys } from './keys';

/** An advance's returns and reimbursements, recording and reversing them, settling it. */

export async function getSettlements(
  context: SessionContext,
  advanceRequestId: number,
): Promise<AdvanceSettlement[]> {
  const body = await apiCall(
    apiPath(API.advanceSettlements, { companyCode: context.companyCode, advanceRequestId }),
  );
  return z.array(advanceSettlementSchema).parse(body);
}

export function useSettlements(advanceRequestId: number) {
  const { context } = useReadySession();
  return useQuery({
    queryKey: expenseKeys.settlements(context.companyCode, advanceRequestId),
    queryFn: () => getSettlements(context, advanceRequestId),
  });
}

export type SettlementFields = Omit<AdvanceSettlementCreateValues, 'companyCode'>;

/** Every reconcile change moves the advance's figures: the spending, list and balance are read again. */
function useReconcileMutation<T>(send: (context: SessionContext, fields: T) => Promise<ApiResponse>) {
  const { context } = useReadySession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: T) => send(context, fields),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: expenseKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['advances'] });
    },
  });
}

export const useRecordSettlement = () =>
  useReconcileMutation((context, fields: SettlementFields) =>
    apiRequest(API.advanceSettlement, {
      method: 'POST',
      body: { ...fields, companyCode: context.companyCode },
    }),
  );

export const useReverseSettlement = () =>
  useReconcileMutation((context, fields: { settlementId: number; reason: string }) =>
    apiRequest(API.advanceSettlementReverse, {
      method: 'POST',
      body: { ...fields, companyCode: context.companyCode },
    }),
  );

export const useSettleAdvance = () =>
  useReconcileMutation((context, fields: { advanceRequestId: number }) =>
    apiRequest(API.advanceSettle, { method: 'POST', body: { ...fields, companyCode: context.companyCode } }),
  );
