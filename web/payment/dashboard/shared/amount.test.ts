import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { currency, price } from '../../../test/payment-fixtures';
import { formatAmount, formatPrice, parseAmount, unitsToText } from './amount';

const t = i18n.getFixedT('en');
const tusd = currency();

describe('amounts', () => {
  it('turns typed decimals into exact smallest units', () => {
    expect(parseAmount('10.5', tusd)).toEqual({ ok: true, units: '10500000' });
    expect(parseAmount('0.000001', tusd)).toEqual({ ok: true, units: '1' });
    expect(parseAmount('.5', tusd)).toEqual({ ok: true, units: '500000' });
    expect(parseAmount('7.', tusd)).toEqual({ ok: true, units: '7000000' });
    // Large values stay exact where a float would round.
    const eth = currency({ decimal: 18, maximum_precision: 18, symbol: 'TETH' });
    expect(parseAmount('123456789.123456789123456789', eth)).toEqual({ ok: true, units: '123456789123456789123456789' });
  });

  it('refuses more decimals than the currency allows, and text that is no number', () => {
    expect(parseAmount('10.1234567', tusd)).toEqual({ ok: false, problem: 'precision', precision: 6 });
    expect(parseAmount('1.234', currency({ maximum_precision: 2 }))).toEqual({ ok: false, problem: 'precision', precision: 2 });
    // Without its own limit a currency allows 6 places, never more than it holds.
    expect(parseAmount('1.1234567', currency({ decimal: 18, maximum_precision: null }))).toMatchObject({ ok: false, precision: 6 });
    expect(parseAmount('1.123', currency({ decimal: 2, maximum_precision: null }))).toMatchObject({ ok: false, precision: 2 });
    expect(parseAmount('1e3', tusd)).toMatchObject({ ok: false, problem: 'invalid' });
    expect(parseAmount('-1', tusd)).toMatchObject({ ok: false, problem: 'invalid' });
    expect(parseAmount('  ', tusd)).toMatchObject({ ok: false, problem: 'required' });
  });

  it('formats smallest units with the currency symbol', () => {
    expect(formatAmount('12500000', tusd)).toBe('12.5 TUSD');
    expect(formatAmount('1234567890000', tusd)).toBe('1,234,567.89 TUSD');
    expect(formatAmount('0', tusd)).toBe('0 TUSD');
    expect(unitsToText('10500000', 6)).toBe('10.5');
  });

  it('describes what a price charges', () => {
    expect(formatPrice(price(), tusd, t)).toBe('12.5 TUSD');
    expect(formatPrice(price({ type: 'recurring', unit_amount: '10000000', recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' } }), tusd, t)).toBe(
      '10 TUSD / month',
    );
    expect(formatPrice(price({ type: 'recurring', unit_amount: '10000000', recurring: { interval: 'week', interval_count: 2, usage_type: 'licensed' } }), tusd, t)).toBe(
      '10 TUSD every 2 weeks',
    );
    expect(formatPrice(price({ unit_amount: '0', custom_unit_amount: { presets: ['1000000', '5000000'], preset: '5000000' } }), tusd, t)).toBe(
      'Customer chooses (suggested 5 TUSD)',
    );
  });
});
