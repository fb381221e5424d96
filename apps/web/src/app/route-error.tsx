import { Alert, Anchor, Button, Center, Stack, Text } from '@mantine/core';
import { shellMessages } from '@sitebook/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { RouteLoadError } from './lazy-route';

/** Shown when a screen's code fails to load. */
export function RouteLoadFailed() {
  return (
    <Center p="md">
      <Alert
        role="alert"
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title="Screen not loaded"
        maw={520}
      >
        <Stack gap="sm">
          <Text size="sm">{shellMessages.routeLoadFailed}</Text>
          <Button color="red" onClick={() => window.location.reload()} w="fit-content">
            Reload
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}

/** The error element of the routes: chunk failures, unknown paths, and unexpected render errors. */
export function RouteError() {
  const error = useRouteError();
  if (error instanceof RouteLoadError) return <RouteLoadFailed />;
  // A stale deployment: the browser asks for a chunk that no longer exists.
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  ) {
    return <RouteLoadFailed />;
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Center p="md">
      <Alert
        role="alert"
        color="red"
        variant="light"
        title={notFound ? 'Page not found' : 'Something went wrong'}
        maw={520}
      >
        <Stack gap="sm">
          <Text size="sm">
            {notFound ? 'There is no screen at this address.' : 'This screen hit an unexpected error.'}
          </Text>
          <Anchor component={Link} to="/home">
            Go to the home screen
          </Anchor>
        </Stack>
      </Alert>
    </Center>
  );
}
