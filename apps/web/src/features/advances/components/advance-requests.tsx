import { Alert } from '@mantine/core';
import {
  ADVANCE_FILTER_STATUSES,
  advanceListMessages,
  advanceListQuerySchema,
  advanceMessages,
  commonMessages,
  listMessages,
  type Site,
  siteLabel,
} from '@sitebook/contract';
import { useMemo } from 'react';
import type { ListFilter } from '../../../components/list-filters';
import { ListToolbar, noMatchText, useFilterChips } from '../../../components/list-toolbar';
import { NetworkError } from '../../../lib/api-client';
import { useListState } from '../../../lib/list-state';
import { useAllSites } from '../../../lib/session/use-all-sites';
import { useReadySession } from '../../../lib/session/use-session';
import { exportAdvances, useAdvancePage } from '../api/get-advances';
import { AdvanceRequestsTable, type AdvanceRequestsTableProps } from './advance-requests-table';

type AdvanceRequestsProps = Omit<
  AdvanceRequestsTableProps,
  'list' | 'loading' | 'busy' | 'page' | 'onPageChange' | 'sort' | 'onSortChange' | 'emptyText'
>;

const NAME = advanceListMessages.names.advances;

/** The advance list's filters: status, site (an advance names its site by code), who requested it, requested date, amount. */
function advanceFilters(sites: readonly Site[]): ListFilter[] {
  return [
    {
      kind: 'multiSelect',
      name: 'status',
      label: listMessages.status,
      options: ADVANCE_FILTER_STATUSES.map((s) => ({ value: s, label: s })),
    },
    {
      kind: 'select',
      name: 'siteCode',
      label: listMessages.site,
      options: sites.map((s) => ({ value: s.siteCode, label: siteLabel(s) })),
    },
    // A user name, exact: the home page's "My open advance requests" opens the list with the caller's.
    { kind: 'text', name: 'requestedBy', label: listMessages.requestedBy },
    { kind: 'dateRange', name: 'requested', label: listMessages.requestedDate },
    { kind: 'amountRange', name: 'amount', label: listMessages.amount },
  ];
}

/**
 * The company's advance requests, one server page at a time, searched, filtered and sorted by the
 * server with the query in the URL, with the list's error above the table: the advance
 * list and Proof Submission differ only in page size, caption and row action.
 */
export function AdvanceRequests(props: AdvanceRequestsProps) {
  const { context } = useReadySession();
  // Every site, deactivated ones too: an advance keeps naming its site.
  const sites = useAllSites();
  const list = useListState(advanceListQuerySchema, { pageSize: props.pageSize });
  const filters = useMemo(() => advanceFilters(sites), [sites]);
  const chips = useFilterChips(list, filters);
  const advances = useAdvancePage(list.page, props.pageSize, list.apiQuery);
  return (
    <>
      <ListToolbar
        state={list}
        what={NAME}
        filters={filters}
        onExport={(format) => exportAdvances(context, list.apiQuery, format)}
        count={advances.data}
      />
      {advances.isError && (
        <Alert role="alert" color="red" variant="light" title={advanceMessages.createFailed}>
          {advances.error instanceof NetworkError ? commonMessages.unreachable : advances.error.message}
        </Alert>
      )}
      <AdvanceRequestsTable
        {...props}
        list={advances.data}
        loading={advances.isPending}
        busy={advances.isFetching}
        page={list.page}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        emptyText={list.filtered ? noMatchText(NAME, list.query.q, chips) : undefined}
      />
    </>
  );
}
