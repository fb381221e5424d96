import { Textarea } from '@mantine/core';
import { PAYABLE_HISTORY_REASON_MAX, PAYABLE_STATUSES, rightsMessages } from '@sitebook/contract';

const indexOf = (status: string) => (PAYABLE_STATUSES as readonly string[]).indexOf(status);

/** True when `chosen` is an earlier step of the payable progress than `stored`. */
export const movesBack = (stored: string, chosen: string) => indexOf(chosen) < indexOf(stored);

export interface StatusBackReasonProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Moving a payable back to an earlier status is an administrator's step that needs a reason, kept in
 * its history (docs/SECURITY.md, rights): the edit screen asks for it only when the status goes back.
 */
export function StatusBackReason({ value, onChange, error, disabled }: StatusBackReasonProps) {
  return (
    <Textarea
      label={rightsMessages.payableBackReasonLabel}
      required
      autosize
      minRows={2}
      maxLength={PAYABLE_HISTORY_REASON_MAX}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      disabled={disabled}
      data-field="reason"
    />
  );
}
