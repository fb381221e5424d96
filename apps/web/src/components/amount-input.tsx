import { NumberInput, type NumberInputProps } from '@mantine/core';

/** A money field: not negative, at most 2 decimals, the decimal keypad on a phone, no spinner. */
export function AmountInput(props: NumberInputProps) {
  return (
    <NumberInput min={0} allowNegative={false} decimalScale={2} hideControls inputMode="decimal" {...props} />
  );
}
