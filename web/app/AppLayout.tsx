import { AppShell, Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { DomainWarning } from '../platform/domains/DomainWarning';
import { NotificationLive } from '../platform/notifications/NotificationLive';
import { CookieConsent } from './shell/CookieConsent';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';

export function AppLayout() {
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header data-testid="app-header">
        <Header />
      </AppShell.Header>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <Box style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <Footer />
      </AppShell.Main>
      <CookieConsent />
      <DomainWarning />
      <NotificationLive />
    </AppShell>
  );
}
