import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { USER_EVENTS, type Notification } from '@common/identity.ts';
import { renderRoutes } from '../../test/render';
import { jsonResponse, notification, user } from '../../test/fixtures';
import { createFakeSocket } from '../../test/fake-socket';
import { routes } from '../../app/router';
import { NotificationCenterPage } from './NotificationCenterPage';
import { NotificationLive } from './NotificationLive';
import { NOTIFICATIONS_PATH } from './paths';

type Request = { url: URL; method: string; body: unknown };

function stubServer(list: Notification[], { count = list.length, unread = 1 } = {}) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), window.location.origin);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ url, method, body });
      if (url.pathname.endsWith('/read')) return jsonResponse({ ids: body.ids ?? list.filter((n) => !n.read).map((n) => n.id), unread: 0 });
      return jsonResponse({ list, count, unread });
    }),
  );
  return requests;
}

const listRequests = (requests: Request[]) =>
  requests.filter((r) => r.method === 'GET' && r.url.pathname === '/.well-known/service/api/user/notifications');

function renderCentre(search = '', options: { socket?: ReturnType<typeof createFakeSocket> } = {}) {
  return renderRoutes(
    [
      {
        path: NOTIFICATIONS_PATH,
        element: (
          <>
            <NotificationLive />
            <NotificationCenterPage />
          </>
        ),
      },
    ],
    { route: `${NOTIFICATIONS_PATH}${search}`, session: { user: user('guest') }, socket: options.socket },
  );
}

const setViewport = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({
    width,
    height: 800,
  });

afterEach(() => setViewport(1024));

describe('NotificationCenterPage', () => {
  it('reads its filters from the URL and asks the server for them', async () => {
    const requests = stubServer([notification('n3', { severity: 'warning', read: false, componentDid: 'z8pay' })]);
    renderCentre('?read=false&severity=warning&componentDid=z8pay&id=n3&page=2');
    await screen.findByTestId('notification-item');
    const query = listRequests(requests)[0].url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      page: '2',
      pageSize: '10',
      read: 'false',
      severity: 'warning',
      componentDid: 'z8pay',
      id: 'n3',
    });
    const filters = within(screen.getByTestId('notification-filters'));
    expect(filters.getByRole('radio', { name: 'Unread' })).toBeChecked();
    expect(filters.getByRole('combobox', { name: 'Severity' })).toHaveValue('Warning');
    expect(filters.getByTestId('notification-filter-component')).toHaveTextContent('z8pay');
    expect(filters.getByTestId('notification-filter-id')).toBeInTheDocument();
  });

  it('highlights the notification named by id', async () => {
    stubServer([notification('n1', { read: true }), notification('n2')]);
    renderCentre('?id=n2');
    const items = await screen.findAllByTestId('notification-item');
    expect(items[0]).not.toHaveAttribute('data-highlighted');
    expect(items[1]).toHaveAttribute('data-highlighted', 'true');
  });

  it('puts a changed filter in the URL and starts again at page 1', async () => {
    const requests = stubServer([notification('n1')], { count: 30 });
    const { router } = renderCentre('?page=3&severity=info');
    await screen.findByTestId('notification-item');
    fireEvent.click(screen.getByRole('radio', { name: 'Read' }));
    await waitFor(() => expect(router.state.location.search).toBe('?read=true&severity=info'));
    await waitFor(() => expect(listRequests(requests).at(-1)!.url.searchParams.get('read')).toBe('true'));

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?read=true&severity=info&page=2'));
  });

  it('shows five a page on small screens', async () => {
    setViewport(375);
    const requests = stubServer([notification('n1')]);
    renderCentre();
    await screen.findByTestId('notification-item');
    expect(listRequests(requests)[0].url.searchParams.get('pageSize')).toBe('5');
  });

  it('shows severity, title, description, time and actor', async () => {
    stubServer([
      notification('n1', {
        severity: 'error',
        title: 'Payment failed',
        description: 'Card declined',
        actorInfo: { did: 'did:pkh:eip155:1:0xabc', fullName: 'Ada', avatar: '/.well-known/service/user/avatar/x?size=48' },
      }),
    ]);
    renderCentre();
    const item = await screen.findByTestId('notification-item');
    expect(item).toHaveAttribute('data-severity', 'error');
    expect(item).toHaveTextContent('Payment failed');
    expect(item).toHaveTextContent('Card declined');
    expect(within(item).getByTestId('notification-actor')).toHaveTextContent('Ada');
    expect(item.querySelector('time')).toHaveAttribute('datetime', '2025-04-01T10:00:00.000Z');
  });

  it('marks one or all read', async () => {
    const requests = stubServer([notification('n1'), notification('n2')], { unread: 2 });
    renderCentre();
    const items = await screen.findAllByTestId('notification-item');
    fireEvent.click(within(items[1]).getByTestId('notification-mark-read'));
    await waitFor(() => expect(items[1]).toHaveAttribute('data-read', 'true'));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ ids: ['n2'] });

    fireEvent.click(screen.getByTestId('notification-mark-all-read'));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT').at(-1)!.body).toEqual({ all: true }));
  });

  it('says when there is nothing to show', async () => {
    stubServer([], { unread: 0 });
    renderCentre();
    expect(await screen.findByTestId('notification-empty')).toHaveTextContent('No notifications yet.');
    expect(screen.getByTestId('notification-mark-all-read')).toBeDisabled();
  });

  it('puts a new notification on top as it arrives', async () => {
    const socket = createFakeSocket();
    stubServer([notification('old')]);
    renderCentre('', { socket });
    await screen.findByTestId('notification-item');
    socket.deliver(USER_EVENTS.notificationCreate, { notification: notification('fresh', { title: 'Just now' }), unread: 2 });
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(2));
    expect(screen.getAllByTestId('notification-item')[0]).toHaveTextContent('Just now');
  });

  it('keeps a new notification out of a list it does not match', async () => {
    const socket = createFakeSocket();
    stubServer([notification('old', { severity: 'error' })]);
    renderCentre('?severity=error', { socket });
    await screen.findByTestId('notification-item');
    socket.deliver(USER_EVENTS.notificationCreate, { notification: notification('fresh', { severity: 'info' }), unread: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getAllByTestId('notification-item')).toHaveLength(1);
  });
});

describe('notification centre route', () => {
  it('asks a visitor to sign in', async () => {
    renderRoutes(routes, { route: NOTIFICATIONS_PATH });
    expect(await screen.findByTestId('signin-required')).toBeInTheDocument();
  });

  it('opens for a signed-in user', async () => {
    stubServer([]);
    renderRoutes(routes, { route: `${NOTIFICATIONS_PATH}?read=true`, session: { user: user('guest') } });
    expect(await screen.findByTestId('notification-center')).toBeInTheDocument();
  });
});
