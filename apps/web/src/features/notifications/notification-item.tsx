import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notificationScreenMessages as m, type Notification } from '@sitebook/contract';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format';
import { routeOf } from './api';

/**
 * One notification: its title (a link to the record when it has one; following it marks it read),
 * what happened, when, and "Mark as read" while unread.
 */
export function NotificationItem({
  item,
  onRead,
  onFollow,
  compact = false,
}: {
  item: Notification;
  onRead: (id: number) => void;
  /** Called when its link is followed (the bell closes). */
  onFollow?: () => void;
  compact?: boolean;
}) {
  const format = useFormat();
  const to = routeOf(item.link);
  const unread = item.readAt === null;
  const title = (
    <Text fw={unread ? 700 : 500} size="sm" component="span">
      {item.title}
    </Text>
  );
  return (
    <Stack gap={2} data-testid="notification" data-unread={unread || undefined}>
      <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
        {to ? (
          <Anchor
            component={Link}
            to={to}
            onClick={() => {
              if (unread) onRead(item.id);
              onFollow?.();
            }}
            c="dark"
          >
            {title}
          </Anchor>
        ) : (
          title
        )}
        {unread && (
          <Badge size="xs" color="orange" variant="filled" style={{ flexShrink: 0 }}>
            {m.unread}
          </Badge>
        )}
      </Group>
      {item.body && (
        <Text size="sm" c="gray.7" lineClamp={compact ? 2 : undefined}>
          {item.body}
        </Text>
      )}
      <Group gap="xs" justify="space-between">
        <Text size="xs" c="gray.7">
          {format.dateTime(item.createdAt)}
        </Text>
        {unread && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="gray.8"
            c="gray.9"
            onClick={() => onRead(item.id)}
          >
            {m.markRead}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
