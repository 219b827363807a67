import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { currency, price } from '../../../test/payment-fixtures';
import { buildPriceBody, changedPriceFields, createPriceBody, emptyPriceValues, priceFormValues } from './price-form';

const t = i18n.getFixedT('en');
const tusd = currency();

describe('price form', () => {
  it('builds a chosen-amount price with presets and limits in smallest units', () => {
    const values = { ...emptyPriceValues(tusd.id), custom: true, presets: '1, 5, 10', preset: '5', minimum: '0.5', maximum: '100', quantity_limit_per_checkout: 2, lookup_key: ' tip ' };
    const { body, errors } = buildPriceBody(values, tusd, t);
    expect(errors).toEqual({});
    expect(createPriceBody(body!)).toEqual({
      type: 'one_time',
      unit_amount: '0',
      currency_id: tusd.id,
      custom_unit_amount: { presets: ['1000000', '5000000', '10000000'], preset: '5000000', minimum: '500000', maximum: '100000000' },
      quantity_limit_per_checkout: 2,
      lookup_key: 'tip',
    });
  });

  it('names each broken field by its API path', () => {
    const values = { ...emptyPriceValues(tusd.id), type: 'recurring' as const, amount: '', interval_count: 0, custom: false };
    expect(buildPriceBody(values, tusd, t).errors).toEqual({ unit_amount: 'Required', 'recurring.interval_count': 'Enter a whole number of at least 1' });
    const custom = { ...emptyPriceValues(tusd.id), custom: true, presets: '1, 2.1234567', minimum: '5', maximum: '1' };
    expect(buildPriceBody(custom, tusd, t).errors).toEqual({
      'custom_unit_amount.presets.1': 'Amount decimal places must be less than or equal to 6',
      'custom_unit_amount.maximum': 'Must not be below the minimum',
    });
    expect(buildPriceBody({ ...emptyPriceValues(''), amount: '1' }, undefined, t).errors).toEqual({ currency_id: 'Required' });
  });

  it('sends only what changed when editing, so a used price keeps its pricing fields', () => {
    const stored = price({ locked: true, lookup_key: 'lamp' });
    const values = { ...priceFormValues(stored, tusd), lookup_key: 'desk-lamp', quantity_available: 50 };
    expect(values.amount).toBe('12.5');
    const { body } = buildPriceBody(values, tusd, t);
    expect(changedPriceFields(body!, stored)).toEqual({ lookup_key: 'desk-lamp', quantity_available: 50 });
  });
});
