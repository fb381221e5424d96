import { ActionIcon } from '@mantine/core';
import { type AdvanceRequest, type ListPage, advanceLabels as l } from '@sitebook/contract';
import { IconEdit } from '@tabler/icons-react';
import { PagedTable } from './paged-table';

export interface AdvanceRequestsTableProps {
  /** The current server page. */
  list: ListPage<AdvanceRequest> | undefined;
  pageSize: number;
  loading: boolean;
  /** The next page is on its way. */
  busy: boolean;
  page: number;
  onPageChange: (page: number) => void;
  caption: string;
  /** The row action (Edit on the advance list, open on Proof Submission). */
  onAction: (advance: AdvanceRequest) => void;
  actionLabel: (advanceId: string) => string;
}

const amount = (n: number) =>
  n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The advance requests table of the advance list and Proof Submission: the spec's six columns
 * (the date without its time), an Edit icon per row (first, so a phone reaches it without
 * scrolling the table sideways), one server page at a time.
 */
export function AdvanceRequestsTable({
  list,
  pageSize,
  loading,
  busy,
  page,
  onPageChange,
  caption,
  onAction,
  actionLabel,
}: AdvanceRequestsTableProps) {
  return (
    <PagedTable<AdvanceRequest>
      caption={caption}
      rows={list?.rows}
      total={list?.total}
      loading={loading}
      busy={busy}
      page={page}
      onPageChange={onPageChange}
      pageSize={pageSize}
      getRowKey={(row) => row.advanceRequestId}
      minWidth={560}
      columns={[
        {
          header: l.columns.actions,
          key: 'action',
          align: 'center',
          render: (r) => (
            <ActionIcon
              variant="subtle"
              color="orange.9"
              aria-label={actionLabel(r.advanceId)}
              onClick={() => onAction(r)}
            >
              <IconEdit size={20} aria-hidden />
            </ActionIcon>
          ),
        },
        { header: l.columns.advanceId, render: (r) => r.advanceId, noWrap: true },
        { header: l.columns.siteCode, render: (r) => r.siteCode, noWrap: true },
        { header: l.columns.requestedBy, render: (r) => r.requestedBy },
        {
          header: l.columns.requestedAmount,
          render: (r) => amount(r.requestedAmount),
          align: 'right',
          noWrap: true,
        },
        { header: l.columns.requestedDate, render: (r) => r.requestedByDate.slice(0, 10), noWrap: true },
        { header: l.columns.status, render: (r) => r.status },
      ]}
    />
  );
}
