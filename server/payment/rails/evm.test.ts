import { parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { fundedBuyer, setUpChainShop } from '../../test/chain-buyer';
import { evmRail } from './evm';
import type { RailCurrency, RailMethod } from './rail';
import { railFor } from './registry';

describe('the EVM rail on the embedded chain', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof setUpChainShop>>;
  let method: RailMethod;
  let tusd: RailCurrency;
  const native: RailCurrency = { id: 'pc_native', contract: null, decimal: 18 };

  beforeAll(async () => {
    t = await createTestApp();
    shop = await setUpChainShop(t.app);
    method = await t.database.db.selectFrom('payment_methods').selectAll().where('id', '=', shop.methodId).executeTakeFirstOrThrow();
    tusd = await t.database.db.selectFrom('payment_currencies').select(['id', 'contract', 'decimal']).where('id', '=', shop.currencyId).executeTakeFirstOrThrow();
  }, 60_000);
  afterAll(() => t.close());

  it('is the rail of ethereum and base methods, and no other type', () => {
    expect(railFor('ethereum')).toBe(evmRail);
    expect(railFor('base')).toBe(evmRail);
    expect(() => railFor('stripe')).toThrow('This payment method is not supported');
  });

  it('quotes a transfer, with an approval ahead for tokens only', () => {
    expect(evmRail.quote(method, tusd, 5n)).toEqual([{ type: 'transfer', chain_id: 1337, to: shop.collector, token: tusd.contract, amount: '5' }]);
    expect(evmRail.quote(method, tusd, 5n, { approve: 60n }).map((s) => `${s.type}:${s.amount}`)).toEqual(['approve:60', 'transfer:5']);
    expect(evmRail.quote(method, native, 5n, { approve: 60n })).toEqual([{ type: 'transfer', chain_id: 1337, to: shop.collector, token: null, amount: '5' }]);
  });

  it('finds a payment nobody reported, and refunds part of it to the payer on chain', async () => {
    const buyer = await fundedBuyer(t.app);
    const from = await evmRail.position(t.app.ctx, method);
    const paid = await buyer.transfer(shop.collector, parseUnits('5', 6));
    expect(await evmRail.findPayments(t.app.ctx, method, tusd, { payer: buyer.account.address, from })).toEqual([paid]);
    const before = await evmRail.funds(t.app.ctx, method, tusd, buyer.account.address);
    expect(before.balance).toBe(parseUnits('95', 6));

    const refund = await evmRail.refund(t.app.ctx, method, tusd, { to: buyer.account.address, amount: parseUnits('2', 6) });
    expect(refund.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await evmRail.funds(t.app.ctx, method, tusd, buyer.account.address)).balance).toBe(parseUnits('97', 6));
    expect((await evmRail.funds(t.app.ctx, method, tusd, shop.collector)).balance).toBe(parseUnits('3', 6));

    // Native coin goes back the same way.
    const coinBefore = (await evmRail.funds(t.app.ctx, method, native, buyer.account.address)).balance;
    await evmRail.refund(t.app.ctx, method, native, { to: buyer.account.address, amount: 1000n });
    expect((await evmRail.funds(t.app.ctx, method, native, buyer.account.address)).balance).toBe(coinBefore + 1000n);
  });

  it('collects an approved allowance with the collector key, and refuses more than approved', async () => {
    const buyer = await fundedBuyer(t.app);
    expect(evmRail.canCollect(t.app.ctx, method, tusd)).toBe(true);
    expect(evmRail.canCollect(t.app.ctx, method, native)).toBe(false);
    await buyer.approve(shop.collector, parseUnits('4', 6));
    const collected = await evmRail.collect(t.app.ctx, method, tusd, { payer: buyer.account.address, amount: parseUnits('3', 6) });
    expect(collected).toMatchObject({ payer: buyer.account.address, amount: parseUnits('3', 6) });
    await expect(evmRail.collect(t.app.ctx, method, tusd, { payer: buyer.account.address, amount: parseUnits('3', 6) })).rejects.toThrow();
  });
});
