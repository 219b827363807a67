import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { colorSchemeProps, theme } from '../app/theme';
import { SessionContext, type SessionState } from '../app/session/session-context';
import { i18n } from '../lib/i18n';
import { getPlatformConfig } from '../lib/platform-config';

type Options = { session?: Partial<SessionState>; route?: string };

function Providers({ children, session }: { children: ReactNode; session: SessionState }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test" theme={theme} {...colorSchemeProps(getPlatformConfig().preferences.theme)}>
        <QueryClientProvider client={client}>
          <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

const sessionState = (session: Options['session']): SessionState => ({ user: null, loading: false, ...session });

/** Renders a component with the app's providers inside a memory router. */
export function renderUi(ui: ReactElement, { session, route = '/' }: Options = {}) {
  return render(
    <Providers session={sessionState(session)}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </Providers>,
  );
}

/** Renders route objects (such as the app's own) at a path; returns the router to inspect its location. */
export function renderRoutes(routes: RouteObject[], { session, route = '/' }: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <Providers session={sessionState(session)}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}
