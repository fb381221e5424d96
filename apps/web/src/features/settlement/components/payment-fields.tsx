import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { settlementMessages as m, PAYABLE_AMOUNT_MAX, PAYMENT_LIMITS } from '@sitebook/contract';
import { AmountInput } from '../../../components/amount-input';
import { DateField } from '../../../components/date-field';
import type { usePaymentEntry } from '../use-payment-entry';

type Entry = ReturnType<typeof usePaymentEntry>;

/** Payment date, amount, TDS, mode, reference and remarks of a payment. */
export function PaymentFields({ entry, disabled }: { entry: Entry; disabled?: boolean }) {
  const { form, modes, moneyProps } = entry;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
      <DateField
        label={m.paymentDateLabel}
        required
        disabled={disabled}
        {...form.getInputProps('paymentDate')}
      />
      <AmountInput
        label={m.amountLabel}
        required
        max={PAYABLE_AMOUNT_MAX}
        disabled={disabled}
        {...moneyProps('amount')}
      />
      <AmountInput
        label={m.tdsLabel}
        max={PAYABLE_AMOUNT_MAX}
        disabled={disabled}
        {...moneyProps('tdsAmount')}
      />
      <Select
        label={m.modeLabel}
        required
        data={modes}
        value={form.values.paymentMode || null}
        onChange={(value) => form.setFieldValue('paymentMode', value ?? '')}
        error={form.errors.paymentMode}
        allowDeselect={false}
        disabled={disabled}
      />
      <TextInput
        label={m.referenceLabel}
        maxLength={PAYMENT_LIMITS.reference}
        disabled={disabled}
        {...form.getInputProps('reference')}
      />
      <TextInput
        label={m.remarksLabel}
        maxLength={PAYMENT_LIMITS.remarks}
        disabled={disabled}
        {...form.getInputProps('remarks')}
      />
    </SimpleGrid>
  );
}
