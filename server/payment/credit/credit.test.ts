import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { fundedBuyer, setUpChainShop } from '../../test/chain-buyer';
import { refreshCreditGrant } from './service';

const contact = { customer_name: 'Ada Buyer', customer_email: 'ada@example.com', billing_address: { country: 'us', postal_code: '94105' } };

describe('credit: bought with tokens, spent at checkout', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof setUpChainShop>>;
  let creditId: string;
  let packPrice: string;
  let minutesPrice: string;
  let otherPrice: string;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await setUpChainShop(t.app);
    const credit = await shop.merchant.test('POST', '/payment-currencies', { payment_method_id: shop.methodId, name: 'Minutes', symbol: 'min', decimal: 2, type: 'credit' });
    expect(credit.statusCode).toBe(201);
    creditId = credit.json().id;
    // 100 minutes per pack, for 5 TUSD, valid 30 days.
    const pack = await shop.merchant.test('POST', '/products', {
      name: 'Minute pack',
      type: 'credit',
      prices: [{ type: 'one_time', unit_amount: '5000000', currency_id: shop.currencyId, metadata: { credit_config: { credit_amount: '100', currency_id: creditId, valid_duration_value: 30 } } }],
    });
    expect(pack.statusCode).toBe(201);
    packPrice = pack.json().prices[0].id;
    const call = (await shop.merchant.test('POST', '/products', { name: 'Support call', prices: [{ type: 'one_time', unit_amount: '5000', currency_id: creditId }] })).json();
    minutesPrice = call.prices[0].id;
    const other = (await shop.merchant.test('POST', '/products', { name: 'Workshop', prices: [{ type: 'one_time', unit_amount: '1000', currency_id: creditId }] })).json();
    otherPrice = other.prices[0].id;
  }, 60_000);
  afterAll(() => t.close());

  type Buyer = Awaited<ReturnType<typeof fundedBuyer>>;

  async function buyPacks(buyer: Buyer, quantity: number) {
    const session = (await shop.merchant.test('POST', '/checkout-sessions', { line_items: [{ price_id: packPrice, quantity }] })).json();
    expect((await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, { ...contact, payment_method: shop.methodId, payment_currency: shop.currencyId })).statusCode).toBe(200);
    const { steps } = (await buyer.call('GET', `/did/payment/request?checkoutSessionId=${session.id}&sessionUserDid=${encodeURIComponent(buyer.user.did)}`)).json();
    const hashes = [];
    for (const step of steps) hashes.push(await buyer.transfer(step.to, BigInt(step.amount)));
    expect((await buyer.call('POST', '/did/payment/submit', { checkoutSessionId: session.id, tx_hashes: hashes })).json().paid).toBe(true);
    return session.id as string;
  }

  async function creditCheckout(buyer: Buyer, priceId: string, quantity = 1) {
    const session = (await shop.merchant.test('POST', '/checkout-sessions', { line_items: [{ price_id: priceId, quantity }] })).json();
    const submitted = await buyer.call('PUT', `/checkout-sessions/${session.id}/submit`, { ...contact, payment_method: shop.methodId, payment_currency: creditId });
    expect(submitted.statusCode).toBe(200);
    return { id: session.id as string, answer: submitted.json() };
  }

  const grantsOf = async (buyer: Buyer) => (await buyer.call('GET', '/credit-grants?livemode=false')).json();
  const customerIdOf = async (buyer: Buyer) => (await buyer.call('GET', '/customers/me?livemode=false')).json().id as string;

  it('buying a credit pack grants its credit to the buyer, valid for the price’s duration', async () => {
    const buyer = await fundedBuyer(t.app);
    const sessionId = await buyPacks(buyer, 2);
    const grants = await grantsOf(buyer);
    expect(grants.count).toBe(1);
    const [grant] = grants.list;
    expect(grant).toMatchObject({ status: 'granted', amount: '20000', remaining_amount: '20000', name: 'Minute pack', category: 'paid', currency_id: creditId });
    expect(grant.paymentCurrency).toMatchObject({ symbol: 'min', decimal: 2 });
    const session = (await t.app.inject(`/payment/api/checkout-sessions/retrieve/${sessionId}`)).json().checkoutSession;
    expect(grant.invoice_id).toBe(session.invoice_id);
    const days = (grant.expires_at - grant.effective_at) / 86_400;
    expect(days).toBeCloseTo(30, 2);
    const events = (await shop.merchant.test('GET', `/events?object_id=${grant.id}`)).json().list.map((e: { type: string }) => e.type);
    expect(events).toEqual(['customer.credit_grant.granted']);

    const stranger = await fundedBuyer(t.app);
    expect(await grantsOf(stranger)).toEqual({ list: [], count: 0 });
    expect((await stranger.call('GET', `/credit-grants/${grant.id}?livemode=false`)).statusCode).toBe(404);
  });

  it('pays a checkout priced in credit from the grants, without a wallet, and records what was spent', async () => {
    const buyer = await fundedBuyer(t.app);
    await buyPacks(buyer, 1); // 100 minutes
    const { id, answer } = await creditCheckout(buyer, minutesPrice); // 50 minutes
    expect(answer.creditSufficient).toBe(true);
    expect(answer.fastPayInfo).toMatchObject({ type: 'credit', amount: '5000', token: { balance: '10000' } });
    expect(answer.checkoutSession.status).toBe('open');

    const wallet = await buyer.call('GET', `/did/payment/request?checkoutSessionId=${id}&sessionUserDid=${encodeURIComponent(buyer.user.did)}`);
    expect(wallet.statusCode).toBe(400);
    expect(wallet.json().code).toBe('CREDIT_NO_WALLET');

    const confirmed = await buyer.call('POST', `/checkout-sessions/${id}/fast-checkout-confirm`);
    expect(confirmed.json()).toEqual({ fastPaid: true });
    const retrieved = (await t.app.inject(`/payment/api/checkout-sessions/retrieve/${id}`)).json();
    expect(retrieved.checkoutSession).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(retrieved.paymentIntent.status).toBe('succeeded');

    const [grant] = (await grantsOf(buyer)).list;
    expect(grant.remaining_amount).toBe('5000');
    const transactions = (await buyer.call('GET', '/credit-transactions?livemode=false')).json();
    expect(transactions.count).toBe(1);
    expect(transactions.list[0]).toMatchObject({ credit_grant_id: grant.id, credit_amount: '5000', remaining_balance: '5000', source: 'checkout', checkout_session_id: id, creditGrant: { name: 'Minute pack' } });
    const invoice = (await buyer.call('GET', `/invoices/${retrieved.checkoutSession.invoice_id}?livemode=false`)).json();
    expect(invoice).toMatchObject({ status: 'paid', total: '5000', amount_paid: '5000' });
    expect(invoice.metadata.payment_details.credit.spent).toEqual([{ credit_grant_id: grant.id, credit_transaction_id: transactions.list[0].id, amount: '5000' }]);

    // A second confirm of the same session spends nothing more.
    expect((await buyer.call('POST', `/checkout-sessions/${id}/fast-checkout-confirm`)).json()).toEqual({ fastPaid: true });
    expect((await grantsOf(buyer)).list[0].remaining_amount).toBe('5000');
  });

  it('refuses a credit payment larger than the credit held, and spends nothing', async () => {
    const buyer = await fundedBuyer(t.app);
    await buyPacks(buyer, 1); // 100 minutes
    const { id, answer } = await creditCheckout(buyer, minutesPrice, 3); // 150 minutes
    expect(answer.creditSufficient).toBe(false);
    expect(answer.fastPayInfo.token.balance).toBe('10000');
    const refused = await buyer.call('POST', `/checkout-sessions/${id}/fast-checkout-confirm`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'CREDIT_INSUFFICIENT', error: 'Insufficient Credit' });
    expect((await grantsOf(buyer)).list[0].remaining_amount).toBe('10000');
    expect((await t.app.inject(`/payment/api/checkout-sessions/retrieve/${id}`)).json().checkoutSession.status).toBe('open');
  });

  it('two checkouts confirmed at once cannot spend the same credit', async () => {
    const buyer = await fundedBuyer(t.app);
    await buyPacks(buyer, 1); // 100 minutes: enough for one 60-minute order, not two
    const first = await creditCheckout(buyer, otherPrice, 6);
    const second = await creditCheckout(buyer, otherPrice, 6);
    const answers = await Promise.all([
      buyer.call('POST', `/checkout-sessions/${first.id}/fast-checkout-confirm`),
      buyer.call('POST', `/checkout-sessions/${second.id}/fast-checkout-confirm`),
      buyer.call('POST', `/checkout-sessions/${first.id}/fast-checkout-confirm`),
    ]);
    const paid = answers.filter((a) => a.statusCode === 200).length;
    const refused = answers.filter((a) => a.statusCode === 400 && a.json().code === 'CREDIT_INSUFFICIENT').length;
    expect(paid + refused).toBe(3);
    expect((await grantsOf(buyer)).list[0].remaining_amount).toBe('4000');
    const completed = await Promise.all(
      [first.id, second.id].map(async (id) => (await t.app.inject(`/payment/api/checkout-sessions/retrieve/${id}`)).json().checkoutSession.status),
    );
    expect(completed.filter((s) => s === 'complete')).toHaveLength(1);
    expect((await buyer.call('GET', '/credit-transactions?livemode=false')).json().count).toBe(1);
  });

  it('spends grants that run out first, skips grants limited to other prices, and never spends expired credit', async () => {
    const buyer = await fundedBuyer(t.app);
    await buyPacks(buyer, 1); // 100 minutes for 30 days
    const customerId = await customerIdOf(buyer);
    const soon = Math.floor(Date.now() / 1000) + 86_400;
    const promo = await shop.merchant.test('POST', '/credit-grants', { customer_id: customerId, currency_id: creditId, amount: '1500', name: 'Welcome', expires_at: soon });
    expect(promo.statusCode).toBe(201);
    expect(promo.json()).toMatchObject({ status: 'granted', category: 'promotional', remaining_amount: '1500' });
    const limited = await shop.merchant.test('POST', '/credit-grants', {
      customer_id: customerId,
      currency_id: creditId,
      amount: '99900',
      name: 'Workshop only',
      applicability_config: { scope: { prices: [otherPrice] } },
    });
    expect(limited.statusCode).toBe(201);

    const { id, answer } = await creditCheckout(buyer, minutesPrice); // 50 minutes
    expect(answer.fastPayInfo.token.balance).toBe('11500'); // the workshop-only grant does not count
    expect((await buyer.call('POST', `/checkout-sessions/${id}/fast-checkout-confirm`)).statusCode).toBe(200);
    const grants = (await grantsOf(buyer)).list as { name: string; remaining_amount: string; status: string; id: string }[];
    const byName = Object.fromEntries(grants.map((g) => [g.name, g]));
    expect(byName.Welcome).toMatchObject({ remaining_amount: '0', status: 'depleted' });
    expect(byName['Minute pack'].remaining_amount).toBe('6500');
    expect(byName['Workshop only'].remaining_amount).toBe('99900');

    // Past its expiry a grant pays nothing, even before the expiry job has run…
    await t.database.db.updateTable('credit_grants').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', byName['Minute pack'].id).execute();
    const late = await creditCheckout(buyer, minutesPrice);
    expect(late.answer).toMatchObject({ creditSufficient: false, fastPayInfo: { token: { balance: '0' } } });
    // …and the job writes off what was left.
    await refreshCreditGrant(t.app.ctx, byName['Minute pack'].id);
    expect((await buyer.call('GET', `/credit-grants/${byName['Minute pack'].id}?livemode=false`)).json()).toMatchObject({ status: 'expired', remaining_amount: '0' });
    const expiration = (await buyer.call('GET', '/credit-transactions?livemode=false&source=expiration')).json();
    expect(expiration.list).toMatchObject([{ credit_amount: '6500', remaining_balance: '0', credit_grant_id: byName['Minute pack'].id }]);
  });

  it('a grant that takes effect later is pending until then', async () => {
    const buyer = await fundedBuyer(t.app);
    await buyPacks(buyer, 1);
    const customerId = await customerIdOf(buyer);
    const later = await shop.merchant.test('POST', '/credit-grants', { customer_id: customerId, currency_id: creditId, amount: '500', effective_at: Math.floor(Date.now() / 1000) + 3600 });
    expect(later.json().status).toBe('pending');
    const { answer } = await creditCheckout(buyer, minutesPrice);
    expect(answer.fastPayInfo.token.balance).toBe('10000');
    await t.database.db.updateTable('credit_grants').set({ effective_at: new Date(Date.now() - 1000) }).where('id', '=', later.json().id).execute();
    await refreshCreditGrant(t.app.ctx, later.json().id);
    expect((await shop.merchant.test('GET', `/credit-grants/${later.json().id}`)).json().status).toBe('granted');
  });

  it('checks who grants what', async () => {
    const buyer = await fundedBuyer(t.app);
    await buyPacks(buyer, 1);
    const customerId = await customerIdOf(buyer);
    const wrongCurrency = await shop.merchant.test('POST', '/credit-grants', { customer_id: customerId, currency_id: shop.currencyId, amount: '100' });
    expect(wrongCurrency.statusCode).toBe(400);
    expect(wrongCurrency.json().details).toEqual([{ path: 'currency_id', message: 'must be a credit currency' }]);
    const zero = await shop.merchant.test('POST', '/credit-grants', { customer_id: customerId, currency_id: creditId, amount: '0' });
    expect(zero.statusCode).toBe(400);
    const backwards = await shop.merchant.test('POST', '/credit-grants', { customer_id: customerId, currency_id: creditId, amount: '10', expires_at: 1_000_000 });
    expect(backwards.json().details).toEqual([{ path: 'expires_at', message: 'must be after the grant takes effect' }]);
    // A customer cannot grant themselves credit.
    const self = await buyer.call('POST', '/credit-grants', { customer_id: customerId, currency_id: creditId, amount: '100' });
    expect(self.statusCode).toBe(403);
    // Credit needs a signed-in customer: an anonymous donor cannot pay with it.
    const session = (await shop.merchant.test('POST', '/checkout-sessions', { line_items: [{ price_id: minutesPrice, quantity: 1 }], submit_type: 'donate' })).json();
    const anonymous = await t.app.inject({ method: 'PUT', url: `/payment/api/checkout-sessions/${session.id}/donate-submit`, payload: { ...contact, payment_method: shop.methodId, payment_currency: creditId } });
    expect(anonymous.json().code).toBe('CREDIT_NEEDS_CUSTOMER');
  });
});
