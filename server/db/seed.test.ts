import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeedSteps } from '../demo-seed';
import { createTestApp, type TestApp } from '../test/app';
import { runSeeds, type SeedStep } from './seed';

describe('seeding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs each step once, and rolls a failed step back so it runs again', async () => {
    let runs = 0;
    const step: SeedStep = {
      name: 'demo-setting',
      run: async (_ctx, trx) => {
        runs++;
        await trx.insertInto('platform_settings').values({ key: 'demo', value: JSON.stringify({ n: runs }) }).execute();
      },
    };
    const failing: SeedStep = {
      name: 'broken',
      run: async (_ctx, trx) => {
        await trx.insertInto('platform_settings').values({ key: 'half-written', value: '{}' }).execute();
        throw new Error('boom');
      },
    };
    expect(await runSeeds(t.app.ctx, [step])).toEqual(['demo-setting']);
    expect(await runSeeds(t.app.ctx, [step])).toEqual([]);
    expect(runs).toBe(1);
    await expect(runSeeds(t.app.ctx, [failing])).rejects.toThrow('boom');
    const left = await t.database.db.selectFrom('platform_settings').select('key').where('key', '=', 'half-written').execute();
    expect(left).toEqual([]);
    expect(await t.database.db.selectFrom('seed_runs').select('name').where('name', '=', 'broken').execute()).toEqual([]);
  });

  it('gives a fresh install a test-mode shop: the embedded chain, its coins, a catalog, a link and a tip jar', async () => {
    expect(await runSeeds(t.app.ctx, demoSeedSteps)).toEqual(['payment-demo-catalog', 'store-demo-catalog', 'payment-demo-credit']);
    expect(await runSeeds(t.app.ctx, demoSeedSteps)).toEqual([]);

    const settings = (await t.app.inject('/payment/api/settings?livemode=false')).json();
    expect(settings.paymentMethods).toHaveLength(1);
    expect(settings.paymentMethods[0]).toMatchObject({ type: 'ethereum', name: 'Test chain', settings: { chain_id: 1337 } });
    expect(settings.paymentMethods[0].payment_currencies.map((c: { symbol: string; decimal: number }) => [c.symbol, c.decimal])).toEqual([
      ['TETH', 18],
      ['TUSD', 6],
      ['credits', 2],
    ]);
    expect(settings.baseCurrency.symbol).toBe('TUSD');

    const db = t.database.db;
    const products = await db.selectFrom('products').select(['name', 'locked']).where('livemode', '=', false).orderBy('name').execute();
    expect(products.map((p) => p.name)).toEqual(['Credit pack', 'Field guide (e-book)', 'Mintgate Pro', 'Plugin review', 'Sticker pack', 'Tip']);
    const links = await db.selectFrom('payment_links').select(['name', 'submit_type']).orderBy('name').execute();
    expect(links).toEqual([
      { name: 'Credit pack', submit_type: 'auto' },
      { name: 'Field guide', submit_type: 'auto' },
      { name: 'Plugin review', submit_type: 'auto' },
      { name: 'Tip jar', submit_type: 'donate' },
    ]);
    // The store is not empty: published plugins in categories, with downloadable bundles.
    const plugins = (await t.app.inject('/api/plugins?pageSize=50')).json();
    expect(plugins.count).toBeGreaterThanOrEqual(5);
    expect((await t.app.inject('/api/categories')).json().count).toBeGreaterThanOrEqual(3);
    const first = plugins.list[0];
    expect(first.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    const bundle = await t.app.inject(`/api/plugins/${first.did}/1.0.0/bundle`);
    expect(bundle.statusCode).toBe(200);
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(bundle.rawPayload).toString('latin1')).toContain(`# ${first.title}`);
    // Nothing lands in live mode.
    expect((await t.app.inject('/payment/api/settings?livemode=true')).json().paymentMethods).toEqual([]);
  });
});
