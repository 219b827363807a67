import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { TESTNET_CHAIN_ID, TESTNET_RPC_PATH, TESTNET_STABLECOIN_ADDRESS } from '../common/testnet';
import type { SeedStep } from './db/seed';
import { newId } from './lib/ids';
import { createPaymentLink } from './payment/catalog/payment-links/service';
import { createPaymentCurrency, createPaymentMethod } from './payment/catalog/payment-methods/service';
import { createProduct } from './payment/catalog/products/service';
import type { Merchant } from './payment/merchant-auth';
import { storeCatalog } from './store/demo-seed';

const TEST_MODE: Merchant = { livemode: false, actor: { type: 'user', did: 'system:demo-seed' } };
/** 6-decimal stablecoin units. */
const usd = (amount: number) => String(Math.round(amount * 1_000_000));

/** The demo merchant: the embedded test chain with its coins, a small catalog, a link and a tip jar. */
const paymentCatalog: SeedStep = {
  name: 'payment-demo-catalog',
  run: async (ctx, trx) => {
    // The server keeps the demo collector's key, so approved allowances can be collected (fast pay).
    const collectorKey = generatePrivateKey();
    const method = await createPaymentMethod(
      ctx,
      TEST_MODE,
      {
        type: 'ethereum',
        name: 'Test chain',
        description: 'The embedded test chain: free test coins from the faucet, nothing of value.',
        settings: {
          chain_id: TESTNET_CHAIN_ID,
          rpc_url: TESTNET_RPC_PATH,
          collector_address: privateKeyToAccount(collectorKey).address,
          collector_private_key: collectorKey,
        },
      },
      trx,
    );
    await createPaymentCurrency(ctx, TEST_MODE, { payment_method_id: method.id, name: 'Test Ether', symbol: 'TETH', decimal: 18, type: 'standard', active: true }, trx);
    const tusd = await createPaymentCurrency(
      ctx,
      TEST_MODE,
      {
        payment_method_id: method.id,
        name: 'Test USD',
        symbol: 'TUSD',
        decimal: 6,
        contract: TESTNET_STABLECOIN_ADDRESS,
        type: 'standard',
        active: true,
        is_base_currency: true,
      },
      trx,
    );
    const currency_id = tusd.id;

    const stickers = await createProduct(
      ctx,
      TEST_MODE,
      { name: 'Sticker pack', description: 'Ten vinyl stickers.', type: 'good', prices: [{ type: 'one_time', unit_amount: usd(2), currency_id }] },
      trx,
    );
    const guide = await createProduct(
      ctx,
      TEST_MODE,
      {
        name: 'Field guide (e-book)',
        description: 'A practical guide to self-hosted payments.',
        type: 'good',
        quantity_available: 100,
        quantity_limit_per_checkout: 3,
        cross_sell: { cross_sells_to_id: stickers.id },
        prices: [{ type: 'one_time', unit_amount: usd(5), currency_id }],
      },
      trx,
    );
    const pro = await createProduct(
      ctx,
      TEST_MODE,
      {
        name: 'Mintgate Pro',
        description: 'Priority support and early plugins.',
        type: 'service',
        features: [{ name: 'Priority support' }, { name: 'Early access' }],
        prices: [
          { type: 'recurring', unit_amount: usd(10), currency_id, recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' }, lookup_key: 'pro-monthly' },
          { type: 'recurring', unit_amount: usd(100), currency_id, recurring: { interval: 'year', interval_count: 1, usage_type: 'licensed' }, lookup_key: 'pro-yearly' },
        ],
      },
      trx,
    );
    // Monthly Pro offers the switch to yearly in checkout.
    await trx
      .updateTable('prices')
      .set({ upsell: JSON.stringify({ upsells_to_id: pro.prices[1].id }) })
      .where('id', '=', pro.prices[0].id)
      .execute();
    const tip = await createProduct(
      ctx,
      TEST_MODE,
      {
        name: 'Tip',
        description: 'Support the project.',
        prices: [
          {
            type: 'one_time',
            unit_amount: '0',
            currency_id,
            custom_unit_amount: { presets: [usd(1), usd(5), usd(10)], preset: usd(5), minimum: usd(0.1), maximum: usd(1000) },
          },
        ],
      },
      trx,
    );

    await createPaymentLink(
      ctx,
      TEST_MODE,
      {
        name: 'Field guide',
        line_items: [{ price_id: guide.prices[0].id, quantity: 1, adjustable_quantity: { enabled: true, minimum: 1, maximum: 3 } }],
        after_completion: { type: 'hosted_confirmation', hosted_confirmation: { custom_message: 'Thanks! Your guide is on its way.' } },
      },
      trx,
    );
    await createPaymentLink(
      ctx,
      TEST_MODE,
      {
        name: 'Tip jar',
        submit_type: 'donate',
        line_items: [{ price_id: tip.prices[0].id, quantity: 1 }],
        donation_settings: { amount: { presets: [usd(1), usd(5), usd(10)], preset: usd(5), custom: true, minimum: usd(0.1), maximum: usd(1000) } },
        after_completion: { type: 'hosted_confirmation', hosted_confirmation: { custom_message: 'Thank you for your support!' } },
        benefits: [
          { name: 'Maintainers', type: 'other', percent: 80 },
          { name: 'Plugin store hosting', type: 'dapp', percent: 20 },
        ],
      },
      trx,
    );
    await trx
      .insertInto('settings')
      .values({
        id: newId('set'),
        livemode: false,
        type: 'donate',
        mount_location: 'demo-blog',
        description: 'Tips on the demo blog',
        active: true,
        settings: JSON.stringify({ amount: { presets: [usd(1), usd(5), usd(10)], preset: usd(5), custom: true }, btnText: 'Tip', historyType: 'avatar' }),
      })
      .execute();
  },
};

/** Credit: a pack of credits bought with test coins, and a service paid with those credits. */
const creditCatalog: SeedStep = {
  name: 'payment-demo-credit',
  run: async (ctx, trx) => {
    const tusd = await trx.selectFrom('payment_currencies').select(['id', 'payment_method_id']).where('livemode', '=', false).where('symbol', '=', 'TUSD').executeTakeFirst();
    if (!tusd) return;
    const credits = await createPaymentCurrency(
      ctx,
      TEST_MODE,
      { payment_method_id: tusd.payment_method_id, name: 'Credits', symbol: 'credits', decimal: 2, type: 'credit', active: true },
      trx,
    );
    const pack = await createProduct(
      ctx,
      TEST_MODE,
      {
        name: 'Credit pack',
        description: '100 credits to spend on reviews, valid for a year.',
        type: 'credit',
        prices: [
          {
            type: 'one_time',
            unit_amount: usd(1),
            currency_id: tusd.id,
            metadata: { credit_config: { credit_amount: '100', currency_id: credits.id, valid_duration_value: 365, valid_duration_unit: 'days' } },
          },
        ],
      },
      trx,
    );
    const review = await createProduct(
      ctx,
      TEST_MODE,
      { name: 'Plugin review', description: 'A maintainer reviews your plugin before you publish it.', type: 'service', prices: [{ type: 'one_time', unit_amount: '2500', currency_id: credits.id }] },
      trx,
    );
    await createPaymentLink(ctx, TEST_MODE, { name: 'Credit pack', line_items: [{ price_id: pack.prices[0].id, quantity: 1, adjustable_quantity: { enabled: true, minimum: 1, maximum: 10 } }] }, trx);
    await createPaymentLink(ctx, TEST_MODE, { name: 'Plugin review', line_items: [{ price_id: review.prices[0].id, quantity: 1 }] }, trx);
  },
};

/** Demo data of every part, in order. Parts add their steps here as they land. */
export const demoSeedSteps: SeedStep[] = [paymentCatalog, storeCatalog, creditCatalog];
