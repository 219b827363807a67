import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { user } from '../../test/fixtures';
import { useSession } from './session-context';
import { SESSION_URL } from './fetch-session';
import { SessionProvider } from './SessionProvider';

function Probe() {
  const { user: current, loading, logout } = useSession();
  return (
    <>
      <p data-testid="probe">{loading ? 'loading' : (current?.role ?? 'signed out')}</p>
      <button type="button" onClick={() => void logout().catch(() => undefined)}>
        sign out
      </button>
    </>
  );
}

function renderSession() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SessionProvider', () => {
  it('loads the signed-in user', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ user: user('owner') }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    renderSession();
    expect(screen.getByTestId('probe')).toHaveTextContent('loading');
    expect(await screen.findByText('owner')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(SESSION_URL, expect.anything());
  });

  it('treats { user: null } as signed out', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ user: null }), { status: 200 })));
    renderSession();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('treats a missing endpoint as signed out', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Not found', { status: 404 })));
    renderSession();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('treats a network failure as signed out', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderSession();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('signs out on the server, then goes to the site root', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/auth/logout')
        ? new Response(JSON.stringify({ ok: true }), { status: 200 })
        : new Response(JSON.stringify({ user: user('guest') }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      renderSession();
      expect(await screen.findByText('guest')).toBeInTheDocument();
      fireEvent.click(screen.getByText('sign out'));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
      expect(fetchMock).toHaveBeenCalledWith('/.well-known/service/api/auth/logout', expect.objectContaining({ method: 'POST' }));
      expect(screen.getByTestId('probe')).toHaveTextContent('signed out');
    } finally {
      assign.mockRestore();
    }
  });

  it('stays when the server cannot sign out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith('/auth/logout')
          ? new Response(JSON.stringify({ error: 'Down' }), { status: 503 })
          : new Response(JSON.stringify({ user: user('guest') }), { status: 200 }),
      ),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      renderSession();
      expect(await screen.findByText('guest')).toBeInTheDocument();
      fireEvent.click(screen.getByText('sign out'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(assign).not.toHaveBeenCalled();
      expect(screen.getByTestId('probe')).toHaveTextContent('guest');
    } finally {
      assign.mockRestore();
    }
  });
});
