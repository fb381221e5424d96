import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { getSession, subscribeSession } from '../lib/session-store';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * Dialogs and notifications: loaded after the first render (see overlays-host.tsx). Should the
 * chunk fail to load, the app still renders (without them) instead of failing as a whole.
 */
const OverlaysHost = lazy(
  (): Promise<{ default: ComponentType }> => import('./overlays-host').catch(() => ({ default: () => null })),
);

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Whatever ends a session (logout, a 401, another tab) also forgets its cached data.
  useEffect(
    () =>
      subscribeSession(() => {
        if (!getSession()) client.clear();
      }),
    [client],
  );
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      // Under vitest: no transitions to wait out, no portals (Mantine's test environment).
      env={import.meta.env.MODE === 'test' ? 'test' : 'default'}
    >
      <QueryClientProvider client={client}>
        {children}
        <Suspense fallback={null}>
          <OverlaysHost />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>
  );
}
