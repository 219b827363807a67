import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { getPlatformConfig } from '../lib/platform-config';
import { UserSocketProvider } from '../platform/realtime/UserSocketProvider';
import { SessionProvider } from './session/SessionProvider';
import { ToastHost } from './ToastHost';
import { colorSchemeProps, theme } from './theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

const queryClient = createQueryClient();

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} {...colorSchemeProps(getPlatformConfig().preferences.theme)}>
        <ToastHost />
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <UserSocketProvider>
              <ModalsProvider>{children}</ModalsProvider>
            </UserSocketProvider>
          </SessionProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
