import { AppShell, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PRODUCT_NAME } from '@sitebook/contract';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useStoredSession } from '../../lib/session-store';
import { HEADER_BG } from '../theme';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { SessionGate } from './session-gate';

/** The main layout of /home/*: orange header, module sidebar, content. */
export default function AppLayout() {
  const stored = useStoredSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  // On phones the module list closes once the user has moved to another screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => close(), [pathname]);

  if (!stored) return <Navigate to="/" replace />;

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <AppShell.Header bg={HEADER_BG} withBorder={false}>
        <AppHeader navOpened={opened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar
        id="sb-modules-nav"
        aria-label="Modules"
        className="sb-navbar"
        data-mobile-closed={!opened || undefined}
      >
        <AppSidebar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main style={{ minWidth: 0 }}>
        <VisuallyHidden>
          <h1>{PRODUCT_NAME}</h1>
        </VisuallyHidden>
        <SessionGate>
          <Outlet />
        </SessionGate>
      </AppShell.Main>
    </AppShell>
  );
}
