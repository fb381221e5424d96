import type { Site } from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { allSitesQuery } from './api/get-sites';
import { useReadySession } from './use-session';

/**
 * Every site of the company, deactivated ones too, to name the site of a record (issue 15:
 * a deactivated site leaves the pickers, which use the session's `sites`, but records keep showing
 * it). Until the call answers, the session's active sites.
 */
export function useAllSites(): Site[] {
  const { sites, context } = useReadySession();
  const all = useQuery({ ...allSitesQuery(context.companyCode), staleTime: 60_000 });
  return all.data && all.data.length > 0 ? all.data : sites;
}
