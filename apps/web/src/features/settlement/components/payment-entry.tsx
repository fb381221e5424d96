import { Button, Group, Stack, Text } from '@mantine/core';
import {
  settlementMessages as m,
  type PaymentSaveResponse,
  settlementScreenMessages as s,
} from '@sitebook/contract';
import { useMemo } from 'react';
import { Section } from '../../../components/section';
import { byDueDate } from '../allocation';
import { useOpenPayables } from '../api/queries';
import { usePaymentEntry } from '../use-payment-entry';
import { AllocationTable } from './allocation-table';
import { BankChangeWarning } from './bank-change-warning';
import { PaymentFields } from './payment-fields';
import { QueryError } from './query-error';

export interface PaymentEntryProps {
  vendorId: number;
  onRecorded: (saved: PaymentSaveResponse) => void;
}

/** Record a payment: the vendor's open payables to allocate it to, and the payment's fields. */
export function PaymentEntry({ vendorId, onRecorded }: PaymentEntryProps) {
  const open = useOpenPayables(vendorId);
  // Oldest due first, as the allocation goes (the server's order too).
  const rows = useMemo(() => [...(open.data ?? [])].sort(byDueDate), [open.data]);
  const entry = usePaymentEntry(vendorId, rows, onRecorded);

  return (
    <Section title={s.recordTitle} grid={false}>
      {open.isError ? (
        <QueryError error={open.error} onRetry={() => void open.refetch()} />
      ) : open.isPending ? (
        <Text role="status">{s.loadingOpen}</Text>
      ) : rows.length === 0 ? (
        <Text>{m.noOpenPayables}</Text>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void entry.submit();
          }}
        >
          <Stack gap="md">
            <BankChangeWarning vendorId={vendorId} />
            <PaymentFields entry={entry} disabled={entry.sending} />
            <AllocationTable entry={entry} open={rows} />
            <Group justify="flex-end">
              <Button type="submit" loading={entry.sending}>
                {m.record}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Section>
  );
}
