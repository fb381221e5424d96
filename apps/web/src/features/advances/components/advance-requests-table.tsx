import { Badge, Group } from '@mantine/core';
import { type AdvanceRequest, type ListPage, advanceLabels as l } from '@sitebook/contract';
import { IconEdit } from '@tabler/icons-react';
import { PagedTable } from '../../../components/paged-table';
import { RowAction } from '../../../components/row-action';
import { useFormat } from '../../../lib/format';

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
  /** Issue 17: the approved, spent and remaining columns after Requested Amount (the advance list). */
  withFigures?: boolean;
}

/**
 * The advance requests table of the advance list and Proof Submission: the spec's six columns
 * (the date without its time), an Edit icon per row (first; a card's button on a phone), one server
 * page at a time.
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
  withFigures = false,
}: AdvanceRequestsTableProps) {
  const format = useFormat();
  const money = (n: number | null | undefined) => (n == null ? l.notApproved : format.amount(n));
  const figures = withFigures
    ? [
        {
          header: l.totals.approved,
          render: (r: AdvanceRequest) => money(r.approvedAmount),
          align: 'right' as const,
          noWrap: true,
        },
        {
          header: l.totals.spent,
          render: (r: AdvanceRequest) => format.amount(r.spentAmount ?? 0),
          align: 'right' as const,
          noWrap: true,
        },
        {
          header: l.totals.remaining,
          render: (r: AdvanceRequest) => money(r.approvedAmount == null ? null : r.remainingAmount),
          align: 'right' as const,
          noWrap: true,
        },
      ]
    : [];
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
      columns={[
        {
          header: l.columns.actions,
          key: 'action',
          align: 'center',
          action: true,
          render: (r) => {
            const blocked = notOpenable(r);
            return (
              <RowAction
                label={actionLabel(r.advanceId)}
                text={actionLabel(r.advanceId)}
                color="orange.9"
                notAvailable={blocked ? `${blocked}. ${l.notOpenableHint}` : undefined}
                onClick={() => onAction(r)}
              >
                <IconEdit size={20} aria-hidden />
              </RowAction>
            );
          },
        },
        { header: l.columns.advanceId, render: (r) => r.advanceId, noWrap: true },
        { header: l.columns.siteCode, render: (r) => r.siteCode, noWrap: true },
        { header: l.columns.requestedBy, render: (r) => r.requestedBy },
        {
          header: l.columns.requestedAmount,
          render: (r) => format.amount(r.requestedAmount),
          align: 'right',
          noWrap: true,
        },
        ...figures,
        { header: l.columns.requestedDate, render: (r) => format.date(r.requestedByDate), noWrap: true },
        {
          header: l.columns.status,
          render: (r) => {
            const blocked = notOpenable(r);
            if (!blocked) return r.status;
            return (
              <Group gap={6} wrap="wrap">
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
