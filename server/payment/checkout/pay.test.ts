import type { AddressInfo } from 'node:net';
import { io } from 'socket.io-client';
import { parseUnits } from 'viem';
import { RELAY_EVENTS, RELAY_SOCKET_PATH } from '../../../common/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { fundedBuyer, setUpChainShop } from '../../test/chain-buyer';
import { reconcilePendingPayments } from './watcher';

const contact = { customer_name: 'Ada Buyer', customer_email: 'ada@example.com', billing_address: { country: 'us', postal_code: '94105' } };

describe('paying a checkout on the embedded chain', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof setUpChainShop>>;
  let priceId: string;
  let productId: string;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await setUpChainShop(t.app);
    const product = (await shop.merchant.test('POST', '/products', {
      name: 'Lamp',
      quantity_available: 100,
      prices: [{ type: 'one_time', unit_amount: '12500000', currency_id: shop.currencyId }],
    })).json();
    priceId = product.prices[0].id;
    productId = product.id;
  }, 60_000);
  afterAll(() => t.close());

  const newSession = async (quantity = 1, extra: object = {}) =>
    (await shop.merchant.test('POST', '/checkout-sessions', { line_items: [{ price_id: priceId, quantity }], ...extra })).json();
  const submitBody = () => ({ ...contact, payment_method: shop.methodId, payment_currency: shop.currencyId });
  const sold = async () =>
    (await t.database.db.selectFrom('prices').select('quantity_sold').where('id', '=', priceId).executeTakeFirstOrThrow()).quantity_sold;

  it('submits, asks the wallet for one transfer, checks the signed transaction on chain and completes once', async () => {
    const buyer = await fundedBuyer(t.app);
    const session = await newSession();
    const submitted = await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, submitBody());
    expect(submitted.statusCode).toBe(200);
    const answer = submitted.json();
    expect(answer.paymentIntent).toMatchObject({ status: 'requires_action', amount: '12500000' });
    expect(answer.customer).toMatchObject({ name: 'Ada Buyer', email: 'ada@example.com' });
    expect(answer.balance.sufficient).toBe(true);
    expect(answer.delegation.sufficient).toBe(false);
    expect(answer.fastPayInfo).toBeNull();

    const request = await buyer.call('GET', `/did/payment/request?checkoutSessionId=${session.id}&sessionUserDid=${encodeURIComponent(buyer.user.did)}`);
    const { steps } = request.json();
    expect(steps).toEqual([{ type: 'transfer', chain_id: 1337, to: shop.collector, token: expect.stringMatching(/^0x/), amount: '12500000' }]);

    const hash = await buyer.transfer(steps[0].to, BigInt(steps[0].amount));
    const paid = await buyer.call('POST', '/did/payment/submit', { checkoutSessionId: session.id, tx_hashes: [hash] });
    expect(paid.json()).toEqual({ checkoutSession: 'complete', paid: true });

    const { checkoutSession, paymentIntent } = (await t.app.inject(`/payment/api/checkout-sessions/retrieve/${session.id}`)).json();
    expect(checkoutSession).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(paymentIntent.status).toBe('succeeded');
    const bound = await t.database.db.selectFrom('chain_transactions').selectAll().where('tx_hash', '=', hash.toLowerCase()).executeTakeFirstOrThrow();
    expect(bound).toMatchObject({ payment_intent_id: paymentIntent.id, amount: '12500000', payer: buyer.account.address });
    expect(Number(bound.gas_used)).toBeGreaterThan(21_000);
    expect(await sold()).toBe(1);

    // Sending the same proof again changes nothing; using it for another session is refused.
    expect((await buyer.call('POST', '/did/payment/submit', { checkoutSessionId: session.id, tx_hashes: [hash] })).json().paid).toBe(true);
    const other = await newSession();
    await buyer.call('PUT', `/checkout-sessions/${other.id}/submit`, submitBody());
    const reused = await buyer.call('POST', '/did/payment/submit', { checkoutSessionId: other.id, tx_hashes: [hash] });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('TX_ALREADY_USED');
    const events = await shop.merchant.test('GET', `/events?object_id=${session.id}&type=checkout.session.completed`);
    expect(events.json().count).toBe(1);
  });

  it('tells the page over the relay when the session completes and its invoice is paid', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const buyer = await fundedBuyer(t.app);
    const session = await newSession();
    await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, submitBody());
    const relay = io(`http://127.0.0.1:${port}`, { path: RELAY_SOCKET_PATH, reconnection: false });
    try {
      expect(await relay.emitWithAck('subscribe', { channel: `checkout:${session.id}` })).toEqual({ ok: true });
      const completed = new Promise<{ response: { id: string } }>((resolve) => relay.once(RELAY_EVENTS.checkoutSessionCompleted, resolve));
      const invoicePaid = new Promise<{ response: { id: string; checkout_session_id: string } }>((resolve) => relay.once(RELAY_EVENTS.invoicePaid, resolve));
      const hash = await buyer.transfer(shop.collector, 12_500_000n);
      await buyer.call('POST', '/did/payment/submit', { checkoutSessionId: session.id, tx_hashes: [hash] });
      expect((await completed).response.id).toBe(session.id);
      const paid = (await invoicePaid).response;
      expect(paid.checkout_session_id).toBe(session.id);
      expect(paid.id).toMatch(/^in_/);
    } finally {
      relay.close();
    }
  });

  it('completes a session once when many pays with the same transaction arrive at the same time', async () => {
    const buyer = await fundedBuyer(t.app);
    const session = await newSession();
    await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, submitBody());
    const hash = await buyer.transfer(shop.collector, 12_500_000n);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => buyer.call('POST', '/did/payment/submit', { checkoutSessionId: session.id, tx_hashes: [hash] })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const completed = await shop.merchant.test('GET', `/events?object_id=${session.id}&type=checkout.session.completed`);
    expect(completed.json().count).toBe(1);
    const intent = await t.database.db.selectFrom('payment_intents').select('amount_received').where('checkout_session_id', '=', session.id).executeTakeFirstOrThrow();
    expect(intent.amount_received).toBe('12500000');
  });

  it('refuses transactions that do not pay this session', async () => {
    const buyer = await fundedBuyer(t.app);
    const stranger = await fundedBuyer(t.app);
    const session = await newSession();
    await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, submitBody());
    const pay = (hash: string) => buyer.call('POST', '/did/payment/submit', { checkoutSessionId: session.id, tx_hashes: [hash] });
    expect((await pay(await buyer.transfer(shop.collector, 12_000_000n))).json().code).toBe('TX_AMOUNT_TOO_LOW');
    expect((await pay(await buyer.transfer(stranger.account.address, 12_500_000n))).json().code).toBe('TX_WRONG_RECIPIENT');
    expect((await pay(await stranger.transfer(shop.collector, 12_500_000n))).json().code).toBe('TX_WRONG_SENDER');
    expect((await pay(`0x${'ab'.repeat(32)}`)).json().code).toBe('TX_NOT_FOUND');
    const other = await buyer.call('POST', '/did/payment/submit', { checkoutSessionId: session.id, sessionUserDid: stranger.user.did, tx_hashes: [`0x${'ab'.repeat(32)}`] });
    expect(other.statusCode).toBe(403);
    expect((await t.app.inject(`/payment/api/checkout-sessions/retrieve/${session.id}`)).json().checkoutSession.status).toBe('open');
  });

  it('pays fast from an approved allowance, without a wallet prompt', async () => {
    const buyer = await fundedBuyer(t.app);
    await buyer.approve(shop.collector, parseUnits('50', 6));
    const session = await newSession();
    const answer = (await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, submitBody())).json();
    expect(answer.delegation.sufficient).toBe(true);
    expect(answer.fastPayInfo).toMatchObject({ type: 'delegation', amount: '12500000', payer: buyer.account.address, token: { balance: '100000000' } });
    const confirmed = await buyer.call('POST', `/checkout-sessions/${session.id}/fast-checkout-confirm`);
    expect(confirmed.json()).toEqual({ fastPaid: true });
    expect((await t.app.inject(`/payment/api/checkout-sessions/retrieve/${session.id}`)).json().checkoutSession.payment_status).toBe('paid');
  });

  it('asks nobody to pay an expired session, but honours a payment that arrives late', async () => {
    const buyer = await fundedBuyer(t.app);
    const session = await newSession();
    await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, submitBody());
    const hash = await buyer.transfer(shop.collector, 12_500_000n);
    await t.database.db.updateTable('checkout_sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', session.id).execute();
    const request = await buyer.call('GET', `/did/payment/request?checkoutSessionId=${session.id}`);
    expect(request.json().code).toBe('SESSION_EXPIRED');
    expect((await buyer.call('POST', `/checkout-sessions/${session.id}/fast-checkout-confirm`)).json().code).toBe('SESSION_EXPIRED');
    const late = await buyer.call('POST', '/did/payment/submit', { checkoutSessionId: session.id, tx_hashes: [hash] });
    expect(late.json()).toEqual({ checkoutSession: 'complete', paid: true });
  });

  it('completes a paid session nobody reported, when the watcher runs', async () => {
    const buyer = await fundedBuyer(t.app);
    const session = await newSession();
    await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, submitBody());
    await buyer.transfer(shop.collector, 12_500_000n);
    // The page went away before reporting the hash.
    expect(await reconcilePendingPayments(t.app.ctx)).toBe(1);
    expect((await t.app.inject(`/payment/api/checkout-sessions/retrieve/${session.id}`)).json().checkoutSession.status).toBe('complete');
    expect(await reconcilePendingPayments(t.app.ctx)).toBe(0);
  });

  it('completes a trial whose approval was sent but never reported, from the watcher', async () => {
    const monthly = (
      await shop.merchant.test('POST', '/products', { name: 'Lamp club', prices: [{ type: 'recurring', unit_amount: '2000000', currency_id: shop.currencyId, recurring: { interval: 'month' } }] })
    ).json().prices[0].id;
    const buyer = await fundedBuyer(t.app);
    const session = (await shop.merchant.test('POST', '/checkout-sessions', { line_items: [{ price_id: monthly, quantity: 1 }], subscription_data: { trial_period_days: 7 } })).json();
    expect((await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, submitBody())).json().checkoutSession.status).toBe('open');
    // Not enough allowance yet: it waits.
    await buyer.approve(shop.collector, 1_000_000n);
    expect(await reconcilePendingPayments(t.app.ctx)).toBe(0);
    await buyer.approve(shop.collector, 24_000_000n);
    expect(await reconcilePendingPayments(t.app.ctx)).toBe(1);
    const completed = (await t.app.inject(`/payment/api/checkout-sessions/retrieve/${session.id}`)).json().checkoutSession;
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'no_payment_required' });
    expect(await reconcilePendingPayments(t.app.ctx)).toBe(0);
  });

  it('checks the form, the sign-in and the order at submit', async () => {
    const buyer = await fundedBuyer(t.app);
    const session = await newSession(1, { billing_address_collection: 'required', phone_number_collection: { enabled: true } });
    const anonymous = await t.app.inject({ method: 'PUT', url: `/payment/api/checkout-sessions/${session.id}/submit`, payload: submitBody() });
    expect(anonymous.statusCode, anonymous.body).toBe(401);
    const bad = await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, {
      ...submitBody(),
      customer_email: 'nope',
      customer_phone: '123',
      billing_address: { country: 'us', postal_code: 'ABCDE' },
    });
    expect(bad.statusCode).toBe(400);
    const byPath = Object.fromEntries(bad.json().details.map((d: { path: string; message: string }) => [d.path, d.message]));
    expect(byPath).toMatchObject({
      customer_email: 'payment.checkout.invalid',
      customer_phone: 'payment.checkout.invalid',
      'billing_address.line1': 'payment.checkout.required',
      'billing_address.city': 'payment.checkout.required',
      'billing_address.state': 'payment.checkout.required',
      'billing_address.postal_code': 'payment.checkout.invalid',
    });
    const wrongCurrency = await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, { ...submitBody(), payment_currency: 'pc_doesnotexist00000' });
    expect(wrongCurrency.json().details[0].path).toBe('payment_currency');

    // A buyer with a customer record, who then falls behind on an invoice.
    const first = await newSession();
    expect((await buyer.call('PUT', `/checkout-sessions/${first.id}/submit`, submitBody())).statusCode).toBe(200);
    await t.database.db.updateTable('customers').set({ delinquent: true }).where('did', '=', buyer.user.did).execute();
    const plain = await newSession();
    const limited = await buyer.call('PUT', `/checkout-sessions/${plain.id}/submit`, submitBody());
    expect(limited.json().code).toBe('CUSTOMER_LIMITED');
  });

  it('never holds more stock than there is, even when checkouts submit at the same time', async () => {
    const product = (await shop.merchant.test('POST', '/products', {
      name: 'Last units',
      quantity_available: 2,
      prices: [{ type: 'one_time', unit_amount: '1000000', currency_id: shop.currencyId }],
    })).json();
    const buyers = await Promise.all(Array.from({ length: 4 }, () => fundedBuyer(t.app)));
    const sessions = await Promise.all(
      buyers.map(async () => (await shop.merchant.test('POST', '/checkout-sessions', { line_items: [{ price_id: product.prices[0].id }] })).json()),
    );
    const answers = await Promise.all(buyers.map((b, i) => b.call('PUT', `/checkout-sessions/${sessions[i].id}/submit`, submitBody())));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'ok' : a.json().code)).sort();
    expect(codes).toEqual(['EXCEED_INVENTORY', 'EXCEED_INVENTORY', 'ok', 'ok']);
    const held = await t.database.db.selectFrom('products').select('quantity_sold').where('id', '=', product.id).executeTakeFirstOrThrow();
    expect(held.quantity_sold).toBe(2);
    void productId;
  });
});
