import {
  type AdvanceSettlement,
  type AdvanceSettlementCreateValues,
  getAdvanceSettlements,
  postAdvanceSettle,
  postAdvanceSettlement,
  postAdvanceSettlementReverse,
  type SessionContext,
} from '@sitebook/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useReadySession } from '../../../lib/session/use-session';
import { expenseKeys } from './keys';

/** An advance's returns and reimbursements, recording and reversing them, settling it. */

export async function getSettlements(
  context: SessionContext,
  advanceRequestId: number,
): Promise<AdvanceSettlement[]> {
  return callEndpoint(getAdvanceSettlements, {
    params: { companyCode: context.companyCode, advanceRequestId },
  });
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
function useReconcileMutation<T, R>(send: (context: SessionContext, fields: T) => Promise<R>) {
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
    callEndpoint(postAdvanceSettlement, { body: { ...fields, companyCode: context.companyCode } }),
  );

export const useReverseSettlement = () =>
  useReconcileMutation((context, fields: { settlementId: number; reason: string }) =>
    callEndpoint(postAdvanceSettlementReverse, { body: { ...fields, companyCode: context.companyCode } }),
  );

export const useSettleAdvance = () =>
  useReconcileMutation((context, fields: { advanceRequestId: number }) =>
    callEndpoint(postAdvanceSettle, { body: { ...fields, companyCode: context.companyCode } }),
  );
