import {
  type AdvanceRequest,
  API,
  advanceRequestSchema,
  apiPath,
  recordLinkMessages,
  type SessionContext,
} from '@sitebook/contract';
import { useLocation, useParams } from 'react-router';
import { findByCode, useRecordByCode } from './record-by-code';
import { useReadySession } from './session/use-session';

/**
 * The advance request a URL names by code (Edit advance request, and Spent Information in
 * the expenses feature), read through the advance list's call searched by the code.
 */
export function getAdvanceByCode(
  context: SessionContext,
  advanceCode: string,
): Promise<AdvanceRequest | null> {
  const path = apiPath(API.advancesForCompany, { companyCode: context.companyCode });
  return findByCode(path, advanceCode, advanceRequestSchema, (a) => a.advanceId);
}

/**
 * The advance a screen shows: the one its URL names by code (`:advanceCode`, read afresh on each
 * visit, the list's row shown meanwhile), else the navigation state (the spec's id-less routes).
 * `missing`: what to say when there is none (undefined: the id-less route's own text).
 */
export function useShownAdvance(): {
  advance: AdvanceRequest | null;
  busy: boolean;
  loading: boolean;
  code: string;
  missing?: string;
} {
  const { context } = useReadySession();
  const { advanceCode } = useParams();
  const parsed = advanceRequestSchema.safeParse(useLocation().state);
  const fromState = parsed.success ? parsed.data : null;
  const byCode = useRecordByCode({
    // Under ['advances', ...]: the advance writes (which invalidate it) refresh it.
    queryKey: ['advances', 'code', context.companyCode, (advanceCode ?? '').toUpperCase()],
    code: advanceCode,
    fetch: (code) => getAdvanceByCode(context, code),
    known: fromState,
    codeOf: (a) => a.advanceId,
  });
  if (!advanceCode) return { advance: fromState, busy: false, loading: false, code: '' };
  return {
    advance: byCode.data ?? null,
    busy: byCode.busy,
    loading: byCode.data === undefined && byCode.error === null,
    code: advanceCode,
    missing: byCode.error
      ? recordLinkMessages.loadFailed(advanceCode)
      : recordLinkMessages.advanceNotFound(advanceCode),
  };
}
