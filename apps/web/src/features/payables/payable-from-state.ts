import { type Payable, payableSchema, recordLinkMessages } from '@sitebook/contract';
import { useLocation, useParams } from 'react-router';
import { usePayableByCode } from './api/get-payable-by-code';

/** The payable passed as navigation state by the list's Edit, View and History actions, if any. */
export function payableFromState(state: unknown): Payable | null {
  const parsed = payableSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}

/**
 * The payable a payable screen shows: the one its URL names by code (`viewpayable/PAY00001`,
 * read afresh on each visit, the list's row shown meanwhile), else the navigation state (the spec's
 * id-less routes). `missing`: what to say when there is none (undefined: the id-less route's text).
 */
export function useShownPayable(): {
  payable: Payable | null;
  busy: boolean;
  loading: boolean;
  missing?: string;
  code: string;
} {
  const { payableCode } = useParams();
  const fromState = payableFromState(useLocation().state);
  const byCode = usePayableByCode(payableCode, fromState);
  if (!payableCode) return { payable: fromState, busy: false, loading: false, code: '' };
  return {
    payable: byCode.data ?? null,
    busy: byCode.busy,
    loading: byCode.data === undefined && byCode.error === null,
    code: payableCode,
    missing: byCode.error
      ? recordLinkMessages.loadFailed(payableCode)
      : recordLinkMessages.payableNotFound(payableCode),
  };
}
