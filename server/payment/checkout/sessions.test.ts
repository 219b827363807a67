import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { PAY, setUpCurrency, setUpMerchant } from '../../test/merchant';
import { expireSession } from './service';

describe('checkout sessions', () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof setUpMerchant>>;
  let currencyId: string;
  let guide: { id: string; prices: { id: string }[] };
  let stickers: { id: string; prices: { id: string }[] };
  let pro: { prices: { id: string }[] };
  let tip: { prices: { id: string }[] };

  beforeAll(async () => {
    t = await createTestApp();
    m = await setUpMerchant(t.app);
    ({ currencyId } = await setUpCurrency(m.test));
    const product = async (body: object) => (await m.test('POST', '/products', body)).json();
    const one = (amount: string, extra: object = {}) => ({ type: 'one_time', unit_amount: amount, currency_id: currencyId, ...extra });
    stickers = await product({ name: 'Stickers', prices: [one('2000000')] });
    guide = await product({
      name: 'Guide',
      quantity_available: 5,
      quantity_limit_per_checkout: 3,
      cross_sell: { cross_sells_to_id: stickers.id },
      prices: [one('5000000')],
    });
    pro = await product({
      name: 'Pro',
      prices: [
        { type: 'recurring', unit_amount: '10000000', currency_id: currencyId, recurring: { interval: 'month' } },
        { type: 'recurring', unit_amount: '100000000', currency_id: currencyId, recurring: { interval: 'year' } },
      ],
    });
    await m.test('PUT', `/prices/${pro.prices[0].id}`, { upsell: { upsells_to_id: pro.prices[1].id } });
    tip = await product({ name: 'Tip', prices: [one('0', { custom_unit_amount: { presets: ['1000000', '5000000', '9000000'], minimum: '500000', maximum: '50000000' } })] });
  });
  afterAll(() => t.close());

  const create = (body: object) => m.test('POST', '/checkout-sessions', body);
  const put = (id: string, action: string, payload: object) => t.app.inject({ method: 'PUT', url: `${PAY}/checkout-sessions/${id}/${action}`, payload });
  const retrieve = async (id: string) => (await t.app.inject(`${PAY}/checkout-sessions/retrieve/${id}`)).json();

  it('creates a session with its hosted URL, totals and a 24-hour expiry', async () => {
    const res = await create({ line_items: [{ price_id: guide.prices[0].id, quantity: 2, adjustable_quantity: { enabled: true, minimum: 1, maximum: 10 } }] });
    expect(res.statusCode).toBe(201);
    const session = res.json();
    expect(session).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      mode: 'payment',
      currency_id: currencyId,
      amount_total: '10000000',
      url: `/payment/checkout/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_/);
    expect(session.expires_at - Date.now() / 1000).toBeGreaterThan(24 * 3600 - 10);
    expect(session.line_items[0]).toMatchObject({ quantity: 2, price: { id: guide.prices[0].id, product: { name: 'Guide' } } });

    // Anyone holding the id can load it, as the hosted page does.
    const loaded = await retrieve(session.id);
    expect(loaded.checkoutSession.id).toBe(session.id);
    expect(loaded.paymentIntent).toBeNull();
  });

  it('derives subscription mode from recurring prices and refuses contradictions', async () => {
    expect((await create({ line_items: [{ price_id: pro.prices[0].id }] })).json().mode).toBe('subscription');
    const bad = await create({ mode: 'payment', line_items: [{ price_id: pro.prices[0].id }] });
    expect(bad.json().details).toEqual([{ path: 'mode', message: 'a recurring price needs mode subscription' }]);
  });

  it('refuses bad sessions naming the field', async () => {
    const cases: [object, string][] = [
      [{ line_items: [] }, 'line_items'],
      [{ line_items: [{ price_id: guide.prices[0].id, quantity: 0 }] }, 'line_items.0.quantity'],
      [{ line_items: [{ price_id: guide.prices[0].id, quantity: 4 }] }, 'line_items.0.quantity'],
      [{ line_items: [{ price_id: 'price_doesnotexist000' }] }, 'line_items.0.price_id'],
      [{ line_items: [{ price_id: guide.prices[0].id }], expires_at: Math.floor(Date.now() / 1000) - 10 }, 'expires_at'],
      [{ line_items: [{ price_id: guide.prices[0].id }], currency_id: 'pc_doesnotexist00000' }, 'currency_id'],
    ];
    for (const [body, path] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const overLimit = await create({ line_items: [{ price_id: guide.prices[0].id, quantity: 4 }] });
    expect(overLimit.json().details[0].message).toBe('Exceed purchase limit');
  });

  it('starts a session from a payment link, for anyone, and refuses an archived link', async () => {
    const link = (await m.test('POST', '/payment-links', {
      line_items: [{ price_id: tip.prices[0].id }],
      submit_type: 'donate',
      donation_settings: { amount: { presets: ['1000000', '5000000'], minimum: '1000000', maximum: '20000000' } },
      after_completion: { type: 'hosted_confirmation', hosted_confirmation: { custom_message: 'Thanks!' } },
    })).json();
    const started = await t.app.inject({ method: 'POST', url: `${PAY}/checkout-sessions/start/${link.id}` });
    expect(started.statusCode).toBe(201);
    const session = started.json();
    expect(session).toMatchObject({ payment_link_id: link.id, submit_type: 'donate', amount_total: '5000000' });
    expect(session.after_completion.hosted_confirmation.custom_message).toBe('Thanks!');

    // The custom amount obeys the link's donation range.
    const low = await put(session.id, 'amount', { priceId: tip.prices[0].id, amount: '900000' });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ code: 'payment.checkout.donation.between', error: 'Please enter an amount between 1 and 20.' });
    const ok = await put(session.id, 'amount', { priceId: tip.prices[0].id, amount: '7500000' });
    expect(ok.json().amount_total).toBe('7500000');
    expect((await put(session.id, 'amount', { priceId: guide.prices[0].id, amount: '1' })).statusCode).toBe(400);

    await m.test('PUT', `/payment-links/${link.id}/archive`);
    const archived = await t.app.inject({ method: 'POST', url: `${PAY}/checkout-sessions/start/${link.id}` });
    expect(archived.json()).toMatchObject({ code: 'PAYMENT_LINK_INACTIVE', error: 'This link has expired...' });
  });

  it('adjusts quantities within the item’s bounds and the stock', async () => {
    const session = (await create({ line_items: [{ price_id: guide.prices[0].id, quantity: 1, adjustable_quantity: { enabled: true, minimum: 1, maximum: 10 } }] })).json();
    const itemId = session.line_items[0].id;
    expect((await put(session.id, 'adjust-quantity', { itemId, quantity: 3 })).json().amount_total).toBe('15000000');
    const tooMany = await put(session.id, 'adjust-quantity', { itemId, quantity: 4 });
    expect(tooMany.json().details).toEqual([{ path: 'quantity', message: 'must be between 1 and 3' }]);
    expect((await put(session.id, 'adjust-quantity', { itemId, quantity: 0 })).statusCode).toBe(400);

    const fixed = (await create({ line_items: [{ price_id: guide.prices[0].id, quantity: 1 }] })).json();
    const refused = await put(fixed.id, 'adjust-quantity', { itemId: fixed.line_items[0].id, quantity: 2 });
    expect(refused.json().code).toBe('QUANTITY_NOT_ADJUSTABLE');
  });

  it('switches to the upsell price and back', async () => {
    const session = (await create({ line_items: [{ price_id: pro.prices[0].id }] })).json();
    const up = await put(session.id, 'upsell', { from: pro.prices[0].id, to: pro.prices[1].id });
    expect(up.json()).toMatchObject({ amount_total: '100000000', line_items: [{ upsell_price_id: pro.prices[1].id, upsell_price: { id: pro.prices[1].id } }] });
    expect((await put(session.id, 'upsell', { from: pro.prices[0].id, to: guide.prices[0].id })).statusCode).toBe(400);
    const down = await put(session.id, 'downsell', { from: pro.prices[0].id });
    expect(down.json().amount_total).toBe('10000000');
    expect(down.json().line_items[0].upsell_price_id).toBeUndefined();
  });

  it('offers the cross-sell product, adds it once and removes it', async () => {
    const session = (await create({ line_items: [{ price_id: guide.prices[0].id }] })).json();
    const offer = await t.app.inject(`${PAY}/checkout-sessions/${session.id}/cross-sell`);
    expect(offer.json().id).toBe(stickers.prices[0].id);
    const added = await put(session.id, 'cross-sell', { to: stickers.prices[0].id });
    expect(added.json().amount_total).toBe('7000000');
    expect(added.json().line_items.map((i: { cross_sell?: boolean }) => !!i.cross_sell)).toEqual([false, true]);
    expect((await put(session.id, 'cross-sell', { to: stickers.prices[0].id })).json().line_items).toHaveLength(2);
    expect((await put(session.id, 'cross-sell', { to: guide.prices[0].id })).statusCode).toBe(400);
    const removed = await t.app.inject({ method: 'DELETE', url: `${PAY}/checkout-sessions/${session.id}/cross-sell` });
    expect(removed.json().amount_total).toBe('5000000');

    const none = (await create({ line_items: [{ price_id: stickers.prices[0].id }] })).json();
    expect((await t.app.inject(`${PAY}/checkout-sessions/${none.id}/cross-sell`)).json()).toEqual({ error: 'No cross-sell offer for this session' });
  });

  it('expires a session once expires_at is not after now, and then refuses changes', async () => {
    const session = (await create({ line_items: [{ price_id: guide.prices[0].id, adjustable_quantity: { enabled: true, minimum: 1, maximum: 3 } }] })).json();
    expect(await expireSession(t.app.ctx, session.id)).toBe(false);
    await t.database.db.updateTable('checkout_sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', session.id).execute();
    const refused = await put(session.id, 'adjust-quantity', { itemId: session.line_items[0].id, quantity: 2 });
    expect(refused.json().code).toBe('SESSION_EXPIRED');
    expect((await retrieve(session.id)).checkoutSession.status).toBe('expired');
    const events = await m.test('GET', `/events?object_id=${session.id}`);
    expect(events.json().list.map((e: { type: string }) => e.type)).toEqual(['checkout.session.expired', 'checkout.session.created']);
  });

  it('runs the expiry job at the deadline', async () => {
    const soon = Math.floor(Date.now() / 1000) + 62;
    const session = (await create({ line_items: [{ price_id: stickers.prices[0].id }], expires_at: soon })).json();
    const job = await t.database.execScript(`select start_after from pgboss.job where name = 'checkout-expire' and data->>'sessionId' = '${session.id}'`);
    expect(Math.round(new Date((job[0] as { start_after: string }).start_after).getTime() / 1000)).toBe(soon);
  });
});
