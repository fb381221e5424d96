import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { portalMessages as m } from '@sitebook/contract';

export interface Secret {
  title: string;
  message: string;
  label: string;
  value: string;
  /** Why it is shown once, and what to do with it. */
  note: string;
}

/** A key or password shown only this once, with a copy button. */
export function SecretDialog({ secret, onClose }: { secret: Secret | null; onClose: () => void }) {
  return (
    <Modal opened={secret !== null} onClose={onClose} title={secret?.title ?? ''} centered>
      {secret && (
        <Stack gap="sm">
          <Text size="sm">{secret.message}</Text>
          <Text size="sm" fw={600}>
            {secret.label}
          </Text>
          <Code block aria-label={secret.label} style={{ wordBreak: 'break-all' }} data-testid="secret-value">
            {secret.value}
          </Code>
          <Text size="sm" c="orange.9">
            {secret.note}
          </Text>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={secret.value}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? m.copied : m.copy}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>{m.close}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
