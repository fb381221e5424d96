import { Button, Group, Text } from '@mantine/core';
import { settlementMessages as m, type OpenPayable, settlementScreenMessages as s } from '@sitebook/contract';
import { AmountInput } from '../../../components/amount-input';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { useFormat } from '../../../lib/format';
import { allocatedPaise, fromPaise } from '../allocation';
import { toAllocatePaise } from '../payment-form';
import type { usePaymentEntry } from '../use-payment-entry';

type Entry = ReturnType<typeof usePaymentEntry>;
const C = s.columns;

/**
 * The vendor's open payables with an allocation input each (rows become cards on a phone), the
 * button that spreads amount + TDS oldest due first again, and the live totals.
 */
export function AllocationTable({ entry, open }: { entry: Entry; open: readonly OpenPayable[] }) {
  const format = useFormat();
  const { form, allocationProps, autoAllocate } = entry;
  const columns: PagedTableColumn<OpenPayable>[] = [
    { header: C.code, render: (p) => p.vendorPayableCode, noWrap: true, primary: true },
    { header: C.invoiceNumber, render: (p) => p.invoiceNumber || '—' },
    { header: C.billDate, render: (p) => format.date(p.billDate), noWrap: true },
    { header: C.dueDate, render: (p) => format.date(p.paymentDueDate), noWrap: true },
    { header: C.total, render: (p) => format.amount(p.total), align: 'right', noWrap: true },
    { header: C.paid, render: (p) => format.amount(p.paid), align: 'right', noWrap: true },
    { header: C.outstanding, render: (p) => format.amount(p.outstanding), align: 'right', noWrap: true },
    {
      header: C.allocate,
      key: 'allocate',
      render: (p) => (
        <AmountInput
          aria-label={s.allocateFor(p.vendorPayableCode)}
          size="xs"
          miw={110}
          max={p.outstanding}
          {...allocationProps(p.vendorPayableId)}
        />
      ),
    },
  ];
  const allocated = allocatedPaise(open, form.values.allocations);
  const total = toAllocatePaise(form.values);
  return (
    <>
      <PagedTable
        caption={s.openPayablesTitle}
        columns={columns}
        rows={open}
        pageSize={Math.max(open.length, 1)}
        getRowKey={(p) => p.vendorPayableId}
        minWidth={760}
      />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Button variant="default" onClick={() => autoAllocate()}>
          {m.autoAllocate}
        </Button>
        <Text role="status" aria-live="polite" fw={600} c={allocated === total ? undefined : 'red.9'}>
          {s.allocatedTotal} {format.amount(fromPaise(allocated))} / {s.toAllocate}{' '}
          {format.amount(fromPaise(total))}
        </Text>
      </Group>
      {form.errors.allocations && (
        <Text role="alert" c="red.9" size="sm">
          {form.errors.allocations}
        </Text>
      )}
    </>
  );
}
