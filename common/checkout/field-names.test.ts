import { describe, expect, it } from 'vitest';
import { BILLING_ADDRESS_FIELDS, CHECKOUT_FORM_FIELDS, CUSTOMER_FIELDS, PAYMENT_FIELDS, checkoutSubmitBody } from './field-names';

const body = {
  customer_name: 'Ada Lovelace',
  customer_email: 'ada@example.com',
  customer_phone: '+12133734253',
  billing_address: { country: 'us', state: 'CA', city: 'Los Angeles', line1: '1 Main St', line2: 'Apt 2', postal_code: '90001' },
  payment_currency: 'pc_AbCdEfGh12',
  payment_method: 'pm_AbCdEfGh12',
};

describe('field names', () => {
  it('are the submit body names of spec §7', () => {
    expect(CUSTOMER_FIELDS).toEqual(['customer_name', 'customer_email', 'customer_phone']);
    expect(BILLING_ADDRESS_FIELDS).toEqual([
      'billing_address.country',
      'billing_address.state',
      'billing_address.city',
      'billing_address.line1',
      'billing_address.line2',
      'billing_address.postal_code',
    ]);
    expect(PAYMENT_FIELDS).toEqual(['payment_currency', 'payment_method']);
    expect(CHECKOUT_FORM_FIELDS).toHaveLength(9);
  });
});

describe('checkoutSubmitBody', () => {
  it('accepts a full body and trims texts', () => {
    const parsed = checkoutSubmitBody.parse({ ...body, customer_name: '  Ada  ' });
    expect(parsed).toEqual({ ...body, customer_name: 'Ada' });
  });

  it('needs only the payment currency and method', () => {
    expect(checkoutSubmitBody.safeParse({ payment_currency: body.payment_currency, payment_method: body.payment_method }).success).toBe(true);
    const missing = checkoutSubmitBody.safeParse({ customer_name: 'Ada' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['payment_currency', 'payment_method']);
  });

  it('refuses ids of the wrong kind', () => {
    const swapped = checkoutSubmitBody.safeParse({ ...body, payment_currency: body.payment_method, payment_method: body.payment_currency });
    expect(swapped.success).toBe(false);
  });

  it('limits field sizes', () => {
    expect(checkoutSubmitBody.safeParse({ ...body, customer_name: 'x'.repeat(256) }).success).toBe(false);
    expect(checkoutSubmitBody.safeParse({ ...body, customer_email: 'x'.repeat(255) }).success).toBe(false);
    expect(checkoutSubmitBody.safeParse({ ...body, billing_address: { country: 'usa' } }).success).toBe(false);
    expect(checkoutSubmitBody.safeParse({ ...body, billing_address: { postal_code: '1'.repeat(21) } }).success).toBe(false);
  });

  it('drops unknown fields', () => {
    expect(checkoutSubmitBody.parse({ ...body, extra: 1 })).not.toHaveProperty('extra');
  });
});
