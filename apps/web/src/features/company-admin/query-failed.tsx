import { Alert, Button } from '@mantine/core';
import { adminMessages as m } from '@sitebook/contract';

/** A tab's read failed: say so, with Retry. */
export function QueryFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={m.loadFailed}>
      <Button variant="light" color="red" onClick={onRetry}>
        {m.retry}
      </Button>
    </Alert>
  );
}
