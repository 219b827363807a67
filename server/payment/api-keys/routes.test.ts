import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { PAY, setUpCurrency, setUpMerchant } from '../../test/merchant';
import { bearer, signIn } from '../../test/wallet';

describe('API keys, roles and mode isolation', () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof setUpMerchant>>;
  beforeAll(async () => {
    t = await createTestApp();
    m = await setUpMerchant(t.app);
  });
  afterAll(() => t.close());

  it('shows a new secret once, stores only its hash, and lists it masked', async () => {
    expect(m.testKey).toMatch(/^sk_test_[1-9A-HJ-NP-Za-km-z]{24,}$/);
    expect(m.liveKey).toMatch(/^sk_live_/);
    const stored = await t.database.db.selectFrom('api_keys').select(['secret_hash', 'secret_hint']).execute();
    expect(JSON.stringify(stored)).not.toContain(m.testKey);
    const list = await t.app.inject({ url: `${PAY}/api-keys?livemode=false`, headers: bearer(m.owner.token) });
    expect(list.json().list).toHaveLength(1);
    expect(list.json().list[0].secret).toBe(`sk_test_…${m.testKey.slice(-4)}`);
  });

  it('lets only an owner or admin session manage keys', async () => {
    const guest = await signIn(t.app);
    expect((await t.app.inject({ method: 'POST', url: `${PAY}/api-keys`, payload: { name: 'x' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${PAY}/api-keys`, headers: bearer(guest.token), payload: { name: 'x' } })).statusCode).toBe(403);
    const byKey = await m.test('POST', '/api-keys', { name: 'from a key' });
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json().code).toBe('SESSION_REQUIRED');
    expect((await t.app.inject({ url: `${PAY}/products`, headers: bearer(guest.token) })).statusCode).toBe(403);
    const bad = await t.app.inject({ url: `${PAY}/products`, headers: bearer('sk_test_notarealkeynotarealkey00000') });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('INVALID_API_KEY');
  });

  it('keeps test and live data apart: a key works only in its own mode', async () => {
    await setUpCurrency(m.live);
    const { currencyId: testCurrency } = await setUpCurrency(m.test);
    const created = await m.live('POST', '/products', { name: 'Live only' });
    expect(created.statusCode).toBe(201);
    expect(created.json().livemode).toBe(true);
    const id = created.json().id;

    expect((await m.test('GET', `/products/${id}`)).statusCode).toBe(404);
    expect((await m.test('GET', '/products')).json().list.map((p: { id: string }) => p.id)).not.toContain(id);
    const forced = await m.test('GET', '/products?livemode=true');
    expect(forced.statusCode).toBe(403);
    expect(forced.json().code).toBe('API_KEY_MODE_MISMATCH');
    // A live price cannot use a test currency.
    const mixed = await m.live('POST', '/prices', { product_id: id, type: 'one_time', unit_amount: '100', currency_id: testCurrency });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().details[0]).toEqual({ path: 'currency_id', message: `no currency ${testCurrency} in this mode` });

    // An owner session chooses the mode with ?livemode.
    const session = (livemode: boolean) =>
      t.app.inject({ url: `${PAY}/products/${id}?livemode=${livemode}`, headers: bearer(m.owner.token) });
    expect((await session(true)).statusCode).toBe(200);
    expect((await session(false)).statusCode).toBe(404);
  });

  it('refuses a revoked key', async () => {
    const created = await t.app.inject({ method: 'POST', url: `${PAY}/api-keys?livemode=false`, headers: bearer(m.owner.token), payload: { name: 'short-lived' } });
    const { id, secret } = created.json();
    expect((await t.app.inject({ url: `${PAY}/products`, headers: bearer(secret) })).statusCode).toBe(200);
    const revoked = await t.app.inject({ method: 'DELETE', url: `${PAY}/api-keys/${id}?livemode=false`, headers: bearer(m.owner.token) });
    expect(revoked.json().revoked_at).not.toBeNull();
    expect((await t.app.inject({ url: `${PAY}/products`, headers: bearer(secret) })).statusCode).toBe(401);
  });
});
