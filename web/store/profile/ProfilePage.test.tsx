import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SessionUser } from '@common/identity.ts';
import { renderRoutes, renderUi } from '../../test/render';
import { jsonResponse, passport, user } from '../../test/fixtures';
import { routes } from '../../app/router';
import { AVATAR_MAX_BYTES } from './avatar-file';
import { ProfilePage } from './ProfilePage';

type Request = { url: string; method: string; body: Record<string, unknown> };

function stubProfileSave(current: SessionUser) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}'));
      requests.push({ url: String(input), method: init?.method ?? 'GET', body });
      return jsonResponse({ user: { ...current, ...body, avatar: `${current.avatar}&saved=1` } });
    }),
  );
  return requests;
}

function renderProfile(current: SessionUser) {
  const setUser = vi.fn();
  renderUi(<ProfilePage />, { session: { user: current, setUser } });
  return setUser;
}

describe('ProfilePage', () => {
  it('shows the DID, address, role, passports and avatar', () => {
    const developer = user('guest', { passports: [passport('developer', { createdAt: '2025-02-03T04:05:06.000Z' })] });
    renderProfile(developer);
    expect(screen.getByTestId('profile-did')).toHaveTextContent(developer.did);
    expect(screen.getByTestId('profile-address')).toHaveTextContent(developer.address);
    expect(screen.getByTestId('profile-role')).toHaveTextContent('Guest');
    expect(screen.getByTestId('profile-passport')).toHaveTextContent('Developer');
    expect(screen.getByTestId('profile-passport')).toHaveTextContent('2025-02-03');
    expect(screen.getByTestId('profile-avatar').getAttribute('src')).toContain('size=160');
  });

  it('says when there are no passports', () => {
    renderProfile(user('owner'));
    expect(screen.getByTestId('profile-no-passports')).toBeInTheDocument();
  });

  it('refuses an invalid email', () => {
    const requests = stubProfileSave(user('guest'));
    renderProfile(user('guest'));
    fireEvent.change(screen.getByTestId('profile-email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('saves the name and email and says so', async () => {
    const current = user('guest');
    const requests = stubProfileSave(current);
    const setUser = renderProfile(current);
    fireEvent.change(screen.getByTestId('profile-fullname'), { target: { value: '  Grace Hopper ' } });
    fireEvent.change(screen.getByTestId('profile-email'), { target: { value: 'grace@example.org' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      url: '/.well-known/service/api/user/profile',
      method: 'PUT',
      body: { fullName: 'Grace Hopper', email: 'grace@example.org' },
    });
    expect(setUser).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Grace Hopper', email: 'grace@example.org' }));
  });

  it('shows the server refusal', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ error: 'Validate failed', details: [{ path: 'email', message: 'Invalid email' }] }, 400)));
    renderProfile(user('guest'));
    fireEvent.change(screen.getByTestId('profile-fullname'), { target: { value: 'New' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByTestId('profile-error')).toHaveTextContent('Validate failed');
  });

  it('uploads an avatar as a data URL', async () => {
    const current = user('guest');
    const requests = stubProfileSave(current);
    renderProfile(current);
    const file = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('profile-avatar-input'), { target: { files: [file] } });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].body).toEqual({ avatar: 'data:image/png;base64,AQID' });
    expect(await screen.findByText('Avatar updated')).toBeInTheDocument();
  });

  it('refuses an image over 1 MB or of another type', () => {
    const requests = stubProfileSave(user('guest'));
    renderProfile(user('guest'));
    const big = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('profile-avatar-input'), { target: { files: [big] } });
    expect(screen.getByTestId('profile-avatar-error')).toHaveTextContent('larger than 1 MB');
    const svg = new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' });
    fireEvent.change(screen.getByTestId('profile-avatar-input'), { target: { files: [svg] } });
    expect(screen.getByTestId('profile-avatar-error')).toHaveTextContent('Choose a PNG, JPEG, WebP or GIF image.');
    expect(requests).toHaveLength(0);
  });

  it('goes back to the generated avatar', async () => {
    const requests = stubProfileSave(user('guest'));
    renderProfile(user('guest'));
    fireEvent.click(screen.getByTestId('profile-avatar-reset'));
    await waitFor(() => expect(requests[0]?.body).toEqual({ avatar: null }));
  });
});

describe('profile route', () => {
  it('asks a visitor to sign in', async () => {
    const openSignIn = vi.fn(async () => null);
    renderRoutes(routes, { route: '/profile', session: { openSignIn } });
    fireEvent.click(await screen.findByTestId('signin-prompt'));
    expect(openSignIn).toHaveBeenCalled();
  });

  it('shows the profile of a signed-in user', async () => {
    renderRoutes(routes, { route: '/profile', session: { user: user('developer') } });
    expect(await screen.findByTestId('profile-page')).toBeInTheDocument();
  });
});
