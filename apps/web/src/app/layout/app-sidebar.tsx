import { NavLink, ScrollArea, Text } from '@mantine/core';
import { ADMIN_ROLE_TYPE, MODULE_GATES, shellMessages } from '@sitebook/contract';
import { Link, useLocation } from 'react-router';
import { WaitingForMeLink } from '../../features/approvals/waiting-link';
import { useSession } from '../../lib/session/use-session';

/** The modules of the user's role, in the spec's order; 'Please wait . . .' until the company is loaded. */
export function AppSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSession();
  const { pathname } = useLocation();
  const loaded = !!session.company && !!session.role;
  if (!loaded) {
    return (
      <Text p="md" role="status">
        {shellMessages.pleaseWait}
      </Text>
    );
  }
  const names = session.modules.map((m) => m.name as string);
  // Waiting for me: an administrator's queue of the advances and payables their modules reach.
  const decides =
    session.role?.roleType === ADMIN_ROLE_TYPE &&
    (names.includes(MODULE_GATES.advance) || names.includes(MODULE_GATES.vendor));
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <ul style={{ listStyle: 'none', margin: 0, padding: 'var(--mantine-spacing-xs)' }}>
        {decides && (
          <li>
            <WaitingForMeLink onNavigate={onNavigate} />
          </li>
        )}
        {session.modules.map((module) => {
          const active = pathname === module.path || pathname.startsWith(`${module.path}/`);
          return (
            <li key={module.path}>
              <NavLink
                component={Link}
                to={module.path}
                label={module.name}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                variant="filled"
                styles={{
                  root: { borderRadius: 'var(--mantine-radius-md)' },
                  label: { fontSize: 'var(--mantine-font-size-sm)' },
                }}
              />
            </li>
          );
        })}
      </ul>
    </ScrollArea>
  );
}
