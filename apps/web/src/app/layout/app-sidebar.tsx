import { NavLink, ScrollArea, Text } from '@mantine/core';
import { shellMessages } from '@sitebook/contract';
import { Link, useLocation } from 'react-router';
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
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <ul style={{ listStyle: 'none', margin: 0, padding: 'var(--mantine-spacing-xs)' }}>
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
