import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { adminMessages as m, type OneTimePasswordResponse } from '@sitebook/contract';

/** The one-time password of a new user or a reset, shown once with a copy button; closing forgets it. */
export function OneTimePasswordDialog({
  result,
  onClose,
}: {
  result: OneTimePasswordResponse | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={result !== null}
      onClose={onClose}
      title={m.oneTimeTitle}
      centered
      closeButtonProps={{ 'aria-label': m.close }}
    >
      {result && (
        <Stack gap="sm">
          <Text>{result.message}</Text>
          <Text size="sm">{m.oneTimeHint}</Text>
          <Group gap="sm" wrap="nowrap">
            <Code fz="lg" py={6} px="sm" data-testid="one-time-password" style={{ userSelect: 'all' }}>
              {result.oneTimePassword}
            </Code>
            <CopyButton value={result.oneTimePassword}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} aria-live="polite">
                  {copied ? m.copied : m.copy}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose}>{m.close}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
