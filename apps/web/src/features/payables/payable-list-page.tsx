import { Alert, Button, Group, Stack } from '@mantine/core';
import {
  AGEING_BUCKETS,
  ageingMessages,
  listMessages,
  PAGE_SIZES,
  PAYABLE_FILTER_STATUSES,
  payableLabels,
  payableListQuerySchema,
  payableMessages,
  type Site,
  siteLabel,
  vendorMessages,
} from '@sitebook/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ListFilter } from '../../components/list-filters';
import { ListToolbar, noMatchText, useFilterChips } from '../../components/list-toolbar';
import { PageTitle } from '../../components/page-title';
import { NetworkError } from '../../lib/api-client';
import { useFormat } from '../../lib/format';
import { useListState } from '../../lib/list-state';
import { RECORD_PATHS } from '../../lib/record-paths';
import { useAllSites } from '../../lib/session/use-all-sites';
import { useReadySession } from '../../lib/session/use-session';
import { exportPayables, usePayablePage } from './api/get-payables';
import { PayableTable } from './components/payable-table';
import { PAYABLES_PATH } from './payable-form';

const NAME = listMessages.names.payables;

/**
 * The payables list's filters: status, site, bill and due dates, overdue, amount,
 * total (amount + tax) and outstanding, age (an ageing bucket).
 */
function payableFilters(sites: readonly Site[]): ListFilter[] {
  return [
    {
      kind: 'multiSelect',
      name: 'status',
      label: listMessages.status,
      options: PAYABLE_FILTER_STATUSES.map((s) => ({ value: s, label: s })),
    },
    {
      kind: 'select',
      name: 'siteId',
      label: listMessages.site,
      options: sites.map((s) => ({ value: String(s.siteId), label: siteLabel(s) })),
    },
    { kind: 'dateRange', name: 'bill', label: listMessages.billDate },
    { kind: 'dateRange', name: 'due', label: listMessages.dueDate },
    { kind: 'flag', name: 'overdue', label: listMessages.overdueOnly },
    // An ageing bucket (days past due to today), as a summary's bucket opens it.
    {
      kind: 'select',
      name: 'age',
      label: listMessages.age,
      options: AGEING_BUCKETS.map((b) => ({ value: b, label: ageingMessages.buckets[b] })),
    },
    { kind: 'amountRange', name: 'amount', label: listMessages.amount },
    { kind: 'amountRange', name: 'total', label: listMessages.total },
    { kind: 'amountRange', name: 'outstanding', label: listMessages.outstanding },
  ];
}

/**
 * Vendor Payables list (/home/vendor/payables): newest first, 8 a page; searched, filtered and
 * sorted by the server, with the query in the URL.
 */
export default function PayableListPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { context } = useReadySession();
  const format = useFormat();
  // Every site, deactivated ones too: a record keeps naming its site.
  const sites = useAllSites();
  const list = useListState(payableListQuerySchema, { pageSize: PAGE_SIZES.payables });
  const filters = useMemo(() => payableFilters(sites), [sites]);
  const chips = useFilterChips(list, filters);
  // Spec: the list is fetched only when the path is exactly /home/vendor/payables.
  const payables = usePayablePage(list.page, pathname.replace(/\/+$/, '') === PAYABLES_PATH, list.apiQuery);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <PageTitle mb={0}>{payableMessages.listTitle}</PageTitle>
        <Button component={Link} to={`${PAYABLES_PATH}/addpayable`}>
          {payableMessages.addNew}
        </Button>
      </Group>
      <ListToolbar
        state={list}
        what={NAME}
        filters={filters}
        onExport={(format) => exportPayables(context, list.apiQuery, format)}
        count={payables.data}
        summary={
          payables.data?.outstanding === undefined
            ? undefined
            : listMessages.outstandingTotal(format.amount(payables.data.outstanding))
        }
      />
      {payables.isError && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={vendorMessages.somethingWentWrong}
        >
          <Group gap="sm" justify="space-between">
            <span>
              {payables.error instanceof NetworkError ? payableLabels.unreachable : payables.error.message}
            </span>
            <Button size="compact-sm" color="red.8" onClick={() => void payables.refetch()}>
              {payableLabels.retry}
            </Button>
          </Group>
        </Alert>
      )}
      <PayableTable
        payables={payables.data}
        loading={payables.isPending && !payables.isError}
        busy={payables.isFetching}
        page={list.page}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        emptyText={list.filtered ? noMatchText(NAME, list.query.q, chips) : undefined}
        sites={sites}
        onEdit={(p) => navigate(RECORD_PATHS.editPayable(p.vendorPayableCode), { state: p })}
        onView={(p) => navigate(RECORD_PATHS.viewPayable(p.vendorPayableCode), { state: p })}
        onHistory={(p) => navigate(RECORD_PATHS.historyPayable(p.vendorPayableCode), { state: p })}
      />
    </Stack>
  );
}
