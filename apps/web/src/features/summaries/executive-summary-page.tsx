import '@mantine/charts/styles.css';
import { SimpleGrid, Stack } from '@mantine/core';
import {
  ageingMessages as A,
  AGEING_BUCKETS,
  executiveSummaryMessages as E,
  type ExecutiveSummary,
  OPENING_BALANCE_STATUS,
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
import { SUMMARY_PATHS, summaryHref, useSummaryFilters } from './use-summary-filters';

const isEmpty = (d: ExecutiveSummary) =>
  d.outstanding === 0 && d.paidThisMonth === 0 && d.bySite.length === 0 && d.byStatus.length === 0;

/** Where each figure is shown in detail: Summary By Vendor or Vendor Payable Summary, same site and date. */
function links(filters: SummaryFilters) {
  return {
    vendor: summaryHref(SUMMARY_PATHS.vendor, filters),
    ageing: summaryHref(SUMMARY_PATHS.ageing, filters),
    site: (siteId: number) => summaryHref(SUMMARY_PATHS.vendor, { ...filters, siteId }),
  };
}

function headline(d: ExecutiveSummary, filters: SummaryFilters, format: Formatters): Figure[] {
  const to = links(filters);
  return [
    { label: E.outstanding, amount: signedAmount(format, d.outstanding), href: to.vendor, where: V.title },
    { label: E.overdue, amount: format.amount(d.overdue), href: to.ageing, where: A.title },
    { label: E.dueThisWeek, amount: format.amount(d.dueThisWeek), href: to.ageing, where: A.title },
    { label: E.paidThisMonth, amount: format.amount(d.paidThisMonth), href: to.vendor, where: V.title },
  ];
}

/** Executive Summary (/home/vendor/payables/executivesumm): the company's payables at a glance. */
export default function ExecutiveSummaryPage() {
  const { filters } = useSummaryFilters();
  const summary = useSummary('executive', filters);
  const format = useFormat();
  const to = links(filters);
  return (
    <Stack gap="md">
      <PageTitle mb={0}>{E.title}</PageTitle>
      <SummaryToolbar kind="executive" />
      <SummaryState query={summary} isEmpty={isEmpty} emptyText={E.empty}>
        {(d) => {
          const bySite: ChartDatum[] = d.bySite.map((s) => ({
            key: String(s.erfSiteId),
            label: s.siteName,
            amount: s.outstanding,
            // The opening balances' row (erfSiteId 0) is no site: no link to a site's figures.
            href: s.erfSiteId === 0 ? undefined : to.site(s.erfSiteId),
          }));
          const byStatus: ChartDatum[] = d.byStatus.map((s) => ({
            key: s.status,
            label: s.status,
            amount: s.outstanding,
            count: s.count,
            // The opening balances are no payable status: not a link as if one could filter by it.
            href: s.status === OPENING_BALANCE_STATUS ? undefined : to.vendor,
          }));
          // The chart includes the advance (Dr opening balances, ≤ 0) as a last bar, after Over 90
          // days and below the axis, so that its bars and its table add up to the ageing's total.
          const ageing: ChartDatum[] = [...AGEING_BUCKETS, 'advance' as const].map((b) => ({
            key: b,
            label: A.buckets[b],
            amount: d.ageing[b],
            href: to.ageing,
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
