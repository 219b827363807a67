import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CheckoutAmountError,
  checkoutTotal,
  effectivePrice,
  intervalSeconds,
  isMetered,
  lineItemAmount,
  renewAmount,
  trialApplies,
  trialRemainder,
  trialRemainderText,
  unitAmount,
  upsellSavingPercent,
  type CheckoutLineItem,
  type CheckoutPrice,
  type Interval,
} from './totals';

const USD = 'pc_usd';
const TBA = 'pc_tba';

const oneTime = (unit_amount: string, extra: Partial<CheckoutPrice> = {}): CheckoutPrice => ({
  id: 'price_one',
  type: 'one_time',
  unit_amount,
  currency_id: USD,
  ...extra,
});
const recurring = (unit_amount: string, interval: Interval = 'month', extra: Partial<CheckoutPrice> = {}): CheckoutPrice => ({
  id: `price_${interval}`,
  type: 'recurring',
  unit_amount,
  currency_id: USD,
  recurring: { interval, interval_count: 1, usage_type: 'licensed' },
  ...extra,
});
const metered = (unit_amount: string): CheckoutPrice => ({
  ...recurring(unit_amount),
  recurring: { interval: 'month', interval_count: 1, usage_type: 'metered' },
});
const item = (price: CheckoutPrice, quantity = 1, extra: Partial<CheckoutLineItem> = {}): CheckoutLineItem => ({ price, quantity, ...extra });

describe('unitAmount', () => {
  const price = oneTime('1000', { currency_options: [{ currency_id: TBA, unit_amount: '5000000000000000000' }] });

  it('reads the currency option for the currency', () => {
    expect(unitAmount(price, TBA)).toBe(5_000_000_000_000_000_000n);
  });

  it("falls back to the price's own amount in its primary currency", () => {
    expect(unitAmount(price, USD)).toBe(1000n);
  });

  it('is null for a currency the price is not offered in', () => {
    expect(unitAmount(price, 'pc_eur')).toBeNull();
  });

  it('uses the preset (or first preset) of a pay-what-you-want price', () => {
    expect(unitAmount(oneTime('0', { custom_unit_amount: { preset: '700', presets: ['100', '700'] } }), USD)).toBe(700n);
    expect(unitAmount(oneTime('0', { custom_unit_amount: { presets: ['100', '700'] } }), USD)).toBe(100n);
    expect(
      unitAmount(oneTime('0', { currency_options: [{ currency_id: TBA, unit_amount: '9', custom_unit_amount: { presets: ['3'] } }] }), TBA),
    ).toBe(3n);
  });
});

describe('lineItemAmount', () => {
  it('multiplies the unit amount by the quantity', () => {
    expect(lineItemAmount(item(oneTime('250'), 4), USD)).toBe(1000n);
  });

  it('uses the custom amount as the whole item amount', () => {
    expect(lineItemAmount(item(oneTime('250'), 1, { custom_amount: '999' }), USD)).toBe(999n);
  });

  it('uses the upsell price once chosen', () => {
    const yearly = recurring('100', 'year');
    const withUpsell = item(recurring('10'), 2, { upsell_price: yearly, upsell_price_id: 'price_year' });
    expect(effectivePrice(withUpsell)).toBe(yearly);
    expect(lineItemAmount(withUpsell, USD)).toBe(200n);
    expect(lineItemAmount({ ...withUpsell, upsell_price_id: null }, USD)).toBe(20n);
  });

  it("throws 'This payment method is not supported' for a currency not offered", () => {
    expect(() => lineItemAmount(item(oneTime('1')), 'pc_eur')).toThrow(CheckoutAmountError);
    expect(() => lineItemAmount(item(oneTime('1')), 'pc_eur')).toThrow('This payment method is not supported');
    try {
      lineItemAmount(item(oneTime('1')), 'pc_eur');
    } catch (error) {
      expect(error).toMatchObject({ code: 'CURRENCY_NOT_SUPPORTED', priceId: 'price_one', currencyId: 'pc_eur' });
    }
  });
});

describe('checkoutTotal', () => {
  const items = [item(oneTime('500'), 2), item(recurring('300')), item(metered('7'), 3)];

  it('adds one-time and licensed recurring items and leaves metered items out', () => {
    expect(isMetered(metered('1'))).toBe(true);
    expect(isMetered(recurring('1'))).toBe(false);
    expect(checkoutTotal(items, USD)).toBe(1300n);
  });

  it('leaves all recurring items out while trialing', () => {
    expect(checkoutTotal(items, USD, { trialing: true })).toBe(1000n);
  });

  it('is 0 for no items or metered-only items', () => {
    expect(checkoutTotal([], USD)).toBe(0n);
    expect(checkoutTotal([item(metered('9'), 5)], USD)).toBe(0n);
  });

  it('throws for a currency an item is not offered in', () => {
    expect(() => checkoutTotal(items, 'pc_eur')).toThrow('This payment method is not supported');
  });

  it('renews at the recurring items, metered included', () => {
    expect(renewAmount(items, USD)).toBe(321n);
  });

  it('is the non-negative sum of the non-metered item amounts', () => {
    const price = fc.oneof(
      fc.bigInt({ min: 0n, max: 10n ** 24n }).map((n) => oneTime(String(n))),
      fc.bigInt({ min: 0n, max: 10n ** 24n }).map((n) => recurring(String(n))),
      fc.bigInt({ min: 0n, max: 10n ** 24n }).map((n) => metered(String(n))),
    );
    const lineItem = fc.record({
      price,
      quantity: fc.integer({ min: 1, max: 1000 }),
      custom_amount: fc.option(fc.bigInt({ min: 0n, max: 10n ** 24n }).map(String), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(lineItem, { maxLength: 8 }), fc.boolean(), (list, trialing) => {
        const total = checkoutTotal(list, USD, { trialing });
        const expected = list
          .filter((i) => !isMetered(i.price) && !(trialing && i.price.type === 'recurring'))
          .reduce((sum, i) => sum + (i.custom_amount !== undefined ? BigInt(i.custom_amount) : BigInt(i.price.unit_amount) * BigInt(i.quantity)), 0n);
        expect(total).toBe(expected);
        expect(total).toBeGreaterThanOrEqual(0n);
        expect(checkoutTotal(list, USD, { trialing: true })).toBeLessThanOrEqual(checkoutTotal(list, USD));
      }),
    );
  });
});

describe('trialApplies', () => {
  const now = 1_700_000_000;

  it('applies with trial days or a future trial end', () => {
    expect(trialApplies({ trial_period_days: 7 }, USD, now)).toBe(true);
    expect(trialApplies({ trial_end: now + 60 }, USD, now)).toBe(true);
    expect(trialApplies({ trial_end: now - 60 }, USD, now)).toBe(false);
    expect(trialApplies({ trial_period_days: 0 }, USD, now)).toBe(false);
    expect(trialApplies(null, USD, now)).toBe(false);
  });

  it('applies only to the listed trial currencies', () => {
    expect(trialApplies({ trial_period_days: 7, trial_currency: `${TBA}, ${USD}` }, USD, now)).toBe(true);
    expect(trialApplies({ trial_period_days: 7, trial_currency: TBA }, USD, now)).toBe(false);
    expect(trialApplies({ trial_period_days: 7, trial_currency: '' }, USD, now)).toBe(true);
  });
});

describe('intervalSeconds', () => {
  it.each([
    ['hour', 1, 3600],
    ['day', 1, 86_400],
    ['week', 1, 604_800],
    ['month', 1, 2_592_000],
    ['year', 1, 31_536_000],
    ['month', 3, 7_776_000],
    ['hour', 2, 7200],
  ] as const)('%s × %i is %i s', (interval, interval_count, seconds) => {
    expect(intervalSeconds({ interval, interval_count })).toBe(seconds);
  });

  it('counts one cycle when the count is missing', () => {
    expect(intervalSeconds({ interval: 'week' })).toBe(604_800);
    expect(intervalSeconds({ interval: 'day', interval_count: null })).toBe(86_400);
  });
});

describe('upsellSavingPercent', () => {
  it('saves 17% going from 10 monthly to 100 yearly', () => {
    expect(upsellSavingPercent(recurring('10'), recurring('100', 'year'), USD)).toBe(17);
  });

  it('rounds the percent', () => {
    // 12 × 10 = 120 vs 110: 8.33% → 8
    expect(upsellSavingPercent(recurring('10'), recurring('110', 'year'), USD)).toBe(8);
    // 7 × 10 = 70 vs 35: exactly 50%
    expect(upsellSavingPercent(recurring('10', 'day'), recurring('35', 'week'), USD)).toBe(50);
    // quarterly holds 3 monthly cycles: 3 × 3 = 9 vs 1 → 88.9% → 89
    expect(upsellSavingPercent(recurring('3'), recurring('1', 'month', { recurring: { interval: 'month', interval_count: 3 } }), USD)).toBe(
      89,
    );
  });

  it('is 0 when the upsell is not cheaper, or a price lacks the currency or a cycle', () => {
    expect(upsellSavingPercent(recurring('10'), recurring('120', 'year'), USD)).toBe(0);
    expect(upsellSavingPercent(recurring('10'), recurring('150', 'year'), USD)).toBe(0);
    expect(upsellSavingPercent(recurring('10'), recurring('100', 'year'), TBA)).toBe(0);
    expect(upsellSavingPercent(oneTime('10'), recurring('100', 'year'), USD)).toBe(0);
    expect(upsellSavingPercent(recurring('100', 'year'), recurring('10'), USD)).toBe(0);
    expect(upsellSavingPercent(recurring('0'), recurring('0', 'year'), USD)).toBe(0);
  });

  it('reads the amounts in the chosen currency', () => {
    const monthly = recurring('10', 'month', { currency_options: [{ currency_id: TBA, unit_amount: '1000' }] });
    const yearly = recurring('100', 'year', { currency_options: [{ currency_id: TBA, unit_amount: '6000' }] });
    expect(upsellSavingPercent(monthly, yearly, TBA)).toBe(50);
  });
});

describe('trialRemainderText', () => {
  it.each([
    [0, { value: 0, unit: 'minutes' }],
    [59, { value: 1, unit: 'minutes' }],
    [3599, { value: 60, unit: 'minutes' }],
    [3600, { value: 1, unit: 'hours' }],
    [3601, { value: 2, unit: 'hours' }],
    [86_399, { value: 24, unit: 'hours' }],
    [86_400, { value: 1, unit: 'days' }],
    [86_400 * 6.5, { value: 7, unit: 'days' }],
    [-5, { value: 0, unit: 'minutes' }],
  ])('%i s is %o', (seconds, expected) => {
    expect(trialRemainderText(seconds)).toEqual(expected);
  });
});

describe('trialRemainder', () => {
  const now = 1_700_000_000;

  it('counts down to a future trial end, else shows the trial days', () => {
    expect(trialRemainder({ trial_end: now + 7200, trial_period_days: 14 }, now)).toEqual({ value: 2, unit: 'hours' });
    expect(trialRemainder({ trial_end: now - 1, trial_period_days: 14 }, now)).toEqual({ value: 14, unit: 'days' });
    expect(trialRemainder({}, now)).toBeNull();
  });
});
