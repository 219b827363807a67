import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { USER_EVENTS, type Notification } from '@common/identity.ts';
import { renderUi } from '../../test/render';
import { jsonResponse, notification, user } from '../../test/fixtures';
import { createFakeSocket } from '../../test/fake-socket';
import { NotificationLive } from '../../platform/notifications/NotificationLive';
import { NotificationBellSlot } from './NotificationBellSlot';

type Request = { url: URL; method: string; body: unknown };

function stubNotifications(unread: number, latest: Notification[] = []) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), window.location.origin);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ url, method, body });
      if (url.pathname.endsWith('/user/notifications/read')) {
        const ids = 'all' in body ? latest.filter((n) => !n.read).map((n) => n.id) : body.ids;
        return jsonResponse({ ids, unread: Math.max(0, unread - ids.length) });
      }
      const pageSize = Number(url.searchParams.get('pageSize'));
      return jsonResponse({ list: latest.slice(0, pageSize), count: latest.length, unread });
    }),
  );
  return requests;
}

const badge = () => screen.queryByTestId('notification-badge');

function renderBell() {
  const socket = createFakeSocket();
  // The app mounts the live updater once, beside the header.
  renderUi(
    <>
      <NotificationLive />
      <NotificationBellSlot />
    </>,
    { session: { user: user('guest') }, socket },
  );
  return socket;
}

describe('NotificationBellSlot', () => {
  it('is hidden when signed out', () => {
    stubNotifications(2);
    renderUi(<NotificationBellSlot />);
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
  });

  it('shows the unread count of a one-item page', async () => {
    const requests = stubNotifications(3);
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    expect(requests[0].url.pathname).toBe('/.well-known/service/api/user/notifications');
    expect(requests[0].url.searchParams.get('pageSize')).toBe('1');
    expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 3 unread');
  });

  it('rises on new notifications and falls on reads, never below 0', async () => {
    stubNotifications(1);
    const socket = renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('1'));

    socket.deliver(USER_EVENTS.notificationCreate, { notification: notification('n1'), unread: 2 });
    socket.deliver(USER_EVENTS.notificationCreate, { notification: notification('n2'), unread: 3 });
    await waitFor(() => expect(badge()).toHaveTextContent('3'));

    socket.deliver(USER_EVENTS.notificationRead, { ids: ['n1', 'n2'], unread: 1 });
    await waitFor(() => expect(badge()).toHaveTextContent('1'));

    socket.deliver(USER_EVENTS.notificationRead, { ids: ['a', 'b', 'c'], unread: 0 });
    await waitFor(() => expect(badge()).not.toBeInTheDocument());
    expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');
  });

  it('hides the badge at 0', async () => {
    const requests = stubNotifications(0);
    renderBell();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(badge()).not.toBeInTheDocument();
  });

  it('lists the latest five, marks one read on click and all read on request', async () => {
    const latest = Array.from({ length: 7 }, (_, n) => notification(`n${n}`, { read: n > 1 }));
    const requests = stubNotifications(2, latest);
    renderBell();
    await waitFor(() => expect(badge()).toHaveTextContent('2'));

    fireEvent.click(screen.getByTestId('notification-bell'));
    const panel = within(await screen.findByTestId('notification-bell-panel'));
    const items = await panel.findAllByTestId('notification-bell-item');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Title n0');
    expect(requests.some((r) => r.url.searchParams.get('pageSize') === '5')).toBe(true);
    expect(panel.getByTestId('notification-view-all')).toHaveAttribute('href', '/.well-known/service/user/notifications');

    fireEvent.click(panel.getByTestId('notification-bell-mark-all'));
    await waitFor(() => expect(badge()).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ all: true });
  });

  it('marks a notification read when opened from the list', async () => {
    const latest = [notification('n0'), notification('n1')];
    const requests = stubNotifications(2, latest);
    renderBell();
    fireEvent.click(screen.getByTestId('notification-bell'));
    const items = await screen.findAllByTestId('notification-bell-item');
    fireEvent.click(items[1]);
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ ids: ['n1'] }));
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
  });
});
