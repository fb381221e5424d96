import {
  ActionIcon,
  Anchor,
  Button,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  Stack,
  Text,
} from '@mantine/core';
import { notificationScreenMessages as m } from '@sitebook/contract';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useMarkRead, useNotificationsPage, useUnreadCount } from './api';
import { NotificationItem } from './notification-item';

const LATEST = 8;

/**
 * The header's bell: the unread count (asked every 30 s and when the window regains focus), and on
 * click the latest notifications with "Mark all as read" and a link to the whole list.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  // Going to another screen (a link, the back button) closes the list.
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger
  useEffect(() => setOpened(false), [pathname, search]);
  const unread = useUnreadCount().data?.unread ?? 0;
  const latest = useNotificationsPage(1, LATEST, false, opened);
  const markRead = useMarkRead();
  const read = (id: number) => markRead.mutate({ ids: [id] });
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      width={340}
      withinPortal
      trapFocus
    >
      <Indicator
        label={unread > 99 ? '99+' : unread}
        disabled={unread === 0}
        size={18}
        color="dark"
        offset={6}
        data-testid="bell-count"
      >
        <Popover.Target>
          <ActionIcon
            variant="transparent"
            c="white"
            size="lg"
            aria-label={m.bell(unread)}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p="sm" aria-label={m.title} role="dialog">
        <Group justify="space-between" mb="xs">
          <Text fw={700}>{m.title}</Text>
          {unread > 0 && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="orange.9"
              c="orange.9"
              loading={markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              {m.markAllRead}
            </Button>
          )}
        </Group>
        <Stack gap="sm" mah={380} style={{ overflowY: 'auto' }}>
          {latest.isPending ? (
            <Loader size="sm" color="orange" aria-label={m.title} />
          ) : latest.isError ? (
            <Text size="sm">{m.loadFailed}</Text>
          ) : latest.data.items.length === 0 ? (
            <Text size="sm" c="gray.7">
              {m.empty}
            </Text>
          ) : (
            latest.data.items.map((item, index) => (
              <Stack key={item.id} gap="sm">
                {index > 0 && <Divider />}
                <NotificationItem item={item} onRead={read} onFollow={() => setOpened(false)} compact />
              </Stack>
            ))
          )}
        </Stack>
        <Divider my="xs" />
        <Anchor
          component={Link}
          to="/home/notifications"
          size="sm"
          c="orange.9"
          onClick={() => setOpened(false)}
        >
          {m.seeAll}
        </Anchor>
      </Popover.Dropdown>
    </Popover>
  );
}
