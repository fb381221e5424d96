import '@mantine/charts/styles.css';
import { SimpleGrid, Stack } from '@mantine/core';
import {
  ageingMessages as A,
  AGEING_BUCKETS,
  type AgeingBucket,
  executiveSummaryMessages as E,
  type ExecutiveSummary,
  OPENING_BALANCE_STATUS,
  payableMessages,
  summaryScreenMessages as S,
  vendorSummaryMessages as V,
} from '@sitebook/contract';
import { PageTitle } from '../../components/page-title';
import { type Formatters, useFormat } from '../../lib/format';
import { type SummaryFilters, useSummary } from './api/summaries';
import { type Figure, FigureCards } from './components/figure-cards';
import { type ChartDatum, FigureChart } from './components/figure-chart';
import { SummaryState } from './components/summary-state';
import { SummaryToolbar } from './components/summary-toolbar';
import { signedAmount } from './signed-amount';
import {
  opensPayables,
  payablesHref,
  SUMMARY_PATHS,
  summaryHref,
  useSummaryFilters,
} from './use-summary-filters';

const isEmpty = (d: ExecutiveSummary) =>
  d.outstanding === 0 && d.paidThisMonth === 0 && d.bySite.length === 0 && d.byStatus.length === 0;

/**
 * Where each figure is shown in detail (the list it counts). As of today a status
 * opens the payables list of that status, a site the list of that site, an ageing bucket (and the
 * Overdue card) the list of that age when the bucket holds no opening balance (they are no payables:
 * else the ageing by site, where each site's cell opens its list); the opening balances open Summary
 * By Vendor (its Opening column). As of another date the list (which is as of now) shows other
 * money: a site opens Summary By Vendor of that site, a bucket the ageing, a status nothing.
 */
function links(filters: SummaryFilters, d: ExecutiveSummary) {
  const today = opensPayables(filters);
  const vendor = summaryHref(SUMMARY_PATHS.vendor, filters);
  const ageing = summaryHref(SUMMARY_PATHS.ageing, filters);
  const bySite = summaryHref(SUMMARY_PATHS.ageing, filters, { view: 'site' });
  const payables = payableMessages.listTitle;
  const ofPayablesOnly = (buckets: readonly AgeingBucket[]) =>
    today && d.openingAgeing !== undefined && buckets.every((b) => d.openingAgeing?.[b] === 0);
  return {
    vendor: { href: vendor, where: V.title },
    overdue: ofPayablesOnly(OVERDUE_BUCKETS)
      ? { href: payablesHref(filters, { overdue: true }), where: payables }
      : { href: ageing, where: A.title },
    ageing: { href: ageing, where: A.title },
    site: (siteId: number) =>
      siteId === 0
        ? { href: vendor, where: V.title }
        : today
          ? { href: payablesHref(filters, { siteId }), where: payables }
          : { href: summaryHref(SUMMARY_PATHS.vendor, { ...filters, siteId }), where: V.title },
    status: (status: string) =>
      status === OPENING_BALANCE_STATUS
        ? { href: vendor, where: V.title }
        : today
          ? { href: payablesHref(filters, { status }), where: payables }
          : {},
    bucket: (bucket: AgeingBucket) =>
      ofPayablesOnly([bucket])
        ? { href: payablesHref(filters, { age: bucket }), where: payables }
        : { href: today ? bySite : ageing, where: A.title },
  };
}

const OVERDUE_BUCKETS = AGEING_BUCKETS.filter((b) => b !== 'notDue');

function headline(d: ExecutiveSummary, filters: SummaryFilters, format: Formatters): Figure[] {
  const to = links(filters, d);
  return [
    { label: E.outstanding, amount: signedAmount(format, d.outstanding), ...to.vendor },
    { label: E.overdue, amount: format.amount(d.overdue), ...to.overdue },
    { label: E.dueThisWeek, amount: format.amount(d.dueThisWeek), ...to.ageing },
    { label: E.paidThisMonth, amount: format.amount(d.paidThisMonth), ...to.vendor },
  ];
}

/** Executive Summary (/home/vendor/payables/executivesumm): the company's payables at a glance. */
export default function ExecutiveSummaryPage() {
  const { filters } = useSummaryFilters();
  const summary = useSummary('executive', filters);
  const format = useFormat();
  return (
    <Stack gap="md">
      <PageTitle mb={0}>{E.title}</PageTitle>
      <SummaryToolbar kind="executive" />
      <SummaryState query={summary} isEmpty={isEmpty} emptyText={E.empty}>
        {(d) => {
          const to = links(filters, d);
          const bySite: ChartDatum[] = d.bySite.map((s) => ({
            key: String(s.erfSiteId),
            label: s.siteName,
            amount: s.outstanding,
            ...to.site(s.erfSiteId),
          }));
          const byStatus: ChartDatum[] = d.byStatus.map((s) => ({
            key: s.status,
            label: s.status,
            amount: s.outstanding,
            count: s.count,
            ...to.status(s.status),
          }));
          // The chart includes the advance (Dr opening balances, ≤ 0) as a last bar, after Over 90
          // days and below the axis, so that its bars and its table add up to the ageing's total.
          const ageing: ChartDatum[] = [...AGEING_BUCKETS, 'advance' as const].map((b) => ({
            key: b,
            label: A.buckets[b],
            amount: d.ageing[b],
            ...(b === 'advance' ? to.ageing : to.bucket(b)),
          }));
          return (
            <Stack gap="md" aria-busy={summary.isFetching || undefined}>
              <FigureCards figures={headline(d, filters, format)} />
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
                <FigureChart
                  title={E.bySite}
                  labelHeader={S.siteColumn}
                  data={bySite}
                  totalLabel={A.total}
                  emptyText={S.bySiteEmpty}
                />
                <FigureChart
                  title={E.byStatus}
                  labelHeader={S.statusColumn}
                  data={byStatus}
                  totalLabel={A.total}
                />
              </SimpleGrid>
              <FigureChart title={E.ageing} labelHeader={S.ageColumn} data={ageing} totalLabel={A.total} />
            </Stack>
          );
        }}
      </SummaryState>
    </Stack>
  );
}
