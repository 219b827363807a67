import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { user } from '../../test/fixtures';
import { useSession } from './session-context';
import { SESSION_URL } from './fetch-session';
import { SessionProvider } from './SessionProvider';

function Probe() {
  const { user: current, loading } = useSession();
  return <p data-testid="probe">{loading ? 'loading' : (current?.role ?? 'signed out')}</p>;
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
});
