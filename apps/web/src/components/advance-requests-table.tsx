import { ActionIcon, Badge, Group, VisuallyHidden } from '@mantine/core';
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
  /**
   * Rows the action does not open (Proof Submission: not Approved, Settled or Closed): the action
   * looks disabled and is described as such, and the status carries a badge. It still answers a
   * click (the spec's alert says why).
   */
  notOpenable?: (advance: AdvanceRequest) => string | null;
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
  notOpenable = () => null,
}: AdvanceRequestsTableProps) {
  const hintId = (r: AdvanceRequest) => `not-openable-${r.advanceRequestId}`;
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
          render: (r) => {
            const blocked = notOpenable(r);
            return (
              <>
                <ActionIcon
                  variant="subtle"
                  color={blocked ? 'gray.7' : 'orange.9'}
                  aria-label={actionLabel(r.advanceId)}
                  aria-describedby={blocked ? hintId(r) : undefined}
                  data-not-openable={blocked ? true : undefined}
                  style={blocked ? { opacity: 0.55, cursor: 'not-allowed' } : undefined}
                  onClick={() => onAction(r)}
                >
                  <IconEdit size={20} aria-hidden />
                </ActionIcon>
                {blocked && (
                  <VisuallyHidden id={hintId(r)}>{`${blocked}. ${l.notOpenableHint}`}</VisuallyHidden>
                )}
              </>
            );
          },
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
        {
          header: l.columns.status,
          render: (r) => {
            const blocked = notOpenable(r);
            if (!blocked) return r.status;
            return (
              <Group gap={6} wrap="nowrap">
                <span>{r.status}</span>
                <Badge color="gray" variant="light" size="sm" style={{ textTransform: 'none' }}>
                  {blocked}
                </Badge>
              </Group>
            );
          },
        },
      ]}
    />
  );
}
