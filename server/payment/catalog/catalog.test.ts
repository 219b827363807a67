import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { setUpCurrency, setUpMerchant } from '../../test/merchant';

describe('catalog API', () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof setUpMerchant>>;
  let currencyId: string;
  let methodId: string;
  beforeAll(async () => {
    t = await createTestApp();
    m = await setUpMerchant(t.app);
    ({ currencyId, methodId } = await setUpCurrency(m.test));
  });
  afterAll(() => t.close());

  const oneTime = (extra: object = {}) => ({ type: 'one_time', unit_amount: '5000000', currency_id: currencyId, ...extra });

  describe('payment methods and currencies', () => {
    it('names the bad setting of a method', async () => {
      const res = await m.test('POST', '/payment-methods', {
        type: 'base',
        name: 'Base',
        settings: { chain_id: 8453, rpc_url: 'not a url', collector_address: '0x12' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path).sort()).toEqual(['settings.collector_address', 'settings.rpc_url']);
    });

    it('seals Stripe keys and never sends them back, merging updates over them', async () => {
      const created = await m.test('POST', '/payment-methods', {
        type: 'stripe',
        name: 'Cards',
        settings: { publishable_key: 'pk_test_abc123', secret_key: 'sk_test_supersecret99', webhook_signing_secret: 'whsec_abc' },
      });
      expect(created.statusCode).toBe(201);
      const method = created.json();
      expect(JSON.stringify(method)).not.toContain('supersecret');
      expect(method.settings).toEqual({ publishable_key: 'pk_test_abc123', dashboard: 'https://dashboard.stripe.com' });
      expect(method.has_secret_settings).toBe(true);
      const row = await t.database.db.selectFrom('payment_methods').select('secret_settings').where('id', '=', method.id).executeTakeFirstOrThrow();
      expect(row.secret_settings).not.toContain('supersecret');

      const renamed = await m.test('PUT', `/payment-methods/${method.id}`, { name: 'Cards (Stripe)', settings: { publishable_key: 'pk_test_new456' } });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().settings.publishable_key).toBe('pk_test_new456');
      const bad = await m.test('PUT', `/payment-methods/${method.id}`, { settings: { secret_key: 'nope' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details[0].path).toBe('settings.secret_key');
    });

    it('checks currency decimals and precision, and one symbol per method', async () => {
      const tooMany = await m.test('POST', '/payment-currencies', { payment_method_id: methodId, name: 'X', symbol: 'X', decimal: 19 });
      expect(tooMany.json().details[0].path).toBe('decimal');
      const precise = await m.test('POST', '/payment-currencies', { payment_method_id: methodId, name: 'X', symbol: 'X', decimal: 2, maximum_precision: 4 });
      expect(precise.json().details[0]).toEqual({ path: 'maximum_precision', message: 'must not exceed decimal' });
      const again = await m.test('POST', '/payment-currencies', { payment_method_id: methodId, name: 'Again', symbol: 'TUSD', decimal: 6 });
      expect(again.statusCode).toBe(409);
      const native = await m.test('POST', '/payment-currencies', { payment_method_id: methodId, name: 'Test Ether', symbol: 'TETH', decimal: 18 });
      expect(native.json()).toMatchObject({ decimal: 18, maximum_precision: 6, type: 'standard', active: true });
      const list = await m.test('GET', `/payment-methods/${methodId}`);
      expect(list.json().payment_currencies.map((c: { symbol: string }) => c.symbol)).toEqual(['TUSD', 'TETH']);
    });
  });

  describe('products and prices', () => {
    it('creates a product with its prices, expanded on read', async () => {
      const res = await m.test('POST', '/products', {
        name: 'Pro plan',
        description: 'Everything',
        type: 'service',
        features: [{ name: 'Unlimited' }],
        prices: [
          { type: 'recurring', unit_amount: '10000000', currency_id: currencyId, recurring: { interval: 'month' } },
          { type: 'recurring', unit_amount: '100000000', currency_id: currencyId, recurring: { interval: 'year' }, lookup_key: 'pro-yearly' },
        ],
      });
      expect(res.statusCode).toBe(201);
      const product = res.json();
      expect(product.id).toMatch(/^prod_/);
      expect(product.prices).toHaveLength(2);
      expect(product.default_price_id).toBe(product.prices[0].id);
      expect(product.prices[0]).toMatchObject({
        unit_amount: '10000000',
        recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
        product: { id: product.id, name: 'Pro plan' },
      });

      const [monthly, yearly] = product.prices;
      const upsell = await m.test('PUT', `/prices/${monthly.id}`, { upsell: { upsells_to_id: yearly.id } });
      expect(upsell.json().upsell).toMatchObject({ upsells_to_id: yearly.id, upsells_to: { id: yearly.id, unit_amount: '100000000' } });
      const self = await m.test('PUT', `/prices/${monthly.id}`, { upsell: { upsells_to_id: monthly.id } });
      expect(self.json().details[0].message).toBe('cannot upsell a price to itself');

      const read = await m.test('GET', `/prices/${yearly.id}`);
      expect(read.json().product.name).toBe('Pro plan');
      const byKey = await m.test('GET', '/prices?lookup_key=pro-yearly');
      expect(byKey.json().list.map((p: { id: string }) => p.id)).toEqual([yearly.id]);
      const taken = await m.test('POST', '/prices', { ...oneTime(), product_id: product.id, lookup_key: 'pro-yearly' });
      expect(taken.statusCode).toBe(409);
    });

    it('refuses bad prices naming the field', async () => {
      const product = (await m.test('POST', '/products', { name: 'Widget' })).json();
      const cases: [object, string][] = [
        [{ type: 'recurring', unit_amount: '1', currency_id: currencyId }, 'recurring'],
        [{ type: 'one_time', unit_amount: '1', currency_id: currencyId, recurring: { interval: 'month' } }, 'recurring'],
        [{ type: 'one_time', unit_amount: '-1', currency_id: currencyId }, 'unit_amount'],
        [{ type: 'one_time', unit_amount: '1.5', currency_id: currencyId }, 'unit_amount'],
        [{ type: 'one_time', unit_amount: 100, currency_id: currencyId }, 'unit_amount'],
        [{ type: 'recurring', unit_amount: '1', currency_id: currencyId, recurring: { interval: 'fortnight' } }, 'recurring.interval'],
        [{ type: 'one_time', unit_amount: '1', currency_id: 'pc_missing000000000' }, 'currency_id'],
        [{ ...oneTime(), custom_unit_amount: { minimum: '10', maximum: '5' } }, 'custom_unit_amount.maximum'],
        [{ ...oneTime(), custom_unit_amount: { minimum: '10', maximum: '50', presets: ['5'] } }, 'custom_unit_amount.presets.0'],
      ];
      for (const [body, path] of cases) {
        const res = await m.test('POST', '/prices', { product_id: product.id, ...body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error).toMatch(/^Validate failed: /);
        expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
      }
      const inline = await m.test('POST', '/products', { name: 'Bad inline', prices: [{ type: 'one_time', unit_amount: '1', currency_id: 'pc_missing000000000' }] });
      expect(inline.statusCode).toBe(400);
      expect(inline.json().details[0].path).toBe('prices.0.currency_id');
      // Nothing of a refused product is written.
      expect((await m.test('GET', '/products?q=Bad%20inline')).json().count).toBe(0);
    });

    it('updates, archives and deletes while unused, and freezes pricing once a link uses it', async () => {
      const product = (await m.test('POST', '/products', { name: 'E-book', prices: [oneTime()] })).json();
      const priceId = product.prices[0].id;
      const updated = await m.test('PUT', `/products/${product.id}`, { name: 'E-book (2nd ed.)', quantity_available: 100 });
      expect(updated.json()).toMatchObject({ name: 'E-book (2nd ed.)', quantity_available: 100, locked: false });
      expect((await m.test('PUT', `/prices/${priceId}`, { unit_amount: '6000000' })).json().unit_amount).toBe('6000000');

      const link = await m.test('POST', '/payment-links', { line_items: [{ price_id: priceId, quantity: 1 }] });
      expect(link.statusCode).toBe(201);
      const frozen = await m.test('PUT', `/prices/${priceId}`, { unit_amount: '1' });
      expect(frozen.statusCode).toBe(409);
      expect(frozen.json().code).toBe('RESOURCE_LOCKED');
      expect((await m.test('PUT', `/prices/${priceId}`, { nickname: 'Launch price' })).json().nickname).toBe('Launch price');
      const del = await m.test('DELETE', `/products/${product.id}`);
      expect(del.statusCode).toBe(409);
      expect(del.json().error).toBe(`Product ${product.id} is in use; archive it instead`);

      const archived = await m.test('PUT', `/products/${product.id}/archive`);
      expect(archived.json().active).toBe(false);
      expect((await m.test('GET', '/products?active=true')).json().list.map((p: { id: string }) => p.id)).not.toContain(product.id);
      const priceArchived = await m.test('PUT', `/prices/${priceId}/archive`);
      expect(priceArchived.json().active).toBe(false);
      const useArchived = await m.test('POST', '/payment-links', { line_items: [{ price_id: priceId }] });
      expect(useArchived.statusCode).toBe(400);
      expect(useArchived.json().details[0].message).toBe(`price ${priceId} is archived`);

      const spare = (await m.test('POST', '/products', { name: 'Spare', prices: [oneTime()] })).json();
      expect((await m.test('DELETE', `/products/${spare.id}`)).json()).toEqual({ id: spare.id, object: 'product', deleted: true });
      expect((await m.test('GET', `/products/${spare.id}`)).statusCode).toBe(404);
      expect((await m.test('GET', `/prices/${spare.prices[0].id}`)).statusCode).toBe(404);
    });

    it('pages and searches products', async () => {
      for (const name of ['Alpha tool', 'Beta tool', 'Gamma']) await m.test('POST', '/products', { name });
      const page = (await m.test('GET', '/products?q=tool&pageSize=1&page=2')).json();
      expect(page.count).toBe(2);
      expect(page.list.map((p: { name: string }) => p.name)).toEqual(['Alpha tool']);
      expect((await m.test('GET', '/products?pageSize=500')).statusCode).toBe(400);
    });
  });

  describe('payment links', () => {
    it('stores donation settings and benefits, and serves the benefits publicly', async () => {
      const product = (await m.test('POST', '/products', {
        name: 'Tip jar',
        prices: [{ ...oneTime({ unit_amount: '0' }), custom_unit_amount: { presets: ['1000000', '5000000', '10000000'], preset: '5000000' } }],
      })).json();
      const res = await m.test('POST', '/payment-links', {
        line_items: [{ price_id: product.prices[0].id }],
        submit_type: 'donate',
        donation_settings: { amount: { presets: ['1000000', '5000000', '10000000'], custom: true, minimum: '100000', maximum: '1000000000' } },
        after_completion: { type: 'hosted_confirmation', hosted_confirmation: { custom_message: 'Thank you!' } },
        benefits: [
          { name: 'Author', address: '0x000000000000000000000000000000000000bEEF', type: 'other', percent: 70 },
          { name: 'Docs site', url: 'https://docs.example.com', type: 'dapp', percent: 30 },
        ],
      });
      expect(res.statusCode).toBe(201);
      const link = res.json();
      expect(link.id).toMatch(/^plink_/);
      expect(link.url).toBe(`/payment/checkout/pay/${link.id}`);
      expect(link.line_items[0].price.id).toBe(product.prices[0].id);
      expect(link.donation_settings.amount.presets).toEqual(['1000000', '5000000', '10000000']);

      const benefits = await t.app.inject(`/payment/api/payment-links/${link.id}/benefits`);
      expect(benefits.statusCode).toBe(200);
      expect(benefits.json().list).toEqual([
        { name: 'Author', avatar: null, address: '0x000000000000000000000000000000000000bEEF', url: null, type: 'other', amount: null, percent: 70 },
        { name: 'Docs site', avatar: null, address: null, url: 'https://docs.example.com', type: 'dapp', amount: null, percent: 30 },
      ]);
      const tooMuch = await m.test('POST', '/payment-links', {
        line_items: [{ price_id: product.prices[0].id }],
        benefits: [{ name: 'A', percent: 60 }, { name: 'B', percent: 50 }],
      });
      expect(tooMuch.json().details[0]).toEqual({ path: 'benefits', message: 'percents must add up to at most 100' });
    });

    it('refuses a link without items, with a duplicate price, or two custom amounts', async () => {
      expect((await m.test('POST', '/payment-links', { line_items: [] })).json().details[0].path).toBe('line_items');
      const a = (await m.test('POST', '/products', { name: 'A', prices: [oneTime({ custom_unit_amount: {} })] })).json().prices[0].id;
      const b = (await m.test('POST', '/products', { name: 'B', prices: [oneTime({ custom_unit_amount: {} })] })).json().prices[0].id;
      const dup = await m.test('POST', '/payment-links', { line_items: [{ price_id: a }, { price_id: a }] });
      expect(dup.json().details.map((d: { message: string }) => d.message)).toContain('each price may appear once');
      const two = await m.test('POST', '/payment-links', { line_items: [{ price_id: a }, { price_id: b }] });
      expect(two.json().details.map((d: { message: string }) => d.message)).toContain('only one item may have a custom amount');
    });
  });
});
