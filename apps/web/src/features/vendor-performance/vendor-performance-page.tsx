import { Stack } from '@mantine/core';
import {
  commonMessages,
  vendorPerformanceMessages as m,
  type VendorPerformanceRow,
  vendorPerformanceQuerySchema,
} from '@sitebook/contract';
import { useMemo } from 'react';
import type { ListFilter } from '../../components/list-filters';
import { ListToolbar, noMatchText, useFilterChips } from '../../components/list-toolbar';
import { LoadFailed } from '../../components/load-failed';
import { PageTitle } from '../../components/page-title';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table';
import { RatingBadge } from '../../components/rating-badge';
import { RecordLink } from '../../components/record-link';
import { useFormat } from '../../lib/format';
import { useListState } from '../../lib/list-state';
import { RECORD_PATHS } from '../../lib/record-paths';
import { useReadySession } from '../../lib/session/use-session';
import {
  exportVendorPerformance,
  PERFORMANCE_PAGE_SIZE,
  useVendorPerformance,
  useVendorPerformanceTrend,
} from './api/performance';
import { TrendChart } from './components/trend-chart';

const C = m.columns;
const days = (value: number | null) => (value === null ? '—' : value.toFixed(1));

/**
 * Vendor Performance (/home/vendor/performance): per vendor, over the bills dated in the
 * period at a site (or all), computed by the server in SQL: bills, total, average, share sent back or
 * cancelled, duplicate invoices refused, days to approval and to payment, overdue now, rating. Sorted,
 * searched, filtered (site, bill date) and exported like every list, the query in the URL; the trend by
 * month above. A vendor's name opens View Vendor with its ledger.
 */
export default function VendorPerformancePage() {
  const { context, sites } = useReadySession();
  const format = useFormat();
  const list = useListState(vendorPerformanceQuerySchema, { pageSize: PERFORMANCE_PAGE_SIZE });
  const filters = useMemo<ListFilter[]>(
    () => [
      {
        kind: 'select',
        name: 'siteId',
        label: m.site,
        options: sites.map((s) => ({ value: String(s.siteId), label: s.siteName })),
      },
      { kind: 'dateRange', name: 'bill', label: m.period },
    ],
    [sites],
  );
  const chips = useFilterChips(list, filters);
  const rows = useVendorPerformance(list.page, list.apiQuery);
  const trend = useVendorPerformanceTrend(list.apiQuery);

  const columns: PagedTableColumn<VendorPerformanceRow>[] = [
    {
      header: C.vendor,
      render: (r) => <RecordLink to={`${RECORD_PATHS.viewVendor(r.vendorCode)}`}>{r.vendorName}</RecordLink>,
      sortField: 'vendorName',
      primary: true,
    },
    { header: C.bills, render: (r) => format.number(r.bills), align: 'right', sortField: 'bills' },
    {
      header: C.total,
      render: (r) => format.amount(r.total),
      align: 'right',
      noWrap: true,
      sortField: 'total',
    },
    {
      header: C.average,
      render: (r) => format.amount(r.average),
      align: 'right',
      noWrap: true,
      sortField: 'average',
    },
    {
      header: C.returned,
      render: (r) => `${r.returnedShare.toFixed(1)}% (${r.sentBack + r.cancelled})`,
      align: 'right',
      noWrap: true,
      sortField: 'returnedShare',
    },
    {
      header: C.duplicates,
      render: (r) => format.number(r.duplicates),
      align: 'right',
      sortField: 'duplicates',
    },
    {
      header: C.daysToApproval,
      render: (r) => days(r.daysToApproval),
      align: 'right',
      sortField: 'daysToApproval',
    },
    {
      header: C.daysToPayment,
      render: (r) => days(r.daysToPayment),
      align: 'right',
      sortField: 'daysToPayment',
    },
    {
      header: C.overdue,
      render: (r) => format.amount(r.overdue),
      align: 'right',
      noWrap: true,
      sortField: 'overdue',
    },
    { header: C.rating, render: (r) => <RatingBadge rating={r.rating} />, sortField: 'rating', noWrap: true },
  ];

  return (
    <Stack gap="md">
      <PageTitle mb={0}>{m.title}</PageTitle>
      <ListToolbar
        state={list}
        what={m.what}
        filters={filters}
        onExport={(fmt) => exportVendorPerformance(context, list.apiQuery, fmt)}
        count={rows.data}
      />
      {trend.data && trend.data.length > 0 && <TrendChart trend={trend.data} />}
      {rows.isError && (
        <LoadFailed
          title={commonMessages.unreachable}
          retry="Retry"
          error={rows.error}
          onRetry={() => void rows.refetch()}
        />
      )}
      <PagedTable
        caption={m.title}
        columns={columns}
        rows={rows.data?.rows}
        total={rows.data?.total}
        pageSize={PERFORMANCE_PAGE_SIZE}
        loading={rows.isPending}
        busy={rows.isFetching}
        page={list.page}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        getRowKey={(r) => r.vendorId}
        emptyText={list.filtered ? noMatchText(m.what, list.query.q, chips) : m.noRows}
      />
    </Stack>
  );
}
