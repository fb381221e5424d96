import { Anchor, SegmentedControl, Stack } from '@mantine/core';
import {
  ageingMessages as A,
  AGEING_BUCKETS,
  type Ageing,
  type AgeingBucket,
  type AgeingRow,
  payableMessages,
  summaryScreenMessages as S,
  vendorSummaryMessages as V,
} from '@sitebook/contract';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { useFormat } from '../../lib/format';
import { useSummary } from './api/summaries';
import { SummaryState } from './components/summary-state';
import { type SummaryColumn, SummaryTable } from './components/summary-table';
import { SummaryToolbar } from './components/summary-toolbar';
import { signedAmount } from './signed-amount';
import { opensPayables, payablesHref, useSummaryFilters } from './use-summary-filters';

const SITE_VIEW = 'site';

/**
 * A bucket's cell that the payables list reproduces (as of today only: the list
 * ages each payable to today) opens it, filtered to that age and to the row's site or vendor: a
 * site's cells always (a site holds payables alone), the totals' when no opening balance falls in
 * that bucket (the "Opening balances" by-site row is 0 there; an opening balance is no payable). An
 * empty cell opens nothing.
 */
function bucketHref(
  data: Ageing,
  filters: ReturnType<typeof useSummaryFilters>['filters'],
  bucket: AgeingBucket,
  row: { kind: 'site' | 'vendor'; id: number } | 'total',
): string | undefined {
  if (!opensPayables(filters)) return undefined;
  const openings = data.bySite.find((r) => r.id === 0)?.[bucket] ?? 0;
  if (row !== 'total' && row.kind === 'site') {
    return row.id === 0 ? undefined : payablesHref(filters, { siteId: row.id, age: bucket });
  }
  // A vendor's cell stays text: the payables list has no vendor filter it could show as a chip.
  if (row !== 'total' || openings !== 0) return undefined;
  return payablesHref(filters, { age: bucket });
}

/**
 * Vendor Payable Summary (/home/vendor/payables/payablesumm): what is outstanding on the date by
 * how long past due (not yet due, 1–30, 31–60, 61–90, over 90 days) and, apart, the advances (Dr
 * opening balances, shown "… Dr"), per vendor or per site (the opening balances: a row of no site).
 */
export default function AgeingPage() {
  const { filters, params, setParam } = useSummaryFilters();
  const bySite = params.get('view') === SITE_VIEW;
  const ageing = useSummary('ageing', filters);
  const format = useFormat();
  const rowsOf = (d: { byVendor: AgeingRow[]; bySite: AgeingRow[] }) => (bySite ? d.bySite : d.byVendor);
  return (
    <Stack gap="md">
      <PageTitle mb={0}>{A.title}</PageTitle>
      <SummaryToolbar kind="ageing" printFilters={[{ label: S.view, value: bySite ? A.bySite : A.byVendor }]}>
        <SegmentedControl
          aria-label={S.view}
          data={[
            { value: 'vendor', label: A.byVendor },
            { value: SITE_VIEW, label: A.bySite },
          ]}
          value={bySite ? SITE_VIEW : 'vendor'}
          onChange={(value) => setParam('view', value === SITE_VIEW ? SITE_VIEW : null)}
        />
      </SummaryToolbar>
      <SummaryState query={ageing} isEmpty={(d) => rowsOf(d).length === 0} emptyText={A.noRows}>
        {(data) => {
          const columns: SummaryColumn<AgeingRow>[] = [
            {
              header: bySite ? S.siteColumn : V.columns.vendor,
              // The opening balances' by-site row (id 0) is no site: its name alone, no code.
              render: (r) => (r.code ? `${r.name} (${r.code})` : r.name),
              total: A.total,
            },
            ...AGEING_BUCKETS.map((bucket) => {
              const cell = (amount: number, name: string, href: string | undefined) =>
                href && amount !== 0 ? (
                  <Anchor
                    component={Link}
                    to={href}
                    fz="inherit"
                    aria-label={S.openFigure(
                      `${name} ${A.buckets[bucket]} ${format.amount(amount)}`,
                      payableMessages.listTitle,
                    )}
                  >
                    {format.amount(amount)}
                  </Anchor>
                ) : (
                  format.amount(amount)
                );
              return {
                header: A.buckets[bucket],
                render: (r: AgeingRow) =>
                  cell(
                    r[bucket],
                    r.name,
                    bucketHref(data, filters, bucket, { kind: bySite ? 'site' : 'vendor', id: r.id }),
                  ),
                total: cell(data.totals[bucket], A.total, bucketHref(data, filters, bucket, 'total')),
                numeric: true,
              };
            }),
            // Apart from the five ages: what vendors owe back (Dr opening balances), ≤ 0.
            {
              header: A.buckets.advance,
              render: (r) => signedAmount(format, r.advance),
              total: signedAmount(format, data.totals.advance),
              numeric: true,
            },
            {
              header: A.total,
              render: (r) => signedAmount(format, r.total),
              total: signedAmount(format, data.totals.total),
              numeric: true,
            },
          ];
          return (
            <SummaryTable
              caption={`${A.title}: ${bySite ? A.bySite : A.byVendor}`}
              columns={columns}
              rows={rowsOf(data)}
              getRowKey={(r) => r.id}
              busy={ageing.isFetching}
            />
          );
        }}
      </SummaryState>
    </Stack>
  );
}
