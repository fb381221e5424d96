import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  type AdvanceSpending,
  advanceMessages,
  advanceServerMessages,
  commonMessages,
  advanceLabels as l,
  OVERSPEND_REASON_MAX,
} from '@sitebook/contract';
import { type FormEvent, useState } from 'react';
import { alertDialog } from '../../../components/dialogs';
import { messageOf, trySubmit } from '../../../lib/api-client';
import { useSetOverspend } from '../api/set-overspend';

/** An administrator allows overspend on an advance (or withdraws it), always with a reason. */
export function OverspendControl({ spending }: { spending: AdvanceSpending }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const set = useSetOverspend();
  const allow = !spending.overspendAllowed;
  const action = allow ? l.allowOverspend : l.withdrawOverspend;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (reason.trim() === '') return alertDialog(advanceServerMessages.overspendNeedsReason);
    setSending(true);
    const response = await trySubmit(() =>
      set.mutateAsync({
        advanceRequestId: spending.advanceRequestId,
        allowed: allow,
        reason: reason.trim(),
      }),
    );
    setSending(false);
    if (response?.status === 202) {
      setOpen(false);
      setReason('');
    }
    await alertDialog(messageOf(response?.body) ?? advanceMessages.updateFailed);
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
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={l.overspendTitle(spending.advanceId)}
        closeButtonProps={{ 'aria-label': l.closeDialog }}
        centered
      >
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="md">
            <Textarea
              label={l.overspendReason}
              value={reason}
              maxLength={OVERSPEND_REASON_MAX}
              autosize
              minRows={2}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {commonMessages.cancel}
              </Button>
              <Button type="submit" disabled={sending} aria-busy={sending}>
                {action}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {spending.overspendAllowed && (
        <Text size="sm" c="red.9" fw={600}>
          {l.overspendAllowedNote(spending.overspendReason)}
        </Text>
      )}
    </>
  );
}
