import { ATTRIBUTE, type AttributeItem, countryList } from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { getList } from '../../../lib/session/api/get-lists';
import type { ReadySession } from '../../../lib/session/use-session';
import { vendorKeys } from './keys';

/**
 * The states of a country. The session already holds the company country's list; another
 * country's list is fetched from the global tenant.
 */
export function useStates(
  session: Pick<ReadySession, 'lists' | 'company'>,
  country: string | null | undefined,
): { states: AttributeItem[]; isLoading: boolean } {
  const name = country ? countryList(ATTRIBUTE.statePrefix, country) : '';
  const fromSession = name ? session.lists[name] : undefined;
  const query = useQuery({
    queryKey: vendorKeys.states(name),
    queryFn: () => getList(name, session.company),
    enabled: !!name && !fromSession,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { states: fromSession ?? query.data ?? [], isLoading: !fromSession && query.isLoading };
}
