import type { AgeingBucket } from '@sitebook/contract';
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

/** The payables list (a feature of its own: its path, not its code). */
export const PAYABLES_LIST_PATH = '/home/vendor/payables';

/**
 * Whether a summary's figures can open the payables list. The list shows each
 * payable as it is now (its outstanding, its days past due to today), so it reproduces a figure of
 * the summary as of today (the default) and not of another date, whose figures open the summary
 * screens instead.
 */
export const opensPayables = (filters: SummaryFilters) => filters.date === todayIso();

/**
 * The payables list that counts a figure: filtered to a status, a site (the
 * figure's, else the summary's) and/or an ageing bucket (`age`), with the same outstanding total in
 * its count line (X-Total-Outstanding). Only for a summary as of today (opensPayables).
 */
export function payablesHref(
  filters: SummaryFilters,
  narrow: { status?: string; siteId?: number; age?: AgeingBucket; overdue?: true },
) {
  const query = new URLSearchParams();
  if (narrow.status !== undefined) query.set('status', narrow.status);
  const siteId = narrow.siteId ?? filters.siteId;
  if (siteId !== null) query.set('siteId', String(siteId));
  if (narrow.age !== undefined) query.set('age', narrow.age);
  if (narrow.overdue) query.set('overdue', 'true');
  return `${PAYABLES_LIST_PATH}?${query}`;
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
