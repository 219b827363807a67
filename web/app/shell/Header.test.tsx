import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { installPlatformConfig, navItem, passport, user } from '../../test/fixtures';
import { Header } from './Header';

const navigation = [
  navItem('plugins'),
  navItem('admin', { role: ['admin', 'owner'] }),
  navItem('everyone', { role: ['guest', 'owner'] }),
  navItem('developers', { role: 'developer' }),
  navItem('footer-only', { section: 'footer' }),
  ...Array.from({ length: 7 }, (_, n) => navItem(`account-${n}`, { section: 'sessionManager' })),
];

function headerNav() {
  return within(screen.getByTestId('header-nav'));
}

describe('Header navigation', () => {
  it('shows a signed-out visitor only public and guest items', () => {
    installPlatformConfig({ navigation });
    renderUi(<Header />);
    const nav = headerNav();
    expect(nav.getByText('plugins en')).toBeInTheDocument();
    expect(nav.getByText('everyone en')).toBeInTheDocument();
    expect(nav.queryByText('admin en')).not.toBeInTheDocument();
    expect(nav.queryByText('developers en')).not.toBeInTheDocument();
    expect(nav.queryByText('footer-only en')).not.toBeInTheDocument();
  });

  it('shows role items to a user holding the role', () => {
    installPlatformConfig({ navigation });
    renderUi(<Header />, { session: { user: user('owner') } });
    const nav = headerNav();
    expect(nav.getByText('admin en')).toBeInTheDocument();
    expect(nav.getByText('everyone en')).toBeInTheDocument();
    expect(nav.queryByText('developers en')).not.toBeInTheDocument();
  });

  it('counts passport roles', () => {
    installPlatformConfig({ navigation });
    renderUi(<Header />, { session: { user: user('guest', { passports: [passport('developer')] }) } });
    expect(headerNav().getByText('developers en')).toBeInTheDocument();
    expect(headerNav().queryByText('admin en')).not.toBeInTheDocument();
  });

  it('links items to their per-locale link', () => {
    installPlatformConfig({ navigation: [navItem('docs', { link: { en: '/docs', zh: '/zh/docs' } })] });
    renderUi(<Header />);
    expect(headerNav().getByText('docs en').closest('a')).toHaveAttribute('href', '/docs');
  });

  it('shows the app name linking home', () => {
    installPlatformConfig({ appName: 'Plugin Hub' });
    renderUi(<Header />);
    expect(screen.getByText('Plugin Hub').closest('a')).toHaveAttribute('href', '/');
  });
});

describe('Header on small screens', () => {
  const happyDOM = (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM;
  beforeEach(() => happyDOM.setViewport({ width: 375, height: 700 }));
  afterEach(() => happyDOM.setViewport({ width: 1024, height: 768 }));

  it('opens the navigation drawer from the burger', async () => {
    installPlatformConfig({ navigation });
    renderUi(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = within(await screen.findByTestId('mobile-nav'));
    expect(drawer.getByText('plugins en')).toBeInTheDocument();
    expect(drawer.queryByText('admin en')).not.toBeInTheDocument();
  });
});

describe('Header session slots', () => {
  it('offers Connect and no bell when signed out', () => {
    installPlatformConfig({ navigation });
    renderUi(<Header />);
    expect(screen.getByTestId('session-connect')).toHaveTextContent('Connect');
    expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
  });

  it('shows the bell and a menu of at most five account items when signed in', async () => {
    installPlatformConfig({ navigation });
    renderUi(<Header />, { session: { user: user('owner') } });
    expect(screen.getByTestId('notification-bell')).toBeInTheDocument();
    expect(screen.queryByTestId('session-connect')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('session-menu'));
    const items = await screen.findAllByTestId('session-menu-item');
    expect(items.map((item) => item.textContent)).toEqual([0, 1, 2, 3, 4].map((n) => `account-${n} en`));
    expect(screen.getByTestId('session-logout')).toHaveTextContent('Sign out');
  });

  it('shows a loader while the session loads', () => {
    installPlatformConfig();
    renderUi(<Header />, { session: { loading: true } });
    expect(screen.queryByTestId('session-connect')).not.toBeInTheDocument();
  });
});
