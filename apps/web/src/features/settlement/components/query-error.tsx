import { Alert, Button, Group } from '@mantine/core';
import { commonMessages, settlementScreenMessages as s, vendorMessages } from '@sitebook/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { NetworkError } from '../../../lib/api-client';

/** A list that did not load: what went wrong and Retry. */
export function QueryError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={vendorMessages.somethingWentWrong}
    >
      <Group gap="sm" justify="space-between">
        <span>{error instanceof NetworkError ? commonMessages.unreachable : error.message}</span>
        <Button size="compact-sm" color="red.8" onClick={onRetry}>
          {s.retry}
        </Button>
      </Group>
    </Alert>
  );
}
