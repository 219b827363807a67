import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { fundedBuyer, setUpChainShop } from '../../test/chain-buyer';
import { newId } from '../../lib/ids';

const contact = { customer_name: 'Ada Buyer', customer_email: 'ada@example.com', billing_address: { country: 'us', postal_code: '94105' } };
const DAY = 86_400;

describe('what a completed checkout leaves behind', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof setUpChainShop>>;
  let lampPrice: string;
  let monthlyPrice: string;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await setUpChainShop(t.app);
    const lamp = (await shop.merchant.test('POST', '/products', { name: 'Lamp', prices: [{ type: 'one_time', unit_amount: '12500000', currency_id: shop.currencyId }] })).json();
    lampPrice = lamp.prices[0].id;
    const club = (
      await shop.merchant.test('POST', '/products', {
        name: 'Lamp club',
        prices: [{ type: 'recurring', unit_amount: '3000000', currency_id: shop.currencyId, recurring: { interval: 'month' } }],
      })
    ).json();
    monthlyPrice = club.prices[0].id;
  }, 60_000);
  afterAll(() => t.close());

  type Buyer = Awaited<ReturnType<typeof fundedBuyer>>;
  const submitBody = () => ({ ...contact, payment_method: shop.methodId, payment_currency: shop.currencyId });

  /** Submits and pays every step the wallet is asked for; answers the completed session. */
  async function buy(buyer: Buyer, body: object) {
    const session = (await shop.merchant.test('POST', '/checkout-sessions', body)).json();
    const submitted = await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, submitBody());
    expect(submitted.statusCode).toBe(200);
    if (submitted.json().checkoutSession.status !== 'complete') {
      const { steps } = (await buyer.call('GET', `/did/${session.mode}/request?checkoutSessionId=${session.id}&sessionUserDid=${encodeURIComponent(buyer.user.did)}`)).json();
      const hashes = [];
      for (const step of steps) hashes.push(step.type === 'approve' ? await buyer.approve(step.to, BigInt(step.amount)) : await buyer.transfer(step.to, BigInt(step.amount)));
      expect((await buyer.call('POST', `/did/${session.mode}/submit`, { checkoutSessionId: session.id, tx_hashes: hashes })).json().paid).toBe(true);
    }
    return (await t.app.inject(`/payment/api/checkout-sessions/retrieve/${session.id}`)).json().checkoutSession;
  }

  /** An unpaid renewal invoice of 3 TUSD, as billing will leave one; answers its id. */
  async function insertRenewal(fields: { customer_id: string; subscription_id?: string; status: 'open' | 'uncollectible'; due_date?: Date }) {
    const id = newId('in');
    await t.database.db
      .insertInto('invoices')
      .values({
        id,
        livemode: false,
        number: `RENEW-${id.slice(-6)}`,
        currency_id: shop.currencyId,
        billing_reason: 'subscription_cycle',
        subtotal: '3000000',
        total: '3000000',
        amount_due: '3000000',
        amount_paid: '0',
        amount_remaining: '3000000',
        period_start: new Date(Date.now() - 40 * DAY * 1000),
        period_end: new Date(Date.now() - 10 * DAY * 1000),
        metadata: '{}',
        ...fields,
      })
      .execute();
    return id;
  }

  it('a one-time purchase gets a paid invoice numbered per customer, visible to its buyer only', async () => {
    const buyer = await fundedBuyer(t.app);
    const session = await buy(buyer, { line_items: [{ price_id: lampPrice, quantity: 2 }] });
    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid', subscription_id: null });
    expect(session.invoice_id).toMatch(/^in_/);

    const invoice = (await buyer.call('GET', `/invoices/${session.invoice_id}?livemode=false`)).json();
    const prefix = buyer.account.address.slice(2, 10).toUpperCase();
    expect(invoice).toMatchObject({
      number: `${prefix}-0001`,
      status: 'paid',
      billing_reason: 'manual',
      total: '25000000',
      amount_paid: '25000000',
      amount_remaining: '0',
      checkout_session_id: session.id,
      customer_name: 'Ada Buyer',
      lines: [{ price_id: lampPrice, quantity: 2, amount: '25000000', description: 'Lamp' }],
    });
    expect(invoice.metadata.payment_details.evm.tx_hash).toMatch(/^0x/);

    const second = await buy(buyer, { line_items: [{ price_id: lampPrice, quantity: 1 }] });
    expect((await buyer.call('GET', `/invoices/${second.invoice_id}?livemode=false`)).json().number).toBe(`${prefix}-0002`);
    expect((await buyer.call('GET', '/invoices?livemode=false')).json().count).toBe(2);

    const stranger = await fundedBuyer(t.app);
    expect((await stranger.call('GET', `/invoices/${session.invoice_id}?livemode=false`)).statusCode).toBe(404);
    expect((await stranger.call('GET', '/invoices?livemode=false')).json()).toEqual({ list: [], count: 0 });
    expect((await shop.merchant.test('GET', `/invoices/${session.invoice_id}`)).json().id).toBe(session.invoice_id);

    const events = (await shop.merchant.test('GET', `/events?object_id=${session.invoice_id}`)).json().list.map((e: { type: string }) => e.type);
    expect(events.sort()).toEqual(['invoice.created', 'invoice.paid']);
  });

  it('a subscription checkout starts an active subscription for one cycle with a subscription_create invoice', async () => {
    const buyer = await fundedBuyer(t.app);
    const before = Math.floor(Date.now() / 1000);
    const session = await buy(buyer, { line_items: [{ price_id: monthlyPrice, quantity: 1 }] });
    expect(session.subscription_id).toMatch(/^sub_/);
    const subscription = (await buyer.call('GET', `/subscriptions/${session.subscription_id}?livemode=false`)).json();
    expect(subscription).toMatchObject({ status: 'active', trial_end: null, latest_invoice_id: session.invoice_id, items: [{ price_id: monthlyPrice, quantity: 1 }], description: 'Lamp club' });
    expect(subscription.current_period_end - subscription.current_period_start).toBe(30 * DAY);
    expect(subscription.current_period_start).toBeGreaterThanOrEqual(before);
    const invoice = (await buyer.call('GET', `/invoices/${session.invoice_id}?livemode=false`)).json();
    expect(invoice).toMatchObject({ billing_reason: 'subscription_create', subscription_id: subscription.id, total: '3000000', status: 'paid' });
    expect((await shop.merchant.test('GET', `/events?object_id=${subscription.id}`)).json().list[0].type).toBe('customer.subscription.created');
  });

  it('a trial is free today but the wallet allows the renewals first: then the subscription is trialing and the invoice is zero', async () => {
    const buyer = await fundedBuyer(t.app);
    const created = (await shop.merchant.test('POST', '/checkout-sessions', { line_items: [{ price_id: monthlyPrice, quantity: 1 }], subscription_data: { trial_period_days: 7 } })).json();
    const submitted = (await buyer.call('PUT', `/checkout-sessions/${created.id}/submit`, submitBody())).json();
    expect(submitted.checkoutSession).toMatchObject({ status: 'open', amount_total: '0' });
    expect(submitted.delegation.sufficient).toBe(false);
    const { steps } = (await buyer.call('GET', `/did/subscription/request?checkoutSessionId=${created.id}&sessionUserDid=${encodeURIComponent(buyer.user.did)}`)).json();
    // Nothing to transfer today: one approval of twelve renewals of 3 TUSD.
    expect(steps).toEqual([{ type: 'approve', chain_id: 1337, to: shop.collector, token: expect.stringMatching(/^0x/), amount: '36000000' }]);

    // A transfer is not an approval; an approval too small is refused.
    const transfer = await buyer.transfer(shop.collector, 1n);
    expect((await buyer.call('POST', '/did/subscription/submit', { checkoutSessionId: created.id, tx_hashes: [transfer] })).json().code).toBe('TX_NOT_APPROVAL');
    const small = await buyer.approve(shop.collector, 1_000_000n);
    expect((await buyer.call('POST', '/did/subscription/submit', { checkoutSessionId: created.id, tx_hashes: [small] })).json().code).toBe('APPROVAL_TOO_LOW');
    const approval = await buyer.approve(shop.collector, BigInt(steps[0].amount));
    expect((await buyer.call('POST', '/did/subscription/submit', { checkoutSessionId: created.id, tx_hashes: [approval] })).json()).toEqual({ checkoutSession: 'complete', paid: true });

    const session = (await t.app.inject(`/payment/api/checkout-sessions/retrieve/${created.id}`)).json().checkoutSession;
    expect(session).toMatchObject({ status: 'complete', payment_status: 'no_payment_required', amount_total: '0' });
    const subscription = (await buyer.call('GET', `/subscriptions/${session.subscription_id}?livemode=false`)).json();
    expect(subscription.status).toBe('trialing');
    expect(subscription.trial_end - subscription.trial_start).toBe(7 * DAY);
    expect(subscription.current_period_end).toBe(subscription.trial_end);
    const invoice = (await buyer.call('GET', `/invoices/${session.invoice_id}?livemode=false`)).json();
    expect(invoice).toMatchObject({ total: '0', lines: [{ amount: '0', description: 'Lamp club (trial)' }] });
  });

  it('a trial completes at submit when the wallet already allows the renewals', async () => {
    const buyer = await fundedBuyer(t.app);
    await buyer.approve(shop.collector, 100_000_000n);
    const created = (await shop.merchant.test('POST', '/checkout-sessions', { line_items: [{ price_id: monthlyPrice, quantity: 1 }], subscription_data: { trial_period_days: 7 } })).json();
    const submitted = (await buyer.call('PUT', `/checkout-sessions/${created.id}/submit`, submitBody())).json();
    expect(submitted.checkoutSession).toMatchObject({ status: 'complete', payment_status: 'no_payment_required' });
    expect(submitted.delegation.sufficient).toBe(true);
    const subscription = (await buyer.call('GET', `/subscriptions/${submitted.checkoutSession.subscription_id}?livemode=false`)).json();
    expect(subscription.status).toBe('trialing');
  });

  it('a trial limited to another currency does not apply: the first cycle is charged', async () => {
    const buyer = await fundedBuyer(t.app);
    const session = await buy(buyer, { line_items: [{ price_id: monthlyPrice, quantity: 1 }], subscription_data: { trial_period_days: 7, trial_currency: 'pc_elsewhere' } });
    expect(session).toMatchObject({ payment_status: 'paid', amount_total: '3000000' });
    expect((await buyer.call('GET', `/subscriptions/${session.subscription_id}?livemode=false`)).json()).toMatchObject({ status: 'active', trial_end: null });
  });

  it('a customer with an invoice past its due date is limited until it is paid', async () => {
    const buyer = await fundedBuyer(t.app);
    const first = await buy(buyer, { line_items: [{ price_id: lampPrice, quantity: 1 }] });
    const customerId = (await buyer.call('GET', `/invoices/${first.invoice_id}?livemode=false`)).json().customer_id;
    // A renewal left open past its due date (renewals themselves are billing's work).
    const overdue = await insertRenewal({ customer_id: customerId, status: 'open', due_date: new Date(Date.now() - DAY * 1000) });
    const session = (await shop.merchant.test('POST', '/checkout-sessions', { line_items: [{ price_id: lampPrice, quantity: 1 }] })).json();
    const limited = await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, submitBody());
    expect(limited.statusCode).toBe(400);
    expect(limited.json().code).toBe('CUSTOMER_LIMITED');

    // The wallet pays every past-due invoice at once (collect-batch), then the purchase goes through.
    const missing = await buyer.call('GET', `/did/collect-batch/request?currencyId=${shop.currencyId}`);
    expect(missing.json()).toMatchObject({ code: 'MISSING_TARGET', error: 'Either subscriptionId or customerId must be provided' });
    const stranger = await fundedBuyer(t.app);
    expect((await stranger.call('GET', `/did/collect-batch/request?currencyId=${shop.currencyId}&customerId=${customerId}`)).statusCode).toBe(403);
    const request = (await buyer.call('GET', `/did/collect-batch/request?currencyId=${shop.currencyId}&customerId=${customerId}`)).json();
    expect(request).toMatchObject({ amount: '3000000', invoices: [overdue], steps: [{ type: 'transfer', to: shop.collector, amount: '3000000' }] });
    const short = await buyer.transfer(shop.collector, 1_000_000n);
    const refused = await buyer.call('POST', '/did/collect-batch/submit', { currencyId: shop.currencyId, customerId, tx_hashes: [short] });
    expect(refused.json().code).toBe('TX_AMOUNT_TOO_LOW');
    const hash = await buyer.transfer(shop.collector, 3_000_000n);
    const paid = await buyer.call('POST', '/did/collect-batch/submit', { currencyId: shop.currencyId, customerId, tx_hashes: [hash] });
    expect(paid.json()).toMatchObject({ paid: true, invoices: [overdue] });
    expect((await buyer.call('GET', `/invoices/${overdue}?livemode=false`)).json()).toMatchObject({ status: 'paid', amount_remaining: '0' });
    // Sending the same proof again changes nothing.
    expect((await buyer.call('POST', '/did/collect-batch/submit', { currencyId: shop.currencyId, customerId, tx_hashes: [hash] })).json()).toMatchObject({ paid: true, invoices: [] });
    expect((await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, submitBody())).statusCode).toBe(200);
  });

  it('a merchant sends an invoice; unpaid past its due date it shows in the overdue summary and blocks purchases', async () => {
    const buyer = await fundedBuyer(t.app);
    const first = await buy(buyer, { line_items: [{ price_id: lampPrice, quantity: 1 }] });
    const customerId = (await buyer.call('GET', `/invoices/${first.invoice_id}?livemode=false`)).json().customer_id;

    const bad = await shop.merchant.test('POST', '/invoices', { customer_id: customerId, currency_id: shop.currencyId, lines: [{ description: '', amount: '-1' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path).sort()).toEqual(['lines.0.amount', 'lines.0.description']);
    expect((await buyer.call('POST', '/invoices', { customer_id: customerId, currency_id: shop.currencyId, lines: [{ description: 'x', amount: '1' }] })).statusCode).toBe(403);

    // Due in 30 days: open, not yet past due.
    const later = await shop.merchant.test('POST', '/invoices', { customer_id: customerId, currency_id: shop.currencyId, lines: [{ description: 'Setup', amount: '1000000' }] });
    expect(later.statusCode).toBe(201);
    expect(later.json()).toMatchObject({ status: 'open', collection_method: 'send_invoice', billing_reason: 'manual', total: '1000000', amount_remaining: '1000000' });
    expect(later.json().due_date - Math.floor(Date.now() / 1000)).toBeGreaterThan(29 * DAY);
    const none = (await buyer.call('GET', `/customers/${customerId}/overdue/invoices?livemode=false`)).json();
    expect(none).toMatchObject({ summary: {}, invoices: [], subscriptionCount: 0, customer: { id: customerId } });

    // Due today: past due at once.
    const due = await shop.merchant.test('POST', '/invoices', {
      customer_id: customerId,
      currency_id: shop.currencyId,
      description: 'Repair',
      days_until_due: 0,
      lines: [
        { description: 'Bulb', amount: '500000', quantity: 3 },
        { description: 'Labour', amount: '2000000' },
      ],
    });
    expect(due.json()).toMatchObject({ total: '3500000', lines: [{ amount: '1500000', quantity: 3 }, { amount: '2000000' }] });
    const overdue = (await buyer.call('GET', `/customers/${customerId}/overdue/invoices?livemode=false`)).json();
    expect(overdue.invoices.map((i: { id: string }) => i.id)).toEqual([due.json().id]);
    expect(overdue.summary[shop.currencyId]).toMatchObject({ amount: '3500000', currency: { symbol: 'TUSD', decimal: 6 }, method: { id: shop.methodId, type: 'ethereum' } });
    const stranger = await fundedBuyer(t.app);
    expect((await stranger.call('GET', `/customers/${customerId}/overdue/invoices?livemode=false`)).statusCode).toBe(404);
    expect((await shop.merchant.test('GET', `/customers/${customerId}/overdue/invoices`)).json().summary[shop.currencyId].amount).toBe('3500000');

    const session = (await shop.merchant.test('POST', '/checkout-sessions', { line_items: [{ price_id: lampPrice, quantity: 1 }] })).json();
    expect((await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, submitBody())).json().code).toBe('CUSTOMER_LIMITED');
    const request = (await buyer.call('GET', `/did/collect-batch/request?currencyId=${shop.currencyId}&customerId=${customerId}`)).json();
    const hash = await buyer.transfer(request.steps[0].to, BigInt(request.steps[0].amount));
    expect((await buyer.call('POST', '/did/collect-batch/submit', { currencyId: shop.currencyId, customerId, tx_hashes: [hash] })).json()).toMatchObject({ paid: true, amount: '3500000' });
    expect((await buyer.call('GET', `/customers/${customerId}/overdue/invoices?livemode=false`)).json().invoices).toEqual([]);
    // The invoice not yet due stays open and does not block.
    expect((await buyer.call('GET', `/invoices/${later.json().id}?livemode=false`)).json().status).toBe('open');
    expect((await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, submitBody())).statusCode).toBe(200);
  });

  it('lists one subscription\'s past-due invoices with the subscription', async () => {
    const buyer = await fundedBuyer(t.app);
    const session = await buy(buyer, { line_items: [{ price_id: monthlyPrice, quantity: 1 }] });
    const subscription = (await buyer.call('GET', `/subscriptions/${session.subscription_id}?livemode=false`)).json();
    const renewal = await insertRenewal({ customer_id: subscription.customer_id, subscription_id: subscription.id, status: 'uncollectible' });
    const overdue = (await buyer.call('GET', `/subscriptions/${subscription.id}/overdue/invoices?livemode=false`)).json();
    expect(overdue).toMatchObject({ subscription: { id: subscription.id }, subscriptionCount: 1, invoices: [{ id: renewal, status: 'uncollectible' }] });
    expect(overdue.summary[shop.currencyId].amount).toBe('3000000');
    const stranger = await fundedBuyer(t.app);
    expect((await stranger.call('GET', `/subscriptions/${subscription.id}/overdue/invoices?livemode=false`)).statusCode).toBe(404);
  });

  it('refuses at submit a method this install cannot take payments with, holding nothing', async () => {
    const buyer = await fundedBuyer(t.app);
    const cards = (
      await shop.merchant.test('POST', '/payment-methods', { type: 'stripe', name: 'Cards', settings: { publishable_key: 'pk_test_abc123', secret_key: 'sk_test_abc123456789' } })
    ).json();
    const currency = (await shop.merchant.test('POST', '/payment-currencies', { payment_method_id: cards.id, name: 'US Dollar', symbol: 'USD', decimal: 2 })).json();
    const price = (await shop.merchant.test('POST', '/products', { name: 'Card lamp', prices: [{ type: 'one_time', unit_amount: '500', currency_id: currency.id }] })).json().prices[0].id;
    const session = (await shop.merchant.test('POST', '/checkout-sessions', { line_items: [{ price_id: price, quantity: 1 }] })).json();
    const refused = await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, { ...contact, payment_method: cards.id, payment_currency: currency.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('METHOD_NOT_SUPPORTED');
    const after = (await t.app.inject(`/payment/api/checkout-sessions/retrieve/${session.id}`)).json();
    expect(after.checkoutSession).toMatchObject({ status: 'open', payment_method_id: null });
    expect(after.paymentIntent).toBeNull();
  });
});
