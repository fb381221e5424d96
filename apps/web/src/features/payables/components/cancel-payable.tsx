import { Button } from '@mantine/core';
import {
  PAYABLE_HISTORY_REASON_MAX,
  payableCancelSchema,
  payableWorkflowMessages as W,
} from '@sitebook/contract';
import { useState } from 'react';
import { firstIssue, ReasonDialog } from '../../../components/reason-dialog';

export interface CancelPayableProps {
  code: string;
  disabled?: boolean;
  /** Sends the cancel with the reason; resolves when the outcome has been shown. */
  onCancel: (reason: string) => Promise<void>;
}

/**
 * Cancel payable (an administrator's action): a button that opens a dialog asking for the
 * reason, kept in the payable's history. No reason, no call.
 */
export function CancelPayable({ code, disabled, onCancel }: CancelPayableProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="red.8" variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        {W.cancelAction}
      </Button>
      <ReasonDialog
        opened={open}
        title={W.cancelTitle(code)}
        explain={W.cancelExplain}
        label={W.cancelReasonLabel}
        required
        maxLength={PAYABLE_HISTORY_REASON_MAX}
        validate={(reason) => firstIssue(payableCancelSchema.shape.reason.safeParse(reason))}
        cancelLabel={W.keepPayable}
        confirmLabel={W.cancelConfirm}
        confirmColor="red.8"
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          await onCancel(reason);
          return true;
        }}
      />
    </>
  );
}
