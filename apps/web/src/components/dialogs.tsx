import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { commonMessages, PRODUCT_NAME } from '@sitebook/contract';
import type { ReactNode } from 'react';

export interface DialogOptions {
  /** Shown as the dialog's heading; the spec gives one for some alerts (e.g. 'Vendor Limit'). */
  title?: ReactNode;
}

/** Every dialog needs an accessible name: without a title of its own it is titled with the product name. */
const dialogTitle = (title: ReactNode) => title ?? PRODUCT_NAME;

/**
 * The spec's "alert": an in-app dialog (role="dialog") with the message and an OK button.
 * Resolves when it is closed, whichever way.
 */
export function alertDialog(message: ReactNode, options: DialogOptions = {}): Promise<void> {
  return new Promise((resolve) => {
    const id = modals.open({
      title: dialogTitle(options.title),
      centered: true,
      withCloseButton: false,
      onClose: () => resolve(),
      children: (
        <>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message}</Text>
          <Group justify="flex-end" mt="md">
            <Button onClick={() => modals.close(id)} data-autofocus>
              {commonMessages.ok}
            </Button>
          </Group>
        </>
      ),
    });
  });
}

/** The spec's "confirmation": the message with Yes and No. Resolves true only for Yes. */
export function confirmDialog(message: ReactNode, options: DialogOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (value: boolean) => {
      if (answered) return;
      answered = true;
      resolve(value);
    };
    modals.openConfirmModal({
      title: dialogTitle(options.title),
      centered: true,
      withCloseButton: false,
      children: <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message}</Text>,
      labels: { confirm: commonMessages.yes, cancel: commonMessages.no },
      confirmProps: { 'data-autofocus': true },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
}
