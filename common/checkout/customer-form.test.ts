import { describe, expect, it } from 'vitest';
import {
  billingCountry,
  INVALID,
  isValidPhone,
  isValidPostalCode,
  normalizePhone,
  REQUIRED,
  requiredBillingFields,
  shouldShowNameAndEmail,
  validateCustomerForm,
  type CustomerFormValues,
} from './customer-form';

const complete: CustomerFormValues = {
  customer_name: 'Ada Lovelace',
  customer_email: 'ada@example.com',
  customer_phone: '+1 213 373 4253',
  billing_address: { country: 'us', state: 'CA', city: 'Los Angeles', line1: '1 Main St', line2: '', postal_code: '90001' },
};

describe('message keys', () => {
  it('are the spec keys', () => {
    expect(REQUIRED).toBe('payment.checkout.required');
    expect(INVALID).toBe('payment.checkout.invalid');
  });
});

describe('validateCustomerForm', () => {
  it('accepts a complete form in every mode', () => {
    expect(validateCustomerForm(complete, { billingAddressCollection: 'required', phoneCollection: true, paymentMethodType: 'stripe' })).toEqual({});
    expect(validateCustomerForm(complete)).toEqual({});
  });

  it('always requires name and email', () => {
    expect(validateCustomerForm({})).toEqual({ customer_name: REQUIRED, customer_email: REQUIRED });
    expect(validateCustomerForm({ ...complete, customer_name: '   ', customer_email: null })).toEqual({
      customer_name: REQUIRED,
      customer_email: REQUIRED,
    });
  });

  it('checks the email with the 254/64 limits', () => {
    expect(validateCustomerForm({ ...complete, customer_email: 'not-an-email' })).toEqual({ customer_email: INVALID });
    expect(validateCustomerForm({ ...complete, customer_email: `${'a'.repeat(65)}@example.com` })).toEqual({ customer_email: INVALID });
    expect(validateCustomerForm({ ...complete, customer_email: `${'a'.repeat(64)}@example.com` })).toEqual({});
    const longDomain = Array.from({ length: 5 }, () => 'b'.repeat(60)).join('.');
    expect(validateCustomerForm({ ...complete, customer_email: `a@${longDomain}.com` })).toEqual({ customer_email: INVALID });
  });

  it('requires the phone only when phone collection is on, and checks it when given', () => {
    expect(validateCustomerForm({ ...complete, customer_phone: '' })).toEqual({});
    expect(validateCustomerForm({ ...complete, customer_phone: '' }, { phoneCollection: true })).toEqual({ customer_phone: REQUIRED });
    expect(validateCustomerForm({ ...complete, customer_phone: '12345' })).toEqual({ customer_phone: INVALID });
    expect(validateCustomerForm({ ...complete, customer_phone: '+44 20 7946 0958' }, { phoneCollection: true })).toEqual({});
  });

  it('requires line1, city, state and postal code in required mode', () => {
    const values = { ...complete, billing_address: { country: 'us' } };
    expect(validateCustomerForm(values, { billingAddressCollection: 'required' })).toEqual({
      'billing_address.line1': REQUIRED,
      'billing_address.city': REQUIRED,
      'billing_address.state': REQUIRED,
      'billing_address.postal_code': REQUIRED,
    });
  });

  it('requires only the postal code in auto mode when paying by stripe', () => {
    const values = { ...complete, billing_address: { country: 'us' } };
    expect(validateCustomerForm(values, { billingAddressCollection: 'auto', paymentMethodType: 'stripe' })).toEqual({
      'billing_address.postal_code': REQUIRED,
    });
    expect(validateCustomerForm(values, { billingAddressCollection: 'auto', paymentMethodType: 'ethereum' })).toEqual({});
    expect(requiredBillingFields('required', 'stripe')).toEqual(['line1', 'city', 'state', 'postal_code']);
    expect(requiredBillingFields('auto', 'stripe')).toEqual(['postal_code']);
    expect(requiredBillingFields(undefined, 'arcblock')).toEqual([]);
  });

  it('checks the postal code against the billing country', () => {
    const withCode = (country: string, postal_code: string) => ({ ...complete, billing_address: { ...complete.billing_address, country, postal_code } });
    expect(validateCustomerForm(withCode('us', '9000'))).toEqual({ 'billing_address.postal_code': INVALID });
    expect(validateCustomerForm(withCode('gb', 'SW1A 1AA'))).toEqual({});
    expect(validateCustomerForm(withCode('gb', '90001'))).toEqual({ 'billing_address.postal_code': INVALID });
    expect(validateCustomerForm(withCode('xx', '90001'))).toEqual({});
    expect(validateCustomerForm(withCode('xx', 'SW1A 1AA'))).toEqual({ 'billing_address.postal_code': INVALID });
  });

  describe('server-driven field validation', () => {
    const fieldValidation = {
      customer_name: { pattern: '^[A-Za-z ]+$', pattern_message: { en: 'Letters only', zh: '只能是字母' } },
      'billing_address.postal_code': { pattern: '^9', pattern_message: { en: 'Must start with 9' } },
      customer_phone: { pattern: '^\\+1', pattern_message: 'US numbers only' },
    };

    it('adds the pattern with the message for the locale', () => {
      const values = { ...complete, customer_name: 'Ada 2', billing_address: { ...complete.billing_address, postal_code: '10001' } };
      expect(validateCustomerForm(values, { fieldValidation, locale: 'en' })).toEqual({
        customer_name: 'Letters only',
        'billing_address.postal_code': 'Must start with 9',
      });
      expect(validateCustomerForm(values, { fieldValidation, locale: 'zh' })).toEqual({
        customer_name: '只能是字母',
        'billing_address.postal_code': 'Must start with 9',
      });
      expect(validateCustomerForm(values, { fieldValidation, locale: 'tw' }).customer_name).toBe('只能是字母');
      expect(validateCustomerForm(values, { fieldValidation, locale: 'fr' }).customer_name).toBe('Letters only');
    });

    it('accepts plain-string messages and falls back to Invalid without one', () => {
      expect(validateCustomerForm({ ...complete, customer_phone: '+44 20 7946 0958' }, { fieldValidation }).customer_phone).toBe('US numbers only');
      expect(validateCustomerForm(complete, { fieldValidation: { 'billing_address.city': { pattern: '^X' } } })).toEqual({
        'billing_address.city': INVALID,
      });
    });

    it('leaves empty fields, earlier errors and broken patterns alone', () => {
      expect(validateCustomerForm({ ...complete, customer_phone: '' }, { fieldValidation })).toEqual({});
      expect(validateCustomerForm({ ...complete, customer_name: '' }, { fieldValidation })).toEqual({ customer_name: REQUIRED });
      expect(validateCustomerForm(complete, { fieldValidation: { customer_name: { pattern: '(' } } })).toEqual({});
      expect(validateCustomerForm(complete, { fieldValidation: { customer_name: null } })).toEqual({});
    });
  });
});

describe('isValidPhone', () => {
  it('treats blank as valid', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone('  ')).toBe(true);
    expect(isValidPhone(null)).toBe(true);
  });

  it('checks real numbers, national ones in the default country', () => {
    expect(isValidPhone('+12133734253')).toBe(true);
    expect(isValidPhone('(213) 373-4253')).toBe(true);
    expect(isValidPhone('020 7946 0958', 'GB')).toBe(true);
    expect(isValidPhone('020 7946 0958')).toBe(false);
    expect(isValidPhone('abc')).toBe(false);
  });

  it('falls back to a simple international pattern when the library throws', () => {
    const broken = () => {
      throw new Error('metadata not loaded');
    };
    expect(isValidPhone('+1 (213) 373-4253', 'US', broken)).toBe(true);
    expect(isValidPhone('2133734253', 'US', broken)).toBe(true);
    expect(isValidPhone('12345', 'US', broken)).toBe(false);
    expect(isValidPhone('+0123456789', 'US', broken)).toBe(false);
    expect(isValidPhone('+1234567890123456', 'US', broken)).toBe(false);
  });
});

describe('normalizePhone', () => {
  it('gives E.164 with the US as default country', () => {
    expect(normalizePhone('(213) 373-4253')).toBe('+12133734253');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(normalizePhone('020 7946 0958', 'gb')).toBe('+442079460958');
    expect(normalizePhone('2133734253', 'ZZ')).toBe('+12133734253');
  });

  it('keeps blank blank and prefixes unparsable digits with +', () => {
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone(undefined)).toBe('');
    expect(normalizePhone('abc')).toBe('');
    expect(normalizePhone('tel 8')).toBe('+8');
  });
});

describe('isValidPostalCode', () => {
  it('treats empty as valid', () => {
    expect(isValidPostalCode('', 'us')).toBe(true);
    expect(isValidPostalCode(undefined, 'gb')).toBe(true);
  });

  it.each([
    ['us', '90001', true],
    ['us', '90001-1234', true],
    ['US', 'ABCDE', false],
    ['ca', 'K1A 0B1', true],
    ['de', '1234', false],
    ['jp', '100-0001', true],
  ])('%s %j → %s', (country, code, valid) => {
    expect(isValidPostalCode(code, country)).toBe(valid);
  });

  it('uses the US rule for an invalid country', () => {
    expect(isValidPostalCode('90001', 'not-a-country')).toBe(true);
    expect(isValidPostalCode('SW1A 1AA', undefined)).toBe(false);
  });

  it('uses the any-country rule for a country the table lacks', () => {
    // Ghana has no postal-code pattern in the table.
    expect(isValidPostalCode('GA-184', 'gh')).toBe(true);
    expect(isValidPostalCode('A1 B2', 'gh')).toBe(true);
    expect(isValidPostalCode('A', 'gh')).toBe(false);
    expect(isValidPostalCode('12345678901', 'gh')).toBe(false);
    expect(isValidPostalCode('12#45', 'gh')).toBe(false);
  });
});

describe('billingCountry', () => {
  it.each([
    ['US', 'us'],
    ['gb', 'gb'],
    [' De ', 'de'],
    ['xx', 'us'],
    ['UK', 'us'],
    ['usa', 'us'],
    ['', 'us'],
    [null, 'us'],
    [undefined, 'us'],
  ])('%j → %s', (input, expected) => {
    expect(billingCountry(input)).toBe(expected);
  });
});

describe('shouldShowNameAndEmail', () => {
  const user = { fullName: 'Ada', email: 'ada@example.com' };

  it('hides them for a known user when nothing else needs the form', () => {
    expect(shouldShowNameAndEmail({ paymentMethodType: 'arcblock', phoneCollection: false, billingAddressCollection: 'auto', user })).toBe(false);
  });

  it.each([
    ['paying by stripe', { paymentMethodType: 'stripe', user }],
    ['phone collection is on', { phoneCollection: true, user }],
    ['billing is required', { billingAddressCollection: 'required' as const, user }],
    ['the user lacks a full name', { user: { ...user, fullName: '' } }],
    ['the user lacks an email', { user: { ...user, email: null } }],
    ['there is no user', { user: null }],
  ])('shows them when %s', (_, context) => {
    expect(shouldShowNameAndEmail(context)).toBe(true);
  });
});
