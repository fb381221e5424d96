import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  settlementMessages as m,
  PAYABLE_HISTORY_REASON_MAX,
  type Payment,
  paymentReverseSchema,
  settlementScreenMessages as s,
} from '@sitebook/contract';
import { useState } from 'react';

export interface ReversePaymentDialogProps {
  /** The payment being reversed; null when the dialog is closed. */
  payment: Payment | null;
  tenantCode: string;
  onClose: () => void;
  /** Sends the reversal with the reason; resolves when the outcome has been shown. */
  onReverse: (payment: Payment, reason: string) => Promise<void>;
}

/** Reverse a payment (an administrator's action): what it does, and the reason, required. */
export function ReversePaymentDialog({ payment, tenantCode, onClose, onReverse }: ReversePaymentDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!payment) return;
    const checked = paymentReverseSchema.safeParse({ tenantCode, paymentId: payment.paymentId, reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? m.reverseReasonRequired);
      return;
    }
    setSending(true);
    try {
      await onReverse(payment, checked.data.reason);
      close();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      opened={payment !== null}
      onClose={close}
      title={payment ? m.reverseTitle(payment.paymentCode) : ''}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{m.reverseExplain}</Text>
        <Textarea
          label={m.reverseReasonLabel}
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
          <Button variant="default" onClick={close}>
            {s.keepPayment}
          </Button>
          <Button color="red.8" onClick={() => void confirm()} loading={sending}>
            {s.reverseConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
