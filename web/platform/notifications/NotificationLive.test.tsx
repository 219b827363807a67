import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { USER_EVENTS } from '@common/identity.ts';
import { renderUi } from '../../test/render';
import { notification, user } from '../../test/fixtures';
import { createFakeSocket } from '../../test/fake-socket';
import { NotificationBellSlot } from '../../app/session/NotificationBellSlot';
import { NotificationLive } from './NotificationLive';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

function renderLive(userAgent = DESKTOP_UA) {
  const socket = createFakeSocket();
  renderUi(<NotificationLive userAgent={userAgent} />, { session: { user: user('guest') }, socket });
  return socket;
}

describe('NotificationLive', () => {
  it('shows a toast for each new notification', async () => {
    const socket = renderLive();
    socket.deliver(USER_EVENTS.notificationCreate, { notification: notification('n1', { title: 'Invoice paid' }), unread: 1 });
    const toast = await screen.findByTestId('notification-toast');
    expect(toast).toHaveTextContent('Invoice paid');
    expect(toast).toHaveTextContent('Description n1');
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/.well-known/service/user/notifications?id=n1');
  });

  it('keeps errors, warnings and sticky notifications until closed; hides the rest after 5 s', () => {
    const show = vi.spyOn(notifications, 'show');
    try {
      const socket = renderLive();
      const cases = [
        notification('e', { severity: 'error' }),
        notification('w', { severity: 'warning' }),
        notification('s', { severity: 'success', sticky: true }),
        notification('i', { severity: 'info' }),
      ];
      for (const item of cases) socket.deliver(USER_EVENTS.notificationCreate, { notification: item, unread: 1 });
      expect(show.mock.calls.map(([data]) => [data.id, data.autoClose])).toEqual([
        ['notification-e', false],
        ['notification-w', false],
        ['notification-s', false],
        ['notification-i', 5000],
      ]);
    } finally {
      show.mockRestore();
    }
  });

  it('shows no toast inside a wallet app', async () => {
    const socket = renderLive(`${DESKTOP_UA} MetaMaskMobile`);
    socket.deliver(USER_EVENTS.notificationCreate, { notification: notification('n1'), unread: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('notification-toast')).not.toBeInTheDocument();
  });

  it('stops listening when unmounted', async () => {
    const socket = createFakeSocket();
    const { unmount } = renderUi(<NotificationLive />, { session: { user: user('guest') }, socket });
    await waitFor(() => expect(socket.listenerCount(USER_EVENTS.notificationCreate)).toBe(1));
    unmount();
    expect(socket.listenerCount(USER_EVENTS.notificationCreate)).toBe(0);
    expect(socket.listenerCount(USER_EVENTS.notificationRead)).toBe(0);
  });

  it('reloads the unread count after a reconnection', async () => {
    let unread = 1;
    const fetchMock = vi.fn(async () =>
      new Response(JSON.stringify({ list: [], count: 0, unread }), { headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const socket = createFakeSocket();
    renderUi(
      <>
        <NotificationLive />
        <NotificationBellSlot />
      </>,
      { session: { user: user('guest') }, socket },
    );
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('1'));
    socket.deliver('connect', undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unread = 4;
    socket.deliver('connect', undefined);
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('4'));
  });
});
