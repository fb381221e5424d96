import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/** The first message of a zod check's failure, or undefined when it passed. */
export const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : (result.error?.issues[0]?.message ?? '');

export interface ReasonDialogProps {
  opened: boolean;
  title: string;
  /** What the action does, above the field. */
  explain?: string;
  /** Fields of the action besides the reason (an amount to approve), above it; their checks are `validate`'s. */
  before?: ReactNode;
  label: string;
  description?: string;
  /** Whether the field is marked required (the check itself is `validate`'s). */
  required?: boolean;
  maxLength: number;
  /** The reason's check, usually the call's contract schema: a message stops the call and shows under the field. */
  validate: (reason: string) => string | undefined;
  cancelLabel: string;
  confirmLabel: string;
  confirmColor?: string;
  /** The accessible name of the dialog's close (×) button. */
  closeLabel?: string;
  onClose: () => void;
  /**
   * Sends the action with the trimmed reason and shows its outcome; resolves true when it is done
   * (the dialog closes and forgets the reason), false to keep the dialog open with the reason.
   */
  onConfirm: (reason: string) => Promise<boolean>;
}

/**
 * A dialog that asks the reason for an action (cancel, reverse, reject, allow overspend, ...) before
 * it is sent. A reason the check refuses is said under the field and nothing is sent. While the
 * action is sent and its outcome shown, the dialog steps aside (one dialog at a time); when it is not
 * done, it comes back with the reason as typed.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { opened, title, explain, label, description, required, maxLength, validate, onClose, onConfirm } =
    props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  // The action and its outcome's dialogs run as one mutation: while it is pending the dialog steps aside.
  const confirm = useMutation({ mutationFn: (trimmed: string) => onConfirm(trimmed) });
  const sending = confirm.isPending;

  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const submit = async () => {
    if (sending) return;
    const refused = validate(reason);
    if (refused !== undefined) {
      setError(refused);
      return;
    }
    if (await confirm.mutateAsync(reason.trim())) close();
  };

  return (
    <Modal
      opened={opened && !sending}
      onClose={close}
      title={title}
      closeButtonProps={props.closeLabel ? { 'aria-label': props.closeLabel } : undefined}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The modal is portalled out of the page's DOM but not out of its React tree: a submit
          // left to bubble would also submit a form the dialog's opener sits in (Edit Vendor Payable).
          event.stopPropagation();
          void submit();
        }}
        noValidate
      >
        <Stack gap="md">
          {explain && <Text size="sm">{explain}</Text>}
          {props.before}
          <Textarea
            label={label}
            description={description}
            required={required}
            autosize
            minRows={2}
            maxLength={maxLength}
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
              {props.cancelLabel}
            </Button>
            <Button type="submit" color={props.confirmColor}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
