import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { PAY, setUpCurrency, setUpMerchant } from '../../test/merchant';
import { bearer, signIn } from '../../test/wallet';

describe('customers and settings', () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof setUpMerchant>>;
  let buyer: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    m = await setUpMerchant(t.app);
    buyer = await signIn(t.app);
  });
  afterAll(() => t.close());

  const asBuyer = (method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `${PAY}${url}`, headers: bearer(buyer.token), payload });

  it('answers /customers/me from the session user until a customer exists, when asked to', async () => {
    expect((await t.app.inject(`${PAY}/customers/me`)).statusCode).toBe(401);
    const missing = await asBuyer('GET', '/customers/me?livemode=false');
    expect(missing.statusCode).toBe(404);
    const fallback = await asBuyer('GET', '/customers/me?livemode=false&fallback=1&skipSummary=1');
    expect(fallback.json()).toMatchObject({ id: null, did: buyer.user.did, name: '', email: '' });
  });

  it('saves contact information on the user’s own customer and shows it to the merchant', async () => {
    const saved = await asBuyer('PUT', '/customers/me?livemode=false', {
      name: 'Bea Buyer',
      email: 'bea@example.com',
      phone: '+14155550100',
      address: { country: 'us', state: 'CA', city: 'San Francisco', line1: '1 Main St', postal_code: '94105' },
      metadata: { phone: { country: 'us', phoneNumber: '4155550100' } },
    });
    expect(saved.statusCode).toBe(200);
    const customer = saved.json();
    expect(customer.id).toMatch(/^cus_/);
    expect(customer).toMatchObject({ did: buyer.user.did, livemode: false, name: 'Bea Buyer', address: { city: 'San Francisco' } });
    expect((await asBuyer('PUT', '/customers/me?livemode=false', { email: 'not-mail' })).json().details[0].path).toBe('email');
    expect((await asBuyer('GET', '/customers/me?livemode=false')).json().id).toBe(customer.id);
    // Live mode has its own customers.
    expect((await asBuyer('GET', '/customers/me?livemode=true')).statusCode).toBe(404);

    const list = await m.test('GET', '/customers?q=bea');
    expect(list.json().list.map((c: { id: string }) => c.id)).toEqual([customer.id]);
    expect((await m.test('GET', `/customers/${customer.id}`)).json().email).toBe('bea@example.com');
    expect((await m.live('GET', `/customers/${customer.id}`)).statusCode).toBe(404);
    expect((await asBuyer('GET', '/customers')).statusCode).toBe(403);
    const events = await m.test('GET', `/events?object_id=${customer.id}`);
    expect(events.json().list.map((e: { type: string }) => e.type).sort()).toEqual(['customer.created', 'customer.updated']);
  });

  it('lists active payment methods with their active currencies and no secrets', async () => {
    const { methodId } = await setUpCurrency(m.test);
    await m.test('POST', '/payment-methods', {
      type: 'stripe',
      name: 'Cards',
      settings: { publishable_key: 'pk_test_pub', secret_key: 'sk_test_hidden000' },
    });
    const off = await m.test('POST', '/payment-currencies', { payment_method_id: methodId, name: 'Off', symbol: 'OFF', decimal: 2, active: false });
    expect(off.statusCode).toBe(201);
    const res = await t.app.inject(`${PAY}/settings?livemode=false`);
    expect(res.statusCode).toBe(200);
    const { paymentMethods, baseCurrency } = res.json();
    expect(res.body).not.toContain('sk_test_hidden');
    expect(res.body).not.toContain('collector_address');
    expect(paymentMethods.map((p: { type: string }) => p.type)).toEqual(['ethereum', 'stripe']);
    expect(paymentMethods[0].payment_currencies.map((c: { symbol: string }) => c.symbol)).toEqual(['TUSD']);
    expect(paymentMethods[1].settings).toEqual({ stripe: { publishable_key: 'pk_test_pub' } });
    expect(baseCurrency.symbol).toBe('TUSD');
    expect((await t.app.inject(`${PAY}/settings?livemode=true`)).json()).toEqual({ paymentMethods: [], baseCurrency: null });
  });

  it('creates donation settings once per mount location, inactive unless an owner creates them', async () => {
    const body = {
      mountLocation: 'blog-post-1',
      type: 'donate',
      livemode: false,
      active: true,
      defaultSettings: { amount: { presets: ['1000000', '2000000'], custom: true }, btnText: 'Tip' },
    };
    const first = await asBuyer('POST', '/settings', body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ mountLocation: 'blog-post-1', active: false, settings: { btnText: 'Tip' } });
    const again = await t.app.inject({ method: 'POST', url: `${PAY}/settings`, payload: { ...body, defaultSettings: { btnText: 'Other' } } });
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().settings.btnText).toBe('Tip');

    const enable = (token: string) =>
      t.app.inject({ method: 'PUT', url: `${PAY}/settings/${first.json().id}`, headers: bearer(token), payload: { active: true } });
    expect((await enable(buyer.token)).statusCode).toBe(403);
    expect((await enable(m.owner.token)).json().active).toBe(true);
    const configured = await t.app.inject({
      method: 'PUT',
      url: `${PAY}/settings/blog-post-1?livemode=false`,
      headers: bearer(m.owner.token),
      payload: { settings: { amount: { presets: ['3000000'], custom: false } } },
    });
    expect(configured.json().settings).toMatchObject({ btnText: 'Tip', amount: { presets: ['3000000'], custom: false } });

    const owned = await t.app.inject({ method: 'POST', url: `${PAY}/settings`, headers: bearer(m.owner.token), payload: { ...body, mountLocation: 'page-2' } });
    expect(owned.json().active).toBe(true);
    const bad = await asBuyer('POST', '/settings', { ...body, type: 'notification' });
    expect(bad.statusCode).toBe(400);
  });
});
