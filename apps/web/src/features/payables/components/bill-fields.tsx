import { TextInput } from '@mantine/core';
import { billFieldMessages as B, INVOICE_NUMBER_MAX, PAYABLE_LIMITS } from '@sitebook/contract';
import type { PayableFieldBindings } from './use-payable-fields';

/** Read-only fields look filled, so they do not read as editable. */
const readOnly = { readOnly: true, variant: 'filled' } as const;

/**
 * The vendor's invoice number and the tax (GST) on top of the amount, after Amount on
 * Add and Edit Payable; like the amount, read-only once the payable is Payment Settled or Closed.
 */
export function BillFields({
  text,
  locked,
  disabled,
}: {
  text: PayableFieldBindings['text'];
  locked: boolean;
  disabled?: boolean;
}) {
  const lock = locked ? readOnly : {};
  return (
    <>
      <TextInput
        label={B.invoiceNumberLabel}
        maxLength={INVOICE_NUMBER_MAX}
        disabled={disabled}
        {...lock}
        {...text('invoiceNumber')}
      />
      <TextInput
        label={B.taxAmountLabel}
        inputMode="decimal"
        maxLength={PAYABLE_LIMITS.amount}
        disabled={disabled}
        {...lock}
        {...text('taxAmount')}
      />
    </>
  );
}
