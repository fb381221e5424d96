import { Alert, Anchor, Center, Stack, Text } from '@mantine/core';
import { MODULES, shellMessages } from '@sitebook/contract';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

/** The module a /home path belongs to, if any. */
const moduleOf = (pathname: string) =>
  MODULES.find((m) => pathname === m.path || pathname.startsWith(`${m.path}/`));

/**
 * A typed or bookmarked address of a module the role does not include says so at once, instead of
 * letting the screen call the server and show the refusal as a failed load.
 */
export function ModuleAccess({ granted, children }: { granted: readonly string[]; children: ReactNode }) {
  const { pathname } = useLocation();
  const module = moduleOf(pathname);
  if (!module || granted.includes(module.name)) return <>{children}</>;
  return (
    <Center p="md">
      <Alert
        role="alert"
        color="orange"
        variant="light"
        title={shellMessages.noAccess}
        icon={<IconLock aria-hidden />}
        maw={520}
      >
        <Stack gap="sm">
          <Text size="sm">{shellMessages.noAccessHint}</Text>
          <Anchor component={Link} to="/home">
            {shellMessages.goHome}
          </Anchor>
        </Stack>
      </Alert>
    </Center>
  );
}
