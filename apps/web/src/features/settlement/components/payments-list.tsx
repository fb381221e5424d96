import { Badge, Stack, Text } from '@mantine/core';
import {
  settlementMessages as m,
  type Payment,
  ledgerStatementMessages as S,
  settlementScreenMessages as s,
  paymentVoucherMessages as V,
} from '@sitebook/contract';
import { IconArrowBackUp, IconPrinter } from '@tabler/icons-react';
import { alertDialog } from '../../../components/dialogs';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { RowAction } from '../../../components/row-action';
import { type Formatters, useFormat } from '../../../lib/format';
import { useReadySession } from '../../../lib/session/use-session';
import { failureText, runAction } from '../../../lib/use-action';
import { downloadVoucher } from '../api/bank-change';
import { PAYMENTS_PAGE_SIZE, usePaymentPage } from '../api/queries';
import { QueryError } from './query-error';

const C = s.paymentColumns;
/** A green dark enough for the badge's white text (6:1, WCAG AA). */
const ACTIVE_GREEN = '#1e6b2e';

export interface PaymentsListProps {
  vendorId: number;
  page: number;
  onPageChange: (page: number) => void;
  /** An administrator may reverse an Active payment. */
  canReverse: boolean;
  onReverse: (payment: Payment) => void;
}

function paymentColumns(
  format: Formatters,
  canReverse: boolean,
  onReverse: (p: Payment) => void,
  onVoucher: (p: Payment) => void,
) {
  // Each payment's voucher (PDF), which says so when the vendor's bank details changed before it.
  const voucher: PagedTableColumn<Payment> = {
    header: V.download,
    action: true,
    render: (p) => (
      <RowAction label={`${V.download} ${p.paymentCode}`} color="blue.8" onClick={() => onVoucher(p)}>
        <IconPrinter size={18} aria-hidden />
      </RowAction>
    ),
  };
  const columns: PagedTableColumn<Payment>[] = [
    { header: C.code, render: (p) => p.paymentCode, noWrap: true, primary: true },
    { header: C.date, render: (p) => format.date(p.paymentDate), noWrap: true },
    { header: C.amount, render: (p) => format.amount(p.amount), align: 'right', noWrap: true },
    { header: C.tds, render: (p) => format.amount(p.tdsAmount), align: 'right', noWrap: true },
    { header: C.mode, render: (p) => p.paymentMode },
    { header: C.reference, render: (p) => p.reference || '—' },
    {
      header: C.status,
      render: (p) => (
        <Stack gap={2}>
          <Badge color={p.status === 'Active' ? ACTIVE_GREEN : 'gray.7'} variant="filled">
            {p.status === 'Active' ? m.statusActive : m.statusReversed}
          </Badge>
          {p.status === 'Reversed' && (
            <Text size="xs">{s.reversedBy(p.reversedBy ?? '', p.reversalReason ?? '')}</Text>
          )}
        </Stack>
      ),
    },
    {
      header: C.allocations,
      render: (p) =>
        p.allocations.map((a) => `${a.vendorPayableCode}: ${format.amount(a.amount)}`).join(', '),
    },
  ];
  if (!canReverse) return [voucher, ...columns];
  const reverse: PagedTableColumn<Payment> = {
    header: C.reverse,
    action: true,
    render: (p) =>
      p.status === 'Active' ? (
        <RowAction label={s.reverseFor(p.paymentCode)} color="red.8" onClick={() => onReverse(p)}>
          <IconArrowBackUp size={18} aria-hidden />
        </RowAction>
      ) : null,
  };
  return [reverse, voucher, ...columns];
}

/** The vendor's payments, newest first, a server page at a time. */
export function PaymentsList({ vendorId, page, onPageChange, canReverse, onReverse }: PaymentsListProps) {
  const format = useFormat();
  const { context } = useReadySession();
  const payments = usePaymentPage(vendorId, page);
  const voucher = async (payment: Payment) => {
    const outcome = await runAction(() => downloadVoucher(context, payment), 200);
    if (!outcome.ok) await alertDialog(failureText(outcome, { unreachable: S.downloadFailed }));
  };
  if (payments.isError) return <QueryError error={payments.error} onRetry={() => void payments.refetch()} />;
  return (
    <PagedTable
      caption={m.paymentsTitle}
      columns={paymentColumns(format, canReverse, onReverse, (p) => void voucher(p))}
      rows={payments.data?.rows}
      total={payments.data?.total}
      pageSize={PAYMENTS_PAGE_SIZE}
      page={page}
      onPageChange={onPageChange}
      loading={payments.isPending}
      loadingText={s.loadingPayments}
      busy={payments.isPlaceholderData}
      emptyText={m.noPayments}
      getRowKey={(p) => p.paymentId}
      minWidth={820}
    />
  );
}
