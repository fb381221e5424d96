import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { APPROVAL_COMMENT_MAX, approvalMessages as m } from '@sitebook/contract';
import { useState } from 'react';

export interface PendingDecision {
  kind: 'advance' | 'payable';
  id: number;
  code: string;
  version: number;
  decision: 'approve' | 'reject';
}

/** Approve or reject one request: a comment, optional to approve and required to reject. */
export function DecisionDialog({
  pending,
  onClose,
  onDecide,
}: {
  pending: PendingDecision | null;
  onClose: () => void;
  /** Sends the decision; resolves once the outcome has been shown. */
  onDecide: (pending: PendingDecision, comment: string) => Promise<void>;
}) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const reject = pending?.decision === 'reject';

  const close = () => {
    setComment('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!pending) return;
    if (reject && comment.trim() === '') {
      setError(m.rejectNeedsComment);
      return;
    }
    setSending(true);
    try {
      await onDecide(pending, comment.trim());
      close();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      opened={pending !== null}
      onClose={close}
      title={pending ? `${reject ? m.reject : m.approve} ${pending.code}` : ''}
      centered
    >
      <Stack gap="md">
        <Textarea
          label={m.commentLabel}
          description={m.commentHint}
          required={reject}
          autosize
          minRows={2}
          maxLength={APPROVAL_COMMENT_MAX}
          value={comment}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {m.cancel}
          </Button>
          <Button color={reject ? 'red.9' : 'teal.9'} onClick={() => void confirm()} loading={sending}>
            {reject ? m.reject : m.approve}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
