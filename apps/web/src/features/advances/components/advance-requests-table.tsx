import { Badge, Group } from '@mantine/core';
import {
  type AdvanceListSort,
  type AdvanceRequest,
  type ListPage,
  advanceLabels as l,
  type SortOrder,
} from '@sitebook/contract';
import { IconEdit } from '@tabler/icons-react';
import { PagedTable } from '../../../components/paged-table';
import { RecordLink } from '../../../components/record-link';
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
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  caption: string;
  /** The list's sort order (none: newest first). */
  sort?: SortOrder;
  /** Makes the sortable columns' headers sort the list. */
  onSortChange?: (order: SortOrder | undefined) => void;
  /** Default 'No data to display.'; a search or filter names what found nothing. */
  emptyText?: string;
  /** The row action (Edit on the advance list, open on Proof Submission). */
  onAction: (advance: AdvanceRequest) => void;
  actionLabel: (advanceId: string) => string;
  /**
   * Rows the action does not open (Proof Submission: not Approved, Settled or Closed): the action
   * looks disabled and is described as such, and the status carries a badge. It still answers a
   * click (the spec's alert says why).
   */
  notOpenable?: (advance: AdvanceRequest) => string | null;
  /** The approved, spent and remaining columns after Requested Amount (the advance list). */
  withFigures?: boolean;
  /** The record URL a row's code links to (null: the code is plain text). */
  linkOf?: (advance: AdvanceRequest) => string | null;
  /** Proof Submission: the code and site headers in plain words (the spec quotes only the list's). */
  plainHeaders?: boolean;
}

/** The columns the server sorts by (ADVANCE_LIST_SORTS; spent and remaining are summed, not sortable). */
const SORT_FIELD = {
  code: 'advanceId',
  site: 'siteCode',
  requestedBy: 'requestedBy',
  requested: 'requestedAmount',
  approved: 'approvedAmount',
  date: 'requestedByDate',
  status: 'status',
} as const satisfies Record<string, AdvanceListSort>;

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
  linkOf = () => null,
  plainHeaders = false,
  sort,
  onSortChange,
  emptyText,
}: AdvanceRequestsTableProps) {
  const format = useFormat();
  const headers = plainHeaders ? l.proofColumns : l.columns;
  const money = (n: number | null | undefined) => (n == null ? l.notApproved : format.amount(n));
  const figures = withFigures
    ? [
        {
          header: l.totals.approved,
          render: (r: AdvanceRequest) => money(r.approvedAmount),
          align: 'right' as const,
          noWrap: true,
          sortField: SORT_FIELD.approved,
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
      sort={sort}
      onSortChange={onSortChange}
      emptyText={emptyText}
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
        {
          header: headers.advanceId,
          render: (r) => {
            const to = linkOf(r);
            return to ? (
              <RecordLink to={to} state={r}>
                {r.advanceId}
              </RecordLink>
            ) : (
              r.advanceId
            );
          },
          noWrap: true,
          sortField: SORT_FIELD.code,
        },
        { header: headers.siteCode, render: (r) => r.siteCode, noWrap: true, sortField: SORT_FIELD.site },
        { header: l.columns.requestedBy, render: (r) => r.requestedBy, sortField: SORT_FIELD.requestedBy },
        {
          header: l.columns.requestedAmount,
          render: (r) => format.amount(r.requestedAmount),
          align: 'right',
          noWrap: true,
          sortField: SORT_FIELD.requested,
        },
        ...figures,
        {
          header: l.columns.requestedDate,
          render: (r) => format.date(r.requestedByDate),
          noWrap: true,
          sortField: SORT_FIELD.date,
        },
        {
          header: l.columns.status,
          sortField: SORT_FIELD.status,
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
