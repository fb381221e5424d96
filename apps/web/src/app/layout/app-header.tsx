import { ActionIcon, Avatar, Badge, Box, Burger, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { shellMessages } from '@sitebook/contract';
import {
  IconApps,
  IconCheck,
  IconDevicesOff,
  IconHome,
  IconKey,
  IconLogout,
  IconMenu2,
  IconWorld,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { confirmDialog } from '../../components/dialogs';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { logout, logoutEverywhere } from '../../lib/logout';
import { initials } from '../../lib/session/initials';
import { useSession } from '../../lib/session/use-session';

export interface AppHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

/**
 * The orange bar: home link, company name ("Demo data" beside it for a demo company), globe, apps
 * icon and the user's initials badge.
 */
export function AppHeader({ navOpened, onToggleNav }: AppHeaderProps) {
  const session = useSession();
  const navigate = useNavigate();
  const fullName =
    [session.user?.firstName, session.user?.lastName].filter(Boolean).join(' ') || session.userName || '';
  const badge = initials(session.user?.firstName, session.user?.lastName);

  const onLogout = async () => {
    await logout();
    navigate('/', { replace: true });
  };

  const onLogoutEverywhere = async () => {
    if (
      !(await confirmDialog(shellMessages.confirmSignOutEverywhere, {
        title: shellMessages.signOutEverywhere,
      }))
    )
      return;
    await logoutEverywhere();
    navigate('/', { replace: true });
  };

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" wrap="nowrap" justify="space-between">
      <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          color="white"
          aria-label="Open modules"
          aria-expanded={navOpened}
          aria-controls="sb-modules-nav"
        />
        <ActionIcon component={Link} to="/" variant="transparent" c="white" size="lg" aria-label="Home">
          <Box visibleFrom="sm" display="flex">
            <IconMenu2 aria-hidden />
          </Box>
          <Box hiddenFrom="sm" display="flex">
            <IconHome aria-hidden />
          </Box>
        </ActionIcon>
        <Text c="white" fw={700} size="lg" truncate="end" style={{ minWidth: 0 }} data-testid="company-name">
          {session.company?.companyName ?? ''}
        </Text>
        {session.company?.isDemo && (
          <Badge
            variant="white"
            color="dark"
            radius="sm"
            ml={4}
            title={shellMessages.demoDataHint}
            data-testid="demo-data"
            style={{ flexShrink: 0 }}
          >
            {shellMessages.demoData}
          </Badge>
        )}
      </Group>
      <Group gap={6} wrap="nowrap">
        {session.status === 'ready' && <NotificationBell />}
        <Menu position="bottom-end" shadow="md" width={280} withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="transparent"
              c="white"
              size="lg"
              aria-label={shellMessages.language}
              visibleFrom="xs"
            >
              <IconWorld aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label c="gray.8">{shellMessages.language}</Menu.Label>
            <Menu.Item leftSection={<IconCheck size={16} aria-hidden />}>
              {shellMessages.languageEnglishIndia}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        <Menu position="bottom-end" shadow="md" width={260} withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="transparent"
              c="white"
              size="lg"
              aria-label={shellMessages.appSwitcher}
              visibleFrom="xs"
            >
              <IconApps aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label c="gray.8">{shellMessages.appSwitcher}</Menu.Label>
            {session.modules.map((m) => (
              <Menu.Item key={m.name} component={Link} to={m.path}>
                {m.name}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Menu position="bottom-end" shadow="md" width={240} withinPortal>
          <Menu.Target>
            <UnstyledButton aria-label={fullName || 'Account'} className="sb-user-badge">
              <Avatar radius="xl" size={36} color="orange" variant="white" fw={700}>
                {badge}
              </Avatar>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {fullName && <Menu.Label c="gray.8">{fullName}</Menu.Label>}
            <Menu.Item leftSection={<IconKey size={16} aria-hidden />} component={Link} to="/password">
              {shellMessages.changePassword}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconDevicesOff size={16} aria-hidden />}
              onClick={() => void onLogoutEverywhere()}
            >
              {shellMessages.signOutEverywhere}
            </Menu.Item>
            <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void onLogout()}>
              {shellMessages.logout}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
