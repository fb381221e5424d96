import { API, notificationScreenMessages as m, type Notification } from '@sitebook/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { NotificationBell } from './notification-bell';

const item = (id: number, readAt: string | null, link: string | null = '#/home/approvals'): Notification => ({
  id,
  kind: 'advanceSubmitted',
  title: `Advance request ADV0000${id} waits for your approval`,
  body: 'sitelead requested 4,100.00 for site RST01.',
  link,
  createdAt: '2026-11-27T06:30:00.000Z',
  readAt,
});

/** The bell's calls: the unread count, the latest page, and mark read (which answers the new count). */
function server(items: Notification[]) {
  let unread = items.filter((n) => n.readAt === null).length;
  const reads: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith(API.notificationsUnread)) return jsonResponse(202, { unread });
      if (url.startsWith(API.notificationsRead)) {
        reads.push(JSON.parse(String(init?.body)));
        unread = 0;
        return jsonResponse(202, { unread });
      }
      if (url.startsWith(API.notifications)) return jsonResponse(202, { items, total: items.length, unread });
      return jsonResponse(404, { message: 'Not found.' });
    }),
  );
  return reads;
}

const renderBell = () =>
  renderRoutes([
    { path: '/', element: <NotificationBell /> },
    { path: '/home/approvals', element: <p>Waiting for me screen</p> },
  ]);

describe('the header bell', () => {
  it('says how many are unread, lists the latest and marks all read', async () => {
    const reads = server([item(2, null), item(1, '2026-11-27T07:00:00.000Z')]);
    renderBell();
    const bell = await screen.findByRole('button', { name: m.bell(1) });
    await userEvent.click(bell);
    // (Inside Mantine's dropdown, which happy-dom leaves mid-transition: `hidden` reaches it.)
    expect(await screen.findByRole('link', { name: item(2, null).title, hidden: true })).toBeInTheDocument();
    expect(screen.getByText(item(1, null).title)).toBeInTheDocument();
    expect(screen.getAllByText(m.unread)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: m.markAllRead, hidden: true }));
    await waitFor(() => expect(reads).toEqual([{ all: true }]));
    expect(await screen.findByRole('button', { name: m.bell(0) })).toBeInTheDocument();
  });

  it('following a notification opens its record, marks it read and closes the list', async () => {
    const reads = server([item(3, null)]);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: m.bell(1) }));
    await userEvent.click(await screen.findByRole('link', { name: item(3, null).title, hidden: true }));
    expect(await screen.findByText('Waiting for me screen')).toBeInTheDocument();
    await waitFor(() => expect(reads).toEqual([{ ids: [3] }]));
  });

  it('with nothing yet it says so and offers no Mark all as read', async () => {
    server([]);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: m.bell(0) }));
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: m.markAllRead, hidden: true })).not.toBeInTheDocument();
  });
});
