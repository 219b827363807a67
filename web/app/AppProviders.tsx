import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { getPlatformConfig } from '../lib/platform-config';
import { SessionProvider } from './session/SessionProvider';
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
        <Notifications position="top-right" autoClose={5000} containerWidth={400} />
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <ModalsProvider>{children}</ModalsProvider>
          </SessionProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
