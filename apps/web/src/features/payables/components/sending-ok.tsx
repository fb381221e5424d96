import { Text } from '@mantine/core';
import { commonMessages } from '@sitebook/contract';

/**
 * The spec's 'OK' once the form is valid and the save is on its way, as a status
 * beside the button rather than a dialog to dismiss: the outcome is the save's one dialog.
 */
export function SendingOk({ sending }: { sending: boolean }) {
  return (
    <Text role="status" c="teal.8" fw={600} aria-live="polite">
      {sending ? commonMessages.ok : ''}
    </Text>
  );
}
