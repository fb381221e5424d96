import { ActionIcon } from '@mantine/core';
import { type AdvanceRequest, advanceLabels as l, PAGE_SIZES } from '@sitebook/contract';
import { IconEdit } from '@tabler/icons-react';
import { PagedTable } from './paged-table';

export interface AdvanceRequestsTableProps {
  rows: readonly AdvanceRequest[] | undefined;
  loading: boolean;
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
 * scrolling the table sideways), 10 a page.
 */
export function AdvanceRequestsTable({
  rows,
  loading,
  caption,
  onAction,
  actionLabel,
}: AdvanceRequestsTableProps) {
  return (
    <PagedTable<AdvanceRequest>
      caption={caption}
      rows={rows}
      loading={loading}
      pageSize={PAGE_SIZES.advances}
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
