import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { verifyMessage, type Hex } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import type { SessionUser } from '@common/identity.ts';
import { renderUi } from '../../test/render';
import { installPlatformConfig, jsonResponse, user } from '../../test/fixtures';
import { SessionSlot } from '../../app/session/SessionSlot';
import { SignInDialog } from './SignInDialog';
import { TEST_WALLET_STORAGE_KEY } from './test-wallet';
import { ANNOUNCE_EVENT, REQUEST_EVENT } from './eip6963';

const NONCE = 'k3Xq9ZpL2mNa';

type Call = { path: string; method: string; body: unknown };

/** A stand-in server: no session at first, a nonce, then a login that answers `loginAnswer`. */
function stubServer(loginAnswer: (body: { message: string; signature: Hex }) => Response) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), window.location.origin).pathname;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, method: init?.method ?? 'GET', body });
    if (path.endsWith('/auth/session')) return jsonResponse({ user: null });
    if (path.endsWith('/auth/nonce')) return jsonResponse({ nonce: NONCE, expires_at: Math.floor(Date.now() / 1000) + 300 });
    if (path.endsWith('/auth/login')) return loginAnswer(body);
    return jsonResponse({ error: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

async function openDialog() {
  fireEvent.click(await screen.findByTestId('session-connect'));
  return within(await screen.findByTestId('signin-dialog'));
}

function signedInUser(address: string): SessionUser {
  return user('owner', { address, did: `did:pkh:eip155:1337:${address}`, fullName: 'Tess Tester' });
}

describe('SignInDialog', () => {
  it('hides the test wallet in live mode and offers test mode when no wallet is found', async () => {
    stubServer(() => jsonResponse({}, 500));
    renderUi(<SessionSlot />, { realSession: true });
    const dialog = await openDialog();
    expect(dialog.queryByTestId('signin-test-wallet')).not.toBeInTheDocument();
    expect(dialog.getByTestId('signin-no-wallet')).toHaveTextContent('No wallet was found in this browser');

    fireEvent.click(dialog.getByTestId('signin-use-test-mode'));
    expect(window.localStorage.getItem('livemode')).toBe('false');
    const testWallet = await dialog.findByTestId('signin-test-wallet');
    expect(testWallet).toHaveTextContent('Test wallet — for testing only');
  });

  it('offers the test wallet on a live-mode site when a test-mode checkout asks for it', async () => {
    stubServer(() => jsonResponse({}, 500));
    renderUi(<SignInDialog opened onClose={() => {}} testMode />);
    expect(await screen.findByTestId('signin-test-wallet')).toBeInTheDocument();
    expect(window.localStorage.getItem('livemode')).toBeNull();
  });

  it('signs in with the test wallet in test mode', async () => {
    installPlatformConfig({ appName: 'Test Store' });
    window.localStorage.setItem('livemode', 'false');
    let answered: SessionUser | null = null;
    const calls = stubServer(({ message }) => {
      answered = signedInUser(parseSiweMessage(message).address!);
      return jsonResponse({ token: 'tok_1', user: answered });
    });
    renderUi(<SessionSlot />, { realSession: true });
    const dialog = await openDialog();

    const testWallet = dialog.getByTestId('signin-test-wallet');
    const shownAddress = testWallet.textContent!.match(/0x[0-9a-fA-F]{40}/)![0] as Hex;
    expect(window.localStorage.getItem(TEST_WALLET_STORAGE_KEY)).toMatch(/^0x[0-9a-f]{64}$/);
    fireEvent.click(testWallet);

    expect(await screen.findByTestId('session-avatar')).toHaveAttribute('src', answered!.avatar);
    await waitFor(() => expect(screen.queryByTestId('signin-dialog')).not.toBeInTheDocument());

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /.well-known/service/api/auth/session',
      'POST /.well-known/service/api/auth/nonce',
      'POST /.well-known/service/api/auth/login',
    ]);
    const { message, signature } = calls[2].body as { message: string; signature: Hex };
    const fields = parseSiweMessage(message);
    expect(fields).toMatchObject({
      domain: window.location.host,
      uri: window.location.origin,
      nonce: NONCE,
      version: '1',
      chainId: 1337,
      address: shownAddress,
      statement: 'Sign in to Test Store',
    });
    expect(fields.expirationTime!.getTime() - fields.issuedAt!.getTime()).toBe(10 * 60 * 1000);
    await expect(verifyMessage({ address: shownAddress, message, signature })).resolves.toBe(true);
  });

  it('shows the server refusal and stays open', async () => {
    window.localStorage.setItem('livemode', 'false');
    stubServer(() => jsonResponse({ error: 'Nonce expired or already used', code: 'INVALID_NONCE' }, 401));
    renderUi(<SessionSlot />, { realSession: true });
    const dialog = await openDialog();
    fireEvent.click(dialog.getByTestId('signin-test-wallet'));
    expect(await dialog.findByTestId('signin-error')).toHaveTextContent('Nonce expired or already used');
    expect(screen.getByTestId('session-connect')).toBeInTheDocument();
  });

  it('lists wallets announced through EIP-6963 and tells when the user rejects', async () => {
    stubServer(() => jsonResponse({}, 500));
    const provider = {
      request: vi.fn(async () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
      }),
    };
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent(ANNOUNCE_EVENT, {
          detail: { info: { uuid: 'u-1', name: 'Fox Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'io.fox' }, provider },
        }),
      );
    window.addEventListener(REQUEST_EVENT, announce);
    try {
      renderUi(<SessionSlot />, { realSession: true });
      const dialog = await openDialog();
      const wallets = await dialog.findAllByTestId('signin-wallet');
      expect(wallets).toHaveLength(1);
      expect(wallets[0]).toHaveTextContent('Fox Wallet');
      expect(dialog.queryByTestId('signin-no-wallet')).not.toBeInTheDocument();
      await act(async () => {
        fireEvent.click(wallets[0]);
      });
      expect(await dialog.findByTestId('signin-error')).toHaveTextContent('The request was rejected in the wallet.');
      expect(provider.request).toHaveBeenCalledWith({ method: 'eth_requestAccounts' });
    } finally {
      window.removeEventListener(REQUEST_EVENT, announce);
    }
  });

  it('falls back to window.ethereum when no wallet announces itself', async () => {
    stubServer(() => jsonResponse({}, 500));
    vi.stubGlobal('ethereum', { isMetaMask: true, request: vi.fn() });
    renderUi(<SessionSlot />, { realSession: true });
    const dialog = await openDialog();
    expect(await dialog.findByTestId('signin-wallet')).toHaveTextContent('MetaMask');
  });
});
