import { AppShell, Box } from '@mantine/core';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { DomainWarning } from '../platform/domains/DomainWarning';
import { NotificationLive } from '../platform/notifications/NotificationLive';
import { CookieConsent } from './shell/CookieConsent';
import { Footer } from './shell/Footer';
import { Header } from './shell/Header';

/** A checkout or tip page embedded in another site (`?mode=inline…`): the page alone, without the site's header and footer. */
export function isEmbeddedCheckout(pathname: string, mode: string | null): boolean {
  return pathname.startsWith('/payment/checkout/') && !!mode?.startsWith('inline');
}

export function AppLayout() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (isEmbeddedCheckout(pathname, params.get('mode'))) {
    return (
      <Box data-testid="embedded-page">
        <Outlet />
      </Box>
    );
  }
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
