import { Button, Text } from '@mantine/core';
import {
  type AdvanceSpending,
  advanceMessages,
  advanceOverspendSchema,
  commonMessages,
  advanceLabels as l,
  OVERSPEND_REASON_MAX,
} from '@sitebook/contract';
import { useState } from 'react';
import { showOutcome } from '../../../components/notify';
import { firstIssue, ReasonDialog } from '../../../components/reason-dialog';
import { outcomeText, useAction } from '../../../lib/use-action';
import { useSetOverspend } from '../api/set-overspend';

/** An administrator allows overspend on an advance (or withdraws it), always with a reason. */
export function OverspendControl({ spending }: { spending: AdvanceSpending }) {
  const [open, setOpen] = useState(false);
  const set = useAction(useSetOverspend());
  const allow = !spending.overspendAllowed;
  const action = allow ? l.allowOverspend : l.withdrawOverspend;

  const send = async (reason: string) => {
    const outcome = await set.run({ advanceRequestId: spending.advanceRequestId, allowed: allow, reason });
    await showOutcome(outcome.ok, outcomeText(outcome, advanceMessages.updateFailed));
    return outcome.ok;
  };

  return (
    <>
      <Button
        variant="outline"
        color="orange.9"
        onClick={() => setOpen(true)}
        w={{ base: '100%', sm: 'auto' }}
      >
        {action}
      </Button>
      <ReasonDialog
        opened={open}
        title={l.overspendTitle(spending.advanceId)}
        label={l.overspendReason}
        required
        maxLength={OVERSPEND_REASON_MAX}
        validate={(reason) => firstIssue(advanceOverspendSchema.shape.reason.safeParse(reason))}
        cancelLabel={commonMessages.cancel}
        confirmLabel={action}
        closeLabel={l.closeDialog}
        onClose={() => setOpen(false)}
        onConfirm={send}
      />
      {spending.overspendAllowed && (
        <Text size="sm" c="red.9" fw={600}>
          {l.overspendAllowedNote(spending.overspendReason)}
        </Text>
      )}
    </>
  );
}
