import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { colorSchemeProps, theme } from '../app/theme';
import { ToastHost } from '../app/ToastHost';
import { defaultSessionState, SessionContext, type SessionState } from '../app/session/session-context';
import { SessionProvider } from '../app/session/SessionProvider';
import { i18n } from '../lib/i18n';
import { getPlatformConfig } from '../lib/platform-config';
import type { EventSource } from '../platform/realtime/user-socket';
import { UserSocketContext } from '../platform/realtime/user-socket-context';

type Options = {
  /** A fixed session; leave out with `realSession` to run the real provider against `fetch`. */
  session?: Partial<SessionState>;
  realSession?: boolean;
  route?: string;
  /** The user channel (a fake socket). */
  socket?: EventSource | null;
};

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

type ProviderProps = { children: ReactNode; client: QueryClient; options: Options };

function Providers({ children, client, options }: ProviderProps) {
  const inner = <UserSocketContext.Provider value={options.socket ?? null}>{children}</UserSocketContext.Provider>;
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test" theme={theme} {...colorSchemeProps(getPlatformConfig().preferences.theme)}>
        <ToastHost />
        <QueryClientProvider client={client}>
          {options.realSession ? (
            <SessionProvider>{inner}</SessionProvider>
          ) : (
            <SessionContext.Provider value={sessionState(options.session)}>{inner}</SessionContext.Provider>
          )}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

export const sessionState = (session: Options['session']): SessionState => ({ ...defaultSessionState, ...session });

/** Renders a component with the app's providers inside a memory router. */
export function renderUi(ui: ReactElement, options: Options = {}) {
  const client = createTestQueryClient();
  const result = render(
    <Providers client={client} options={options}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...result, client };
}

/** Renders route objects (such as the app's own) at a path; returns the router to inspect its location. */
export function renderRoutes(routes: RouteObject[], options: Options = {}) {
  const client = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [options.route ?? '/'] });
  const result = render(
    <Providers client={client} options={options}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router, client };
}
