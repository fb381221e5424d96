import { Button, Divider, Group, Pagination, Paper, Stack, Switch, Tabs, Text } from '@mantine/core';
import { notificationScreenMessages as m } from '@sitebook/contract';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../components/load-failed';
import { PageTitle } from '../../components/page-title';
import { NOTIFICATIONS_PAGE_SIZE, useMarkRead, useNotificationsPage, useUnreadCount } from './api';
import { NotificationItem } from './notification-item';
import { NotificationSettingsPanel } from './notification-settings';

/**
 * /home/notifications: every notification of the signed-in user, newest first, a page at a time
 * (unread only on request), and the Settings tab (`?tab=settings`, the digest mail links there).
 */
export default function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'settings' ? 'settings' : 'list';
  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'settings' ? { tab: 'settings' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="list">{m.tabList}</Tabs.Tab>
          <Tabs.Tab value="settings">{m.tabSettings}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <NotificationList />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <NotificationSettingsPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function NotificationList() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const unreadOnly = params.get('unread') === 'true';
  const list = useNotificationsPage(page, NOTIFICATIONS_PAGE_SIZE, unreadOnly);
  const unread = useUnreadCount().data?.unread ?? list.data?.unread ?? 0;
  const markRead = useMarkRead();
  const show = (next: { page?: number; unread?: boolean }) => {
    const query: Record<string, string> = {};
    const nextPage = next.page ?? 1;
    if (nextPage > 1) query.page = String(nextPage);
    if (next.unread ?? unreadOnly) query.unread = 'true';
    setParams(query, { replace: true });
  };
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / NOTIFICATIONS_PAGE_SIZE));
  return (
    <Stack gap="md" maw={760}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Switch
          label={m.unreadOnly}
          checked={unreadOnly}
          onChange={(event) => show({ unread: event.currentTarget.checked })}
          color="orange.9"
        />
        <Button
          variant="default"
          disabled={unread === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {m.markAllRead}
        </Button>
      </Group>
      {list.isError ? (
        <LoadFailed
          title={m.loadFailed}
          retry={m.retry}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Paper withBorder p="md" aria-busy={list.isPending || list.isPlaceholderData}>
          {list.isPending ? (
            <Text size="sm">{m.title}…</Text>
          ) : list.data.items.length === 0 ? (
            <Text size="sm" c="gray.7">
              {unreadOnly ? m.emptyUnread : m.empty}
            </Text>
          ) : (
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {list.data.items.map((item, index) => (
                <li key={item.id}>
                  {index > 0 && <Divider mb="sm" />}
                  <NotificationItem item={item} onRead={(id) => markRead.mutate({ ids: [id] })} />
                </li>
              ))}
            </Stack>
          )}
        </Paper>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={(next) => show({ page: next })}
          color="orange.9"
          getControlProps={(control) => ({ 'aria-label': control })}
          getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        />
      )}
    </Stack>
  );
}
