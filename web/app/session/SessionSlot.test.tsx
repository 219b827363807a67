import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { installPlatformConfig, navItem, passport, user } from '../../test/fixtures';
import { SessionSlot } from './SessionSlot';

const navigation = [
  navItem('mine', { section: 'sessionManager', role: ['developer', 'admin', 'owner'] }),
  navItem('console', { section: 'sessionManager', role: ['admin', 'owner'] }),
  navItem('billing', { section: 'sessionManager', role: ['guest', 'owner'] }),
  navItem('header-only', { section: 'header' }),
  ...Array.from({ length: 6 }, (_, n) => navItem(`owner-${n}`, { section: 'sessionManager', role: 'owner' })),
];

async function openMenu() {
  fireEvent.click(screen.getByTestId('session-menu'));
  return screen.findByTestId('session-logout');
}

const menuTexts = () => screen.queryAllByTestId('session-menu-item').map((item) => item.textContent);

describe('SessionSlot signed out', () => {
  it('offers Connect, which opens the sign-in dialog', () => {
    const openSignIn = vi.fn(async () => null);
    renderUi(<SessionSlot />, { session: { openSignIn } });
    fireEvent.click(screen.getByTestId('session-connect'));
    expect(openSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('session-avatar')).not.toBeInTheDocument();
  });

  it('shows a loader while the session loads or a sign-in runs', () => {
    const { unmount } = renderUi(<SessionSlot />, { session: { loading: true } });
    expect(screen.getByTestId('session-loading')).toBeInTheDocument();
    unmount();
    renderUi(<SessionSlot />, { session: { signingIn: true } });
    expect(screen.getByTestId('session-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('session-connect')).not.toBeInTheDocument();
  });
});

describe('SessionSlot signed in', () => {
  it('shows the avatar and the name', () => {
    const owner = user('owner');
    renderUi(<SessionSlot />, { session: { user: owner } });
    expect(screen.getByTestId('session-avatar')).toHaveAttribute('src', owner.avatar);
    expect(screen.getByTestId('session-name')).toHaveTextContent('Owner User');
  });

  it('falls back to the short address without a name', () => {
    renderUi(<SessionSlot />, { session: { user: user('guest', { fullName: '' }) } });
    expect(screen.getByTestId('session-name')).toHaveTextContent('0x0000…00B4');
  });

  it('lists a guest only the items meant for guests, plus Profile and Sign out', async () => {
    installPlatformConfig({ navigation });
    renderUi(<SessionSlot />, { session: { user: user('guest') } });
    await openMenu();
    expect(menuTexts()).toEqual(['billing en']);
    expect(screen.getByTestId('session-profile')).toHaveAttribute('href', '/profile');
  });

  it('counts passport roles', async () => {
    installPlatformConfig({ navigation });
    renderUi(<SessionSlot />, { session: { user: user('guest', { passports: [passport('developer')] }) } });
    await openMenu();
    expect(menuTexts()).toEqual(['mine en', 'billing en']);
  });

  it('shows an owner at most five items', async () => {
    installPlatformConfig({ navigation });
    renderUi(<SessionSlot />, { session: { user: user('owner') } });
    await openMenu();
    expect(menuTexts()).toEqual(['mine en', 'console en', 'billing en', 'owner-0 en', 'owner-1 en']);
  });

  it('does not repeat Profile when the navigation has it', async () => {
    installPlatformConfig({ navigation: [navItem('profile', { section: 'sessionManager', link: '/profile' })] });
    renderUi(<SessionSlot />, { session: { user: user('guest') } });
    await openMenu();
    expect(menuTexts()).toEqual(['profile en']);
    expect(screen.queryByTestId('session-profile')).not.toBeInTheDocument();
  });

  it('signs out from the menu', async () => {
    const logout = vi.fn(async () => {});
    renderUi(<SessionSlot />, { session: { user: user('guest'), logout } });
    fireEvent.click(await openMenu());
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });

  it('tells when signing out fails', async () => {
    const logout = vi.fn(async () => {
      throw new Error('Network down');
    });
    renderUi(<SessionSlot />, { session: { user: user('guest'), logout } });
    fireEvent.click(await openMenu());
    expect(await screen.findByText('Could not sign out')).toBeInTheDocument();
    expect(screen.getByText('Network down')).toBeInTheDocument();
  });
});
