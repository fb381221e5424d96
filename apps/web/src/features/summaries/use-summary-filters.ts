import { useSearchParams } from 'react-router';
import { todayIso } from '../../lib/format';
import type { SummaryFilters } from './api/summaries';

/** Where each summary screen lives (the spec's routes). */
export const SUMMARY_PATHS = {
  vendor: '/home/vendor/payables/vendorsumm',
  ageing: '/home/vendor/payables/payablesumm',
  executive: '/home/vendor/payables/executivesumm',
} as const;

/** A summary screen's path for a site and date (the Executive Summary's figures link there). */
export function summaryHref(path: string, filters: SummaryFilters, extra: Record<string, string> = {}) {
  const query = new URLSearchParams({ date: filters.date, ...extra });
  if (filters.siteId !== null) query.set('siteId', String(filters.siteId));
  return `${path}?${query}`;
}

const siteIdOf = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The site and "as of" date of a summary screen, kept in the URL (`?date=&siteId=`) so a link, a
 * reload or the back button shows the same figures. The date defaults to today, the site to all.
 */
export function useSummaryFilters() {
  const [params, setParams] = useSearchParams();
  const filters: SummaryFilters = {
    date: params.get('date') ?? todayIso(),
    siteId: siteIdOf(params.get('siteId')),
  };
  const update = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    filters,
    params,
    setDate: (date: string) => update('date', date),
    setSiteId: (siteId: number | null) => update('siteId', siteId === null ? null : String(siteId)),
    setParam: update,
  };
}
