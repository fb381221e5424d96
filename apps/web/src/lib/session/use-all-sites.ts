import { type Site, siteLabel } from '@sitebook/contract';
import { useQuery } from '@tanstack/react-query';
import { allSitesQuery } from './api/get-sites';
import { useReadySession } from './use-session';

/**
 * Every site of the company, deactivated ones too, to name the site of a record (a
 * deactivated site leaves the pickers, which use the session's `sites`, but records keep showing
 * it). Until the call answers, the session's active sites.
 */
export function useAllSites(): Site[] {
  const { sites, context } = useReadySession();
  const all = useQuery({ ...allSitesQuery(context.companyCode), staleTime: 60_000 });
  return all.data && all.data.length > 0 ? all.data : sites;
}

/**
 * A site picker's options, valued by the site's id or code: the company's active sites, and the
 * record's own site (`current`) when it has been deactivated since. The record keeps it through its
 * edits (the server allows that), but no other record is offered it.
 */
export function useSiteOptions(
  key: 'siteId' | 'siteCode',
  current: string,
): { value: string; label: string }[] {
  const { sites } = useReadySession();
  const allSites = useAllSites();
  const keyOf = (s: Site) => String(s[key]);
  const options = sites.map((s) => ({ value: keyOf(s), label: siteLabel(s) }));
  if (current && !options.some((o) => o.value === current)) {
    const kept = allSites.find((s) => keyOf(s) === current);
    options.push({ value: current, label: kept ? siteLabel(kept) : current });
  }
  return options;
}
