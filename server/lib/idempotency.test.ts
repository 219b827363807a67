import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { setUpMerchant } from '../test/merchant';

describe('Idempotency-Key on merchant POSTs', () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof setUpMerchant>>;
  beforeAll(async () => {
    t = await createTestApp();
    m = await setUpMerchant(t.app);
  });
  afterAll(() => t.close());

  const count = async () => (await m.test('GET', '/products')).json().count;

  it('answers a repeated request with the first answer and creates nothing twice', async () => {
    const headers = { 'idempotency-key': 'order-42' };
    const first = await m.test('POST', '/products', { name: 'Once' }, headers);
    expect(first.statusCode).toBe(201);
    const before = await count();
    const second = await m.test('POST', '/products', { name: 'Once' }, headers);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().id).toBe(first.json().id);
    expect(await count()).toBe(before);
  });

  it('refuses the same key with a different body', async () => {
    const headers = { 'idempotency-key': 'order-43' };
    await m.test('POST', '/products', { name: 'First' }, headers);
    const reused = await m.test('POST', '/products', { name: 'Second' }, headers);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('keeps no answer for a request that failed validation, and scopes keys to the caller', async () => {
    const headers = { 'idempotency-key': 'shared-key' };
    const refused = await m.test('POST', '/products', { name: '' }, headers);
    expect(refused.statusCode).toBe(400);
    // The request never ran, so the corrected one may use the same key.
    const corrected = await m.test('POST', '/products', { name: 'Fixed' }, headers);
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    // The live key is another caller: the same key string is new for it.
    const live = await m.live('POST', '/products', { name: 'Live' }, headers);
    expect(live.statusCode).toBe(201);
    expect(live.headers['idempotent-replayed']).toBeUndefined();
  });

  it('frees a key after 24 hours', async () => {
    const headers = { 'idempotency-key': 'old-key' };
    const first = await m.test('POST', '/products', { name: 'Yesterday' }, headers);
    await t.database.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(Date.now() - 25 * 3600 * 1000) } as never)
      .where('key', '=', 'old-key')
      .execute();
    const later = await m.test('POST', '/products', { name: 'Yesterday' }, headers);
    expect(later.json().id).not.toBe(first.json().id);
  });

  it('refuses an over-long key', async () => {
    const res = await m.test('POST', '/products', { name: 'x' }, { 'idempotency-key': 'k'.repeat(256) });
    expect(res.statusCode).toBe(400);
  });
});
