import { Group, Text } from '@mantine/core';
import { ledgerMessages as L, type LedgerEntry, settlementScreenMessages as s } from '@sitebook/contract';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { Section } from '../../../components/section';
import { type Formatters, useFormat } from '../../../lib/format';
import { useVendorLedger } from '../api/queries';
import { QueryError } from './query-error';

const C = L.columns;
const LEDGER_PAGE_SIZE = 10;
const KIND = { opening: L.opening, bill: L.bill, payment: L.payment, reversal: L.reversal } as const;

/** A signed balance as "12,500.00 Cr" (positive: we owe the vendor) or "… Dr". */
export const balanceText = (format: Formatters, balance: number) =>
  s.balance(format.amount(Math.abs(balance)), balance < 0 ? 'Dr' : 'Cr');

const amountOrBlank = (format: Formatters, value: number) => (value === 0 ? '' : format.amount(value));

function ledgerColumns(format: Formatters): PagedTableColumn<LedgerEntry>[] {
  return [
    { header: C.date, render: (e) => format.date(e.date), noWrap: true },
    { header: C.kind, render: (e) => KIND[e.kind], primary: true },
    { header: C.reference, render: (e) => e.reference },
    { header: C.debit, render: (e) => amountOrBlank(format, e.debit), align: 'right', noWrap: true },
    { header: C.credit, render: (e) => amountOrBlank(format, e.credit), align: 'right', noWrap: true },
    { header: C.balance, render: (e) => balanceText(format, e.balance), align: 'right', noWrap: true },
  ];
}

/**
 * The Ledger section of View Vendor (issue 14): opening balance, each bill, payment and reversal in
 * date order with the running balance, and the closing balance with Cr/Dr.
 */
export function VendorLedger({ vendorId, vendorLabel }: { vendorId: number; vendorLabel: string }) {
  const format = useFormat();
  const ledger = useVendorLedger(vendorId);
  const data = ledger.data;
  return (
    <Section title={L.title} grid={false}>
      {ledger.isError ? (
        <QueryError error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : (
        <PagedTable
          caption={s.ledgerCaption(vendorLabel)}
          columns={ledgerColumns(format)}
          rows={data?.entries}
          pageSize={LEDGER_PAGE_SIZE}
          loading={ledger.isPending}
          loadingText={s.loadingLedger}
          emptyText={L.noEntries}
          cardHeadingOrder={4}
          minWidth={640}
        />
      )}
      {data && (
        <Group gap="xs" mt="sm" justify="flex-end" align="baseline">
          <Text fw={700}>
            {L.closing} {s.balance(format.amount(Math.abs(data.closingBalance)), data.closingType)}
          </Text>
          {data.closingDate && <Text size="sm">{s.closingAsOf(format.date(data.closingDate))}</Text>}
        </Group>
      )}
    </Section>
  );
}
