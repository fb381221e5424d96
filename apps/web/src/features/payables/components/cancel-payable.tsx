import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { PAYABLE_HISTORY_REASON_MAX, payableWorkflowMessages as W } from '@sitebook/contract';
import { useState } from 'react';

export interface CancelPayableProps {
  code: string;
  disabled?: boolean;
  /** Sends the cancel with the reason; resolves when the outcome has been shown. */
  onCancel: (reason: string) => Promise<void>;
}

/**
 * Cancel payable (issue 12, an administrator's action): a button that opens a dialog asking for the
 * reason, kept in the payable's history. No reason, no call.
 */
export function CancelPayable({ code, disabled, onCancel }: CancelPayableProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const confirm = async () => {
    if (reason.trim() === '') {
      setError(W.cancelReasonRequired);
      return;
    }
    setSending(true);
    try {
      setOpen(false);
      await onCancel(reason.trim());
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button color="red.8" variant="outline" disabled={disabled || sending} onClick={() => setOpen(true)}>
        {W.cancelAction}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={W.cancelTitle(code)} centered>
        <Stack gap="md">
          <Text size="sm">{W.cancelExplain}</Text>
          <Textarea
            label={W.cancelReasonLabel}
            required
            autosize
            minRows={2}
            maxLength={PAYABLE_HISTORY_REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(undefined);
            }}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)}>
              {W.keepPayable}
            </Button>
            <Button color="red.8" onClick={() => void confirm()} loading={sending}>
              {W.cancelConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
