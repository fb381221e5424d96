import { Alert, Button, Group } from '@mantine/core';
import { commonMessages } from '@sitebook/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { NetworkError } from '../lib/api-client';

/** A list or panel whose read failed: what went wrong (the server's message, or unreachable) and Retry. */
export function LoadFailed({
  title,
  retry,
  error,
  onRetry,
}: {
  title: string;
  retry: string;
  error: unknown;
  onRetry: () => void;
}) {
  const reason =
    error instanceof NetworkError ? commonMessages.unreachable : error instanceof Error ? error.message : '';
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={title}>
      <Group gap="sm" justify="space-between">
        <span>{reason}</span>
        <Button size="compact-sm" color="red.8" onClick={onRetry}>
          {retry}
        </Button>
      </Group>
    </Alert>
  );
}
