import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_API } from '../../../common/identity';
import { createTestApp, type TestApp } from '../../test/app';
import { fundedBuyer, setUpChainShop } from '../../test/chain-buyer';
import { bearer, signIn } from '../../test/wallet';

const contact = { customer_name: 'Dev Eloper', customer_email: 'dev@example.com', billing_address: { country: 'us', postal_code: '94105' } };

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('joining the store by stake', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof setUpChainShop>>;

  beforeAll(async () => {
    t = await createTestApp({ PERMISSION_MODE: 'staking', PASSPORT_STAKE_AMOUNT: '2.5' });
    shop = await setUpChainShop(t.app);
  }, 60_000);
  afterAll(() => t.close());

  const api = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, payload });

  it('pays the stake through a checkout on the embedded chain and receives the developer passport', async () => {
    const buyer = await fundedBuyer(t.app);
    const before = (await api(buyer.token, 'GET', '/join')).json();
    expect(before).toMatchObject({ enabled: true, joined: false, stakes: [], stake: { amount: '2500000', currency: { id: shop.currencyId, symbol: 'TUSD', decimal: 6 } } });
    expect((await api(buyer.token, 'GET', '/developer/plugins')).statusCode).toBe(403);

    const started = await api(buyer.token, 'POST', '/join', { agreed: true });
    expect(started.statusCode).toBe(201);
    const { checkoutSessionId, url } = started.json();
    expect(url).toBe(`/payment/checkout/pay/${checkoutSessionId}`);
    // Asking again (a double click, a second tab) answers the same checkout.
    expect((await api(buyer.token, 'POST', '/join', { agreed: true })).json().checkoutSessionId).toBe(checkoutSessionId);

    const { checkoutSession } = (await t.app.inject(`/payment/api/checkout-sessions/retrieve/${checkoutSessionId}`)).json();
    expect(checkoutSession).toMatchObject({ mode: 'payment', amount_total: '2500000', success_url: 'http://localhost:80/developer/plugins' });

    const submitted = await buyer.call('PUT', `/checkout-sessions/${checkoutSessionId}/submit`, { ...contact, payment_method: shop.methodId, payment_currency: shop.currencyId });
    expect(submitted.statusCode).toBe(200);
    const { steps } = (await buyer.call('GET', `/did/payment/request?checkoutSessionId=${checkoutSessionId}&sessionUserDid=${encodeURIComponent(buyer.user.did)}`)).json();
    expect(steps).toEqual([expect.objectContaining({ type: 'transfer', amount: '2500000' })]);
    const hash = await buyer.transfer(steps[0].to, BigInt(steps[0].amount));
    expect((await buyer.call('POST', '/did/payment/submit', { checkoutSessionId, tx_hashes: [hash] })).json()).toEqual({ checkoutSession: 'complete', paid: true });

    expect((await api(buyer.token, 'GET', '/developer/plugins')).statusCode).toBe(200);
    const after = (await api(buyer.token, 'GET', '/join')).json();
    expect(after).toMatchObject({ joined: true, stakes: [{ amount: '2500000', currency_id: shop.currencyId, status: 'staked' }] });
    const again = await api(buyer.token, 'POST', '/join', { agreed: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PASSPORT_EXIST', error: 'You already got a valid developer passport' });

    const welcome = await waitFor(async () => {
      const inbox = (await t.app.inject({ url: `${PLATFORM_API}/user/notifications`, headers: bearer(buyer.token) })).json();
      return inbox.list.find((n: { title: string }) => n.title === 'Welcome, developer');
    });
    expect(welcome.severity).toBe('success');
  });

  it('makes one stake checkout when one person asks several times at once', async () => {
    const visitor = await signIn(t.app);
    const answers = await Promise.all(Array.from({ length: 4 }, () => api(visitor.token, 'POST', '/join', { agreed: true })));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().checkoutSessionId)).size).toBe(1);
  });

  it('asks for agreement and a signed-in user, and refuses the owner who already may publish', async () => {
    expect((await api(null, 'POST', '/join', { agreed: true })).statusCode).toBe(401);
    const visitor = await signIn(t.app);
    const disagreed = await api(visitor.token, 'POST', '/join', {});
    expect(disagreed.statusCode).toBe(400);
    expect(disagreed.json().error).toContain('Please agree to the terms and conditions');
    const owner = await api(shop.merchant.owner.token, 'POST', '/join', { agreed: true });
    expect(owner.json().code).toBe('PASSPORT_EXIST');
    // Nobody asking leaves a half-made checkout behind.
    const sessions = await t.database.db.selectFrom('checkout_sessions').select('id').where('created_via', '=', 'store_join').execute();
    expect(sessions).toHaveLength(2);
  });

  it('needs a currency to take the stake in', async () => {
    await t.database.db.updateTable('payment_currencies').set({ active: false }).where('livemode', '=', false).execute();
    try {
      const visitor = await signIn(t.app);
      expect((await api(visitor.token, 'GET', '/join')).json()).toMatchObject({ enabled: true, stake: null });
      const refused = await api(visitor.token, 'POST', '/join', { agreed: true });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe('STAKE_NOT_CONFIGURED');
    } finally {
      await t.database.db.updateTable('payment_currencies').set({ active: true }).where('livemode', '=', false).execute();
    }
  });
});

describe('joining in invite mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('has no staking: an admin grants the passport instead', async () => {
    await signIn(t.app); // the first wallet becomes the owner
    const visitor = await signIn(t.app);
    expect((await t.app.inject({ url: '/api/join', headers: bearer(visitor.token) })).json()).toMatchObject({ enabled: false, stake: null, joined: false });
    const refused = await t.app.inject({ method: 'POST', url: '/api/join', headers: bearer(visitor.token), payload: { agreed: true } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'NEED_INVITE', error: 'You must be invited to access this store' });
  });
});
