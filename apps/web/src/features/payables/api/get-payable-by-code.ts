import { API, apiPath, type Payable, payableSchema, type SessionContext } from '@sitebook/contract';
import { keyHeaders } from '../../../lib/key-headers';
import { findByCode, useRecordByCode } from '../../../lib/record-by-code';
import { useReadySession } from '../../../lib/session/use-session';
import { payableKeys } from './keys';

/** The company's payable with this code (a payable screen's URL), or null when it has none. */
export function getPayableByCode(context: SessionContext, payableCode: string): Promise<Payable | null> {
  const path = apiPath(API.payablesForTenant, { tenantCode: context.companyCode });
  return findByCode(path, payableCode, payableSchema, (p) => p.vendorPayableCode, keyHeaders(context));
}

/** The payable a URL names, read afresh on each visit (`known`, the list's row, shown meanwhile). */
export function usePayableByCode(payableCode: string | undefined, known?: Payable | null) {
  const { context } = useReadySession();
  return useRecordByCode({
    queryKey: payableKeys.byCode(context.companyCode, (payableCode ?? '').toUpperCase()),
    code: payableCode,
    fetch: (code) => getPayableByCode(context, code),
    known,
    codeOf: (p) => p.vendorPayableCode,
  });
}
