import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { commonMessages, PRODUCT_NAME } from '@sitebook/contract';
import type { ReactNode } from 'react';
import type { DialogHost, DialogOptions } from './dialogs';

/** Every dialog needs an accessible name: without a title of its own it is titled with the product name. */
const dialogTitle = (title: ReactNode) => title ?? PRODUCT_NAME;

/**
 * The dialogs themselves, as Mantine modals. Part of the overlays chunk (app/overlays-host.tsx),
 * which registers them; screens call them through alertDialog / confirmDialog (dialogs.tsx).
 */
export const dialogModals: DialogHost = {
  alert(message: ReactNode, options: DialogOptions): Promise<void> {
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
  },

  confirm(message: ReactNode, options: DialogOptions): Promise<boolean> {
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
  },
};
