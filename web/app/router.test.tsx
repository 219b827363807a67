import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../test/render';
import { installPlatformConfig, passport, user } from '../test/fixtures';
import { routes } from './router';

const FORBIDDEN = 'Sorry, you are not authorized to access this page.';

describe('app routes', () => {
  it('renders the store list at / inside the shell', async () => {
    installPlatformConfig();
    renderRoutes(routes, { route: '/' });
    expect(await screen.findByRole('heading', { name: 'Plugins', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('app-header')).toBeInTheDocument();
    expect(screen.getByTestId('app-footer')).toBeInTheDocument();
  });

  it.each(['/search', '/category/tools'])('renders the store list at %s', async (path) => {
    renderRoutes(routes, { route: path });
    expect(await screen.findByTestId('store-list')).toBeInTheDocument();
  });

  it.each(['/plugins/z2abc', '/plugins/z2abc/1.2.0', '/plugin/z2abc'])('renders plugin detail at %s', async (path) => {
    renderRoutes(routes, { route: path });
    const detail = await screen.findByTestId('plugin-detail');
    expect(within(detail).getByRole('heading', { level: 1 })).toHaveTextContent('z2abc');
  });

  it('renders the payment placeholder under /payment', async () => {
    renderRoutes(routes, { route: '/payment/no-such-page' });
    expect(await screen.findByTestId('payment-placeholder')).toBeInTheDocument();
  });

  it('renders the past-due page, not an invoice, at /payment/customer/invoice/past-due', async () => {
    renderRoutes(routes, { route: '/payment/customer/invoice/past-due?referer=%2Fpayment%2Fcheckout%2Fpay%2Fcs_x' });
    expect(await screen.findByTestId('past-due-page')).toBeInTheDocument();
  });

  it.each([
    ['/payment/checkout/pay/cs_Embed12345?mode=inline', true],
    ['/payment/checkout/donate/plink_Tip12345?mode=inline-minimal', true],
    ['/payment/checkout/pay/cs_Embed12345?mode=standalone', false],
  ])('shows %s without the site header and footer only when embedded inline', async (route, embedded) => {
    installPlatformConfig();
    renderRoutes(routes, { route });
    if (embedded) {
      expect(await screen.findByTestId('embedded-page')).toBeInTheDocument();
      expect(screen.queryByTestId('app-header')).not.toBeInTheDocument();
      expect(screen.queryByTestId('app-footer')).not.toBeInTheDocument();
    } else {
      expect(await screen.findByTestId('app-header')).toBeInTheDocument();
      expect(screen.queryByTestId('embedded-page')).not.toBeInTheDocument();
    }
  });

  it('redirects unknown paths to /', async () => {
    const { router } = renderRoutes(routes, { route: '/no/such/page' });
    expect(await screen.findByTestId('store-list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  describe('developer pages', () => {
    it('refuse signed-out visitors', async () => {
      renderRoutes(routes, { route: '/developer/plugins' });
      expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    });

    it('refuse users without a developer role', async () => {
      renderRoutes(routes, { route: '/developer/access-tokens', session: { user: user('guest') } });
      expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    });

    it('open to a developer passport', async () => {
      const developer = user('guest', { passports: [passport('developer')] });
      renderRoutes(routes, { route: '/developer/plugins', session: { user: developer } });
      expect(await screen.findByTestId('developer-plugins')).toBeInTheDocument();
    });

    it('open to an owner', async () => {
      renderRoutes(routes, { route: '/developer/access-tokens', session: { user: user('owner') } });
      expect(await screen.findByTestId('access-tokens')).toBeInTheDocument();
    });

    it('wait for the session instead of refusing early', () => {
      renderRoutes(routes, { route: '/developer/plugins', session: { loading: true } });
      expect(screen.queryByText(FORBIDDEN)).not.toBeInTheDocument();
    });
  });

  describe('console pages', () => {
    it('refuse developers', async () => {
      renderRoutes(routes, { route: '/console/plugins', session: { user: user('developer') } });
      expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    });

    it.each(['admin', 'owner'] as const)('open to %s', async (role) => {
      renderRoutes(routes, { route: '/console/categories', session: { user: user(role) } });
      expect(await screen.findByTestId('console-categories')).toBeInTheDocument();
    });
  });

  describe('merchant dashboard', () => {
    it('asks signed-out visitors to sign in', async () => {
      renderRoutes(routes, { route: '/payment/admin/products' });
      expect(await screen.findByTestId('signin-required')).toBeInTheDocument();
    });

    it('refuses users without an owner or admin role', async () => {
      renderRoutes(routes, { route: '/payment/admin/products', session: { user: user('developer') } });
      expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    });

    it('sends /payment/admin to the products inside the dashboard, with the test/live switch', async () => {
      const { router } = renderRoutes(routes, { route: '/payment/admin', session: { user: user('owner') } });
      expect(await screen.findByTestId('products-page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/payment/admin/products');
      const nav = within(screen.getByTestId('dashboard-nav'));
      expect(nav.getByText('Products').closest('a')).toHaveAttribute('aria-current', 'page');
      expect(nav.getByText('Donations').closest('a')).toHaveAttribute('href', '/payment/integrations/donations');
      expect(screen.getByTestId('livemode-switch')).toBeInTheDocument();
    });

    it.each([
      ['/payment/admin/products/new', 'product-form'],
      ['/payment/admin/payment-links', 'payment-links-page'],
      ['/payment/admin/payment-links/new', 'link-form'],
      ['/payment/admin/payment-methods', 'payment-methods-page'],
      ['/payment/admin/customers', 'customers-page'],
      ['/payment/admin/api-keys', 'api-keys-page'],
      ['/payment/admin/webhooks', 'webhooks-page'],
      ['/payment/integrations/donations', 'donations-page'],
    ])('renders %s for an admin', async (path, testId) => {
      renderRoutes(routes, { route: path, session: { user: user('admin') } });
      expect(await screen.findByTestId(testId)).toBeInTheDocument();
      expect(screen.getByTestId('dashboard-nav')).toBeInTheDocument();
    });

    it('keeps the placeholder for other payment paths', async () => {
      renderRoutes(routes, { route: '/payment/no-such-page', session: { user: user('owner') } });
      expect(await screen.findByTestId('payment-placeholder')).toBeInTheDocument();
    });
  });
});
