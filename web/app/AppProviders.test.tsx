import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { installPlatformConfig, navItem, user } from '../test/fixtures';
import { AppProviders } from './AppProviders';
import { routes } from './router';

const fake = vi.hoisted(() => ({ socket: null as null | ReturnType<typeof import('../test/fake-socket').createFakeSocket> }));

vi.mock('../platform/realtime/user-socket', async () => {
  const { createFakeSocket } = await import('../test/fake-socket');
  fake.socket = createFakeSocket();
  return { userSocket: () => fake.socket };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the assembled app', () => {
  it('renders the shell with the platform navigation and the signed-in user', async () => {
    installPlatformConfig({
      appName: 'Assembled Store',
      navigation: [navItem('plugins'), navItem('console', { role: ['admin', 'owner'] })],
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ user: user('owner') }), { status: 200 })));
    render(
      <AppProviders>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/console/plugins'] })} />
      </AppProviders>,
    );
    expect(await screen.findByTestId('console-plugins')).toBeInTheDocument();
    expect(screen.getByText('Assembled Store')).toBeInTheDocument();
    expect(screen.getByText('console en')).toBeInTheDocument();
    expect(screen.getByTestId('notification-bell')).toBeInTheDocument();
    expect(fake.socket?.connected).toBe(true);
  });
});
