import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, fetchNonce, newAccount, postLogin, signIn, siweMessage, TEST_HOST } from '../../test/wallet';

const API = '/.well-known/service/api';

describe('wallet sign-in (SIWE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sessionCount = async () =>
    Number((await t.database.db.selectFrom('auth_sessions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('issues a nonce that expires in 10 minutes', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API}/auth/nonce` });
    expect(res.statusCode).toBe(200);
    const { nonce, expires_at } = res.json();
    expect(nonce).toMatch(/^[a-zA-Z0-9]{8,}$/);
    expect(expires_at - Date.now() / 1000).toBeGreaterThan(595);
    expect(expires_at - Date.now() / 1000).toBeLessThanOrEqual(600);
  });

  it('signs in, makes the first wallet the owner, and honours cookie, bearer and authToken', async () => {
    const account = newAccount();
    const message = siweMessage(account, await fetchNonce(t.app));
    const res = await postLogin(t.app, { message, signature: await account.signMessage({ message }) });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(user.did).toBe(`did:pkh:eip155:1337:${getAddress(account.address)}`);
    expect(user.role).toBe('owner');
    expect(user.avatar).toBe(`/.well-known/service/user/avatar/${encodeURIComponent(user.did)}?size=48`);
    const cookie = res.cookies.find((c) => c.name === 'login_token');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });

    for (const request of [
      { url: `${API}/auth/session`, cookies: { login_token: token } },
      { url: `${API}/auth/session`, headers: bearer(token) },
      { url: `${API}/auth/session?authToken=${token}` },
    ]) {
      const session = await t.app.inject(request);
      expect(session.json().user.did).toBe(user.did);
    }

    const second = await signIn(t.app);
    expect(second.user.role).toBe('guest');

    const out = await t.app.inject({ method: 'POST', url: `${API}/auth/logout`, headers: bearer(token) });
    expect(out.json()).toEqual({ ok: true });
    expect((await t.app.inject({ url: `${API}/auth/session`, headers: bearer(token) })).json()).toEqual({ user: null });
  });

  it('answers a signed-out or unknown token with a null user', async () => {
    expect((await t.app.inject(`${API}/auth/session`)).json()).toEqual({ user: null });
    expect((await t.app.inject({ url: `${API}/auth/session`, headers: bearer('nope') })).json()).toEqual({ user: null });
  });

  describe('refusals', () => {
    const account = newAccount();
    const refused = async (message: string, signature: `0x${string}`, code: string, remoteAddress?: string) => {
      const before = await sessionCount();
      const res = await postLogin(t.app, { message, signature }, remoteAddress ?? `10.1.0.${Math.floor(Math.random() * 250)}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(code);
      expect(await sessionCount()).toBe(before);
      return res;
    };
    const signed = async (fields: Parameters<typeof siweMessage>[2] = {}, nonce?: string) => {
      const message = siweMessage(account, nonce ?? (await fetchNonce(t.app)), fields);
      return { message, signature: await account.signMessage({ message }) };
    };

    it('a nonce this server did not issue', async () => {
      const { message, signature } = await signed({}, 'madeUpNonce12345');
      await refused(message, signature, 'SIWE_NONCE_UNKNOWN');
    });

    it('a nonce used twice', async () => {
      const { message, signature } = await signed();
      expect((await postLogin(t.app, { message, signature })).statusCode).toBe(200);
      await refused(message, signature, 'SIWE_NONCE_USED');
    });

    it('the same message sent twice at once: only one gets a session', async () => {
      const { message, signature } = await signed();
      const answers = await Promise.all([postLogin(t.app, { message, signature }), postLogin(t.app, { message, signature })]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    });

    it('a nonce older than 10 minutes', async () => {
      const nonce = await fetchNonce(t.app);
      await t.database.db
        .updateTable('auth_nonces')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('nonce', '=', nonce)
        .execute();
      const { message, signature } = await signed({}, nonce);
      await refused(message, signature, 'SIWE_NONCE_EXPIRED');
    });

    it('a domain other than the request host', async () => {
      const { message, signature } = await signed({ domain: 'evil.test' });
      const res = await refused(message, signature, 'SIWE_DOMAIN_MISMATCH');
      expect(res.json().error).toBe(`Sign-in message is for evil.test, not ${TEST_HOST}`);
    });

    it('a uri on another origin', async () => {
      const { message, signature } = await signed({ uri: 'https://shop.test/' });
      await refused(message, signature, 'SIWE_URI_MISMATCH');
    });

    it('an expirationTime in the past', async () => {
      const { message, signature } = await signed({ expirationTime: new Date(Date.now() - 1000) });
      await refused(message, signature, 'SIWE_EXPIRED');
    });

    it('a notBefore in the future', async () => {
      const { message, signature } = await signed({ notBefore: new Date(Date.now() + 60_000) });
      await refused(message, signature, 'SIWE_NOT_YET_VALID');
    });

    it('a signature from another key', async () => {
      const { message } = await signed();
      await refused(message, await newAccount().signMessage({ message }), 'SIWE_BAD_SIGNATURE');
    });

    it('a message that is not EIP-4361', async () => {
      await refused('please let me in', '0x1234', 'SIWE_INVALID_MESSAGE');
    });

    it('a body without a signature, as a 400 naming the field', async () => {
      const res = await postLogin(t.app, { message: 'x' } as never);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].path).toBe('signature');
    });

    it('rate-limits a client after 10 failed sign-ins, but not other clients', async () => {
      const ip = '10.9.9.9';
      const { message } = await signed();
      const wrong = await newAccount().signMessage({ message });
      for (let i = 0; i < 10; i++) await refused(message, wrong, 'SIWE_BAD_SIGNATURE', ip);
      const good = await signed();
      const blocked = await postLogin(t.app, good, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
      expect((await postLogin(t.app, good, '10.9.9.10')).statusCode).toBe(200);
    });
  });
});

describe('owners from OWNER_ADDRESSES', () => {
  let t: TestApp;
  const owner = newAccount();
  beforeAll(async () => {
    t = await createTestApp({ OWNER_ADDRESSES: owner.address.toLowerCase() });
  });
  afterAll(() => t.close());

  it('makes only listed wallets owners, even when another signs in first', async () => {
    expect((await signIn(t.app)).user.role).toBe('guest');
    expect((await signIn(t.app, owner)).user.role).toBe('owner');
  });
});
