import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { commonMessages } from '@sitebook/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ApiError, NetworkError } from '../../lib/api-client';
import { FormatProvider } from '../../lib/format';
import { useSession } from '../../lib/session/use-session';
import { ModuleAccess } from './module-access';
import { SubscriptionNotice } from './subscription-notice';

function describe(error: unknown): string {
  if (error instanceof NetworkError) return commonMessages.unreachable;
  if (error instanceof ApiError) return error.message;
  return 'Your session data could not be loaded.';
}

/** Renders the screens only once the session is loaded; shows a Retry on failure. */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'ready') {
    return (
      <FormatProvider country={session.company?.country} timeZone={session.company?.timeZone}>
        {session.subscription?.expired && <SubscriptionNotice endDate={session.subscription.endDate} />}
        <ModuleAccess granted={session.modules.map((m) => m.name)}>{children}</ModuleAccess>
      </FormatProvider>
    );
  }
  if (session.status === 'error') {
    return (
      <Center p="md">
        <Alert
          role="alert"
          color="red"
          variant="light"
          title="Could not load your session"
          icon={<IconAlertTriangle aria-hidden />}
          maw={520}
        >
          <Stack gap="sm">
            <Text size="sm">{describe(session.error)}</Text>
            <Button color="red" w="fit-content" onClick={session.retry}>
              Retry
            </Button>
          </Stack>
        </Alert>
      </Center>
    );
  }
  return (
    <Center p="xl">
      <Loader color="orange" aria-label="Loading" />
    </Center>
  );
}
