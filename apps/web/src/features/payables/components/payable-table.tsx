import { Badge, Group } from '@mantine/core';
import {
  EDIT_BLOCKED_PAYABLE_STATUS,
  payableLabels as L,
  type ListPage,
  PAGE_SIZES,
  PAYABLE_CANCELLED,
  PAYABLE_DONE_STATUSES,
  type Payable,
  type PayableListSort,
  payableMessages,
  type Site,
  type SortOrder,
  siteLabel,
  payableWorkflowMessages as W,
} from '@sitebook/contract';
import { IconAlarm, IconEdit, IconEditOff, IconEye, IconHistory } from '@tabler/icons-react';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { RecordLink } from '../../../components/record-link';
import { RowAction } from '../../../components/row-action';
import { sumAmounts, todayIso, useFormat } from '../../../lib/format';
import { RECORD_PATHS } from '../../../lib/record-paths';
import { vendorText } from '../payable-form';

const [CODE, SITE, VENDOR, MATERIAL, WORK, QUANTITY, UNITS, AMOUNT, BILL, DUE, STATUS] = L.columns;
const MONEY = L.moneyColumns;

/**
 * A payable's total: the server's (db/payable-money.ts) when the answer carries it, else amount + tax
 * (in paise), what the server's total is.
 */
export const payableTotal = (p: Payable): number => p.total ?? sumAmounts([p.amount, p.taxAmount ?? 0]);

/**
 * Overdue as the list's "Overdue only" filter reads it: due before `today`, money still owed, and not
 * Payment Settled, Closed or Cancelled.
 */
export const isOverdue = (p: Payable, today: string): boolean =>
  p.paymentDueDate.slice(0, 10) < today &&
  (p.outstanding ?? 0) > 0 &&
  !PAYABLE_DONE_STATUSES.includes(p.status);

/**
 * The overdue mark: a badge with its text and an icon, so it is not told by colour alone. Its text
 * is set to orange.9 (`c`): Mantine's light variant writes it in shade 6 at most (2.6:1 on the tint).
 */
const OverdueMark = () => (
  <Badge color="orange.9" c="orange.9" variant="light" leftSection={<IconAlarm size={14} aria-hidden />}>
    {L.overdue}
  </Badge>
);

export interface PayableTableProps {
  /** The current server page (newest first). */
  payables: ListPage<Payable> | undefined;
  loading: boolean;
  /** The next page is on its way. */
  busy: boolean;
  page: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  sites: Site[];
  onEdit: (payable: Payable) => void;
  onView: (payable: Payable) => void;
  onHistory: (payable: Payable) => void;
  /** The list's sort order (none: newest first). */
  sort?: SortOrder;
  /** Makes the sortable columns' headers sort the list. */
  onSortChange?: (order: SortOrder | undefined) => void;
  /** Default 'No data to display.'; a search or filter names what found nothing. */
  emptyText?: string;
}

/** The columns the server sorts by (PAYABLE_LIST_SORTS; createdAt is the default order, no column). */
const SORT_FIELD = {
  code: 'vendorPayableCode',
  amount: 'amount',
  bill: 'billDate',
  due: 'paymentDueDate',
  status: 'status',
  total: 'total',
  outstanding: 'outstanding',
} as const satisfies Record<string, PayableListSort>;

/**
 * The payables list's table: the 11 columns (the vendor by code and name under
 * "Vendor Id", a cancelled payable marked Cancelled, an overdue one marked Overdue beside its
 * status), after Amount the money (Invoice No., Total, Paid, Outstanding), and Edit (blocked with a grey icon for a
 * Payment Settled or Cancelled payable), View and History (shown first; a card's buttons on a
 * phone); 8 a page.
 */
export function PayableTable({
  payables,
  loading,
  busy,
  page,
  onPageChange,
  sites,
  onEdit,
  onView,
  onHistory,
  sort,
  onSortChange,
  emptyText,
}: PayableTableProps) {
  const format = useFormat();
  const today = todayIso();
  const siteById = new Map(sites.map((s) => [s.siteId, s]));
  const siteText = (id: number) => {
    const site = siteById.get(id);
    return site ? siteLabel(site) : String(id);
  };
  const columns: PagedTableColumn<Payable>[] = [
    {
      header: CODE,
      render: (p) => (
        <RecordLink to={RECORD_PATHS.viewPayable(p.vendorPayableCode)} state={p}>
          {p.vendorPayableCode}
        </RecordLink>
      ),
      noWrap: true,
      sortField: SORT_FIELD.code,
    },
    { header: SITE, render: (p) => siteText(p.erfSiteId) },
    { header: VENDOR, render: vendorText },
    { header: MATERIAL, render: (p) => p.typeOfMaterials },
    { header: WORK, render: (p) => p.typeOfWork },
    { header: QUANTITY, render: (p) => format.number(p.quantity), align: 'right' },
    { header: UNITS, render: (p) => p.units },
    {
      header: AMOUNT,
      render: (p) => format.amount(p.amount),
      align: 'right',
      noWrap: true,
      sortField: SORT_FIELD.amount,
    },
    { header: MONEY.invoiceNumber, render: (p) => p.invoiceNumber ?? '', noWrap: true },
    {
      header: MONEY.total,
      render: (p) => format.amount(payableTotal(p)),
      align: 'right',
      noWrap: true,
      sortField: SORT_FIELD.total,
    },
    { header: MONEY.paid, render: (p) => format.amount(p.paid), align: 'right', noWrap: true },
    {
      header: MONEY.outstanding,
      render: (p) => format.amount(p.outstanding),
      align: 'right',
      noWrap: true,
      sortField: SORT_FIELD.outstanding,
    },
    { header: BILL, render: (p) => format.date(p.billDate), noWrap: true, sortField: SORT_FIELD.bill },
    { header: DUE, render: (p) => format.date(p.paymentDueDate), noWrap: true, sortField: SORT_FIELD.due },
    {
      header: STATUS,
      sortField: SORT_FIELD.status,
      render: (p) =>
        p.status === PAYABLE_CANCELLED ? (
          <Badge color="red.9" variant="filled">
            {W.cancelled}
          </Badge>
        ) : isOverdue(p, today) ? (
          <Group gap={6} wrap="wrap">
            <span>{p.status}</span>
            <OverdueMark />
          </Group>
        ) : (
          p.status
        ),
    },
    {
      header: L.actions.edit,
      key: 'edit',
      action: true,
      align: 'center',
      render: (p) => {
        const cancelled = p.status === PAYABLE_CANCELLED;
        const blocked = cancelled || p.status === EDIT_BLOCKED_PAYABLE_STATUS;
        const label = cancelled
          ? W.editRowCancelled(p.vendorPayableCode)
          : blocked
            ? L.editRowBlocked(p.vendorPayableCode)
            : L.editRow(p.vendorPayableCode);
        return (
          <RowAction
            label={label}
            color={blocked ? 'gray' : 'orange.9'}
            disabled={blocked}
            onClick={() => {
              if (!blocked) onEdit(p);
            }}
          >
            {blocked ? <IconEditOff size={20} aria-hidden /> : <IconEdit size={20} aria-hidden />}
          </RowAction>
        );
      },
    },
    {
      header: L.actions.view,
      key: 'view',
      action: true,
      align: 'center',
      render: (p) => (
        <RowAction label={L.viewRow(p.vendorPayableCode)} color="blue.8" onClick={() => onView(p)}>
          <IconEye size={20} aria-hidden />
        </RowAction>
      ),
    },
    {
      header: L.actions.history,
      key: 'history',
      action: true,
      align: 'center',
      render: (p) => (
        <RowAction label={L.historyRow(p.vendorPayableCode)} color="teal.9" onClick={() => onHistory(p)}>
          <IconHistory size={20} aria-hidden />
        </RowAction>
      ),
    },
  ];
  return (
    <PagedTable
      caption={payableMessages.listTitle}
      columns={columns}
      rows={payables?.rows}
      total={payables?.total}
      pageSize={PAGE_SIZES.payables}
      loading={loading}
      busy={busy}
      page={page}
      onPageChange={onPageChange}
      getRowKey={(p) => p.vendorPayableId}
      sort={sort}
      onSortChange={onSortChange}
      emptyText={emptyText}
    />
  );
}
