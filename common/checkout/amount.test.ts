import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkDonationAmount,
  checkSingleCustomAmount,
  defaultPreset,
  effectivePrecision,
  fromUnits,
  isAmountInputError,
  randomCustomAmount,
  toUnits,
} from './amount';

describe('toUnits', () => {
  it.each([
    ['1', 6, 1_000_000n],
    ['0.5', 6, 500_000n],
    ['.5', 6, 500_000n],
    ['5.', 6, 5_000_000n],
    [' 12.34 ', 2, 1234n],
    ['007', 0, 7n],
    ['0', 18, 0n],
    ['1.5', 18, 1_500_000_000_000_000_000n],
    ['1.100000000', 6, 1_100_000n],
  ])('parses %j with %i decimals', (text, decimals, expected) => {
    expect(toUnits(text, decimals)).toBe(expected);
  });

  it.each(['', ' ', '.', 'abc', '-1', '1e3', '1,000', '1.2.3', '+1'])('refuses %j as invalid', (text) => {
    expect(toUnits(text, 6)).toEqual({ code: 'INVALID_AMOUNT', key: 'payment.checkout.invalid', message: 'Invalid' });
  });

  it('refuses more decimals than the default precision of 6', () => {
    expect(toUnits('0.1234567', 18)).toEqual({
      code: 'AMOUNT_PRECISION',
      key: 'common.amountPrecisionLimit',
      message: 'Amount decimal places must be less than or equal to 6',
      precision: 6,
    });
    expect(toUnits('0.123456', 18)).toBe(123_456_000_000_000_000n);
  });

  it("uses the currency's maximum precision", () => {
    const error = toUnits('1.234', 18, 2);
    expect(isAmountInputError(error) && error.message).toBe('Amount decimal places must be less than or equal to 2');
    expect(toUnits('1.23', 18, 2)).toBe(1_230_000_000_000_000_000n);
  });

  it('never allows more decimals than the unit itself has', () => {
    const error = toUnits('1.001', 2);
    expect(isAmountInputError(error) && error.message).toBe('Amount decimal places must be less than or equal to 2');
    expect(effectivePrecision(2, 6)).toBe(2);
    expect(effectivePrecision(18)).toBe(6);
  });
});

describe('fromUnits', () => {
  it.each([
    [1_500_000n, 6, 6, '1.5'],
    [0n, 6, 6, '0'],
    ['2000000', 6, 6, '2'],
    [-1_500_000n, 6, 6, '-1.5'],
    [5n, 0, 6, '5'],
    [1_234_567_890_000_000_000n, 18, 6, '1.234568'],
    [1_234_565_000_000_000_000n, 18, 6, '1.234565'],
    [1_999_999_900_000_000_000n, 18, 6, '2'],
    [1_005n, 3, 2, '1.01'],
    [1_004n, 3, 2, '1'],
    [-1_005n, 3, 2, '-1.01'],
    [-4n, 3, 2, '0'],
    [123_456_789n, 2, 6, '1234567.89'],
  ])('formats %s with %i decimals and precision %i as %j', (units, decimals, precision, expected) => {
    expect(fromUnits(units, decimals, precision)).toBe(expected);
  });

  it('defaults to 6 decimals of precision', () => {
    expect(fromUnits(1n, 18)).toBe('0');
    expect(fromUnits(1_000_000_000_000n, 18)).toBe('0.000001');
  });
});

describe('toUnits / fromUnits properties', () => {
  const decimalsAndPrecision = fc
    .integer({ min: 0, max: 18 })
    .chain((decimals) => fc.tuple(fc.constant(decimals), fc.integer({ min: 0, max: decimals })));

  it('round-trips any amount that fits the precision', () => {
    fc.assert(
      fc.property(decimalsAndPrecision, fc.bigInt({ min: 0n, max: 10n ** 30n }), ([decimals, precision], n) => {
        const units = n * 10n ** BigInt(decimals - precision);
        const text = fromUnits(units, decimals, precision);
        expect(toUnits(text, decimals, precision)).toBe(units);
      }),
    );
  });

  it('round-trips typed text to its canonical form', () => {
    fc.assert(
      fc.property(
        decimalsAndPrecision.chain(([decimals, precision]) =>
          fc.tuple(
            fc.constant(decimals),
            fc.constant(precision),
            fc.bigInt({ min: 0n, max: 10n ** 20n }),
            fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: precision }),
          ),
        ),
        ([decimals, precision, whole, fraction]) => {
          const text = fraction ? `${whole}.${fraction}` : `${whole}`;
          const units = toUnits(text, decimals, precision);
          expect(typeof units).toBe('bigint');
          const canonical = fraction.replace(/0+$/, '') ? `${whole}.${fraction.replace(/0+$/, '')}` : `${whole}`;
          expect(fromUnits(units as bigint, decimals, precision)).toBe(canonical);
        },
      ),
    );
  });

  it('never accepts more significant decimals than allowed', () => {
    fc.assert(
      fc.property(
        decimalsAndPrecision,
        fc.nat({ max: 1000 }),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 24 }),
        ([decimals, precision], whole, digits) => {
          const fraction = `${digits}7`;
          const result = toUnits(`${whole}.${fraction}`, decimals, precision);
          if (fraction.length > precision) {
            expect(result).toMatchObject({
              code: 'AMOUNT_PRECISION',
              message: `Amount decimal places must be less than or equal to ${precision}`,
            });
          } else {
            expect(typeof result).toBe('bigint');
          }
        },
      ),
    );
  });
});

describe('checkDonationAmount', () => {
  const range = { minimum: '10000', maximum: '100000000', decimals: 6 };

  it('accepts amounts inside the inclusive range', () => {
    expect(checkDonationAmount(10_000n, range)).toBeNull();
    expect(checkDonationAmount('100000000', range)).toBeNull();
    expect(checkDonationAmount(5_000_000n, range)).toBeNull();
  });

  it.each([9_999n, 100_000_001n])('refuses %s with the between message', (units) => {
    expect(checkDonationAmount(units, range)).toEqual({
      key: 'payment.checkout.donation.between',
      message: 'Please enter an amount between 0.01 and 100.',
      min: '0.01',
      max: '100',
    });
  });

  it('defaults to a minimum of 0 and no maximum', () => {
    expect(checkDonationAmount(0n, { decimals: 6 })).toBeNull();
    expect(checkDonationAmount(10n ** 40n, { decimals: 6, minimum: null, maximum: '' })).toBeNull();
    expect(checkDonationAmount(1n, { decimals: 0, minimum: 5n })).toEqual({
      key: 'payment.checkout.donation.between',
      message: 'Please enter an amount between 5 and ∞.',
      min: '5',
      max: '∞',
    });
  });
});

describe('checkSingleCustomAmount', () => {
  const custom = { custom_unit_amount: { presets: ['1'] } };
  const fixed = { custom_unit_amount: null };

  it('allows at most one custom-amount item', () => {
    expect(checkSingleCustomAmount([])).toBeNull();
    expect(checkSingleCustomAmount([{ price: custom }, { price: fixed }])).toBeNull();
  });

  it('refuses several custom-amount items', () => {
    expect(checkSingleCustomAmount([{ price: custom }, { price: custom }])).toEqual({
      code: 'MULTIPLE_CUSTOM_AMOUNT',
      message: 'Multiple items with custom amount are not supported',
    });
  });

  it('looks at the upsell price once chosen', () => {
    expect(checkSingleCustomAmount([{ price: custom }, { price: fixed, upsell_price_id: 'p', upsell_price: custom }])).not.toBeNull();
    expect(checkSingleCustomAmount([{ price: custom }, { price: custom, upsell_price_id: 'p', upsell_price: fixed }])).toBeNull();
    expect(checkSingleCustomAmount([{ price: custom }, { price: fixed, upsell_price: custom }])).toBeNull();
  });
});

describe('defaultPreset', () => {
  it('picks the middle preset', () => {
    expect(defaultPreset([])).toBeUndefined();
    expect(defaultPreset(['1'])).toBe('1');
    expect(defaultPreset(['1', '5'])).toBe('5');
    expect(defaultPreset(['1', '5', '10'])).toBe('5');
    expect(defaultPreset(['1', '5', '10', '20'])).toBe('10');
  });
});

describe('randomCustomAmount', () => {
  const fixedRng = (value: number) => () => value;

  it('draws between the largest preset and five times it, in whole units for whole presets', () => {
    const presets = ['1000000', '5000000', '10000000'];
    expect(randomCustomAmount(presets, undefined, fixedRng(0), 6)).toBe(10_000_000n);
    expect(randomCustomAmount(presets, undefined, fixedRng(0.999999999), 6)).toBe(50_000_000n);
    const mid = randomCustomAmount(presets, undefined, fixedRng(0.5), 6);
    expect(mid % 1_000_000n).toBe(0n);
    expect(mid).toBeGreaterThan(10_000_000n);
    expect(mid).toBeLessThan(50_000_000n);
  });

  it('caps at the maximum', () => {
    expect(randomCustomAmount(['1000000', '5000000'], '7000000', fixedRng(0.999999999), 6)).toBe(7_000_000n);
  });

  it('keeps two decimals for fractional presets', () => {
    for (const r of [0.1, 0.37, 0.77]) {
      expect(randomCustomAmount(['500000', '1500000'], undefined, fixedRng(r), 6) % 10_000n).toBe(0n);
    }
  });

  it('draws 1 to 100 whole units without presets', () => {
    expect(randomCustomAmount([], undefined, fixedRng(0), 2)).toBe(100n);
    expect(randomCustomAmount([], undefined, fixedRng(0.999999999), 2)).toBe(10_000n);
    expect(randomCustomAmount([], '5000', fixedRng(0.999999999), 2)).toBe(5_000n);
  });

  it('stays within [1 unit, cap] for any presets, cap and draw', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 24n }), { maxLength: 6 }),
        fc.option(fc.bigInt({ min: 1n, max: 10n ** 26n }), { nil: undefined }),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        fc.integer({ min: 0, max: 18 }),
        (presets, maximum, r, decimals) => {
          const amount = randomCustomAmount(presets, maximum, () => r, decimals);
          const largest = presets.reduce((a, b) => (b > a ? b : a), 0n);
          const natural = presets.length ? largest * 5n : 100n * 10n ** BigInt(decimals);
          const cap = maximum !== undefined && maximum < natural ? maximum : natural;
          expect(amount).toBeGreaterThanOrEqual(1n);
          expect(amount).toBeLessThanOrEqual(cap);
        },
      ),
    );
  });
});
