import { isSupportedCountry, isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import isISO31661Alpha2 from 'validator/es/lib/isISO31661Alpha2';
import { isValidEmail } from '../email-address';
import { normalizeLocale } from '../locale';
import type { BillingAddressKey, CheckoutFormField } from './field-names';

export const REQUIRED = 'payment.checkout.required';
export const INVALID = 'payment.checkout.invalid';

/** Billing country and phone country when none (or an unknown one) is given (spec §9). */
export const DEFAULT_COUNTRY = 'us';

export type CustomerFormValues = {
  customer_name?: string | null;
  customer_email?: string | null;
  customer_phone?: string | null;
  billing_address?: Partial<Record<BillingAddressKey, string | null>> | null;
};

/** session.metadata.page_info.field_validation: an extra pattern per field with a per-locale message. */
export type FieldValidation = Partial<
  Record<string, { pattern: string; pattern_message?: { en?: string; zh?: string } | string | null } | null>
>;

export type CustomerFormOptions = {
  billingAddressCollection?: 'required' | 'auto' | null;
  paymentMethodType?: string | null;
  phoneCollection?: boolean | null;
  fieldValidation?: FieldValidation | null;
  locale?: string | null;
  /** country for phone numbers typed without a + prefix */
  defaultPhoneCountry?: string;
};

/** Field path → 'payment.checkout.required', 'payment.checkout.invalid' or a server-given message. */
export type CustomerFormErrors = Partial<Record<CheckoutFormField, string>>;

const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/** The lower-case ISO 3166-1 alpha-2 country, or 'us' for anything else. */
export function billingCountry(input: string | null | undefined): string {
  const code = (input ?? '').trim();
  return /^[a-z]{2}$/i.test(code) && isISO31661Alpha2(code) ? code.toLowerCase() : DEFAULT_COUNTRY;
}

function phoneCountry(country: string | undefined): CountryCode {
  const code = (country ?? DEFAULT_COUNTRY).toUpperCase();
  return isSupportedCountry(code) ? code : 'US';
}

/** Used only when the phone library cannot answer: an optional +, then 7 to 15 digits. */
const SIMPLE_INTERNATIONAL_PHONE = /^\+?[1-9]\d{6,14}$/;

export type PhoneCheck = (text: string, defaultCountry: CountryCode) => boolean;

/** A blank phone is valid (requiredness is checked apart); otherwise it must be a real number. */
export function isValidPhone(value: string | null | undefined, defaultCountry?: string, check: PhoneCheck = isValidPhoneNumber): boolean {
  if (blank(value)) return true;
  const text = value!.trim();
  try {
    return check(text, phoneCountry(defaultCountry));
  } catch {
    return SIMPLE_INTERNATIONAL_PHONE.test(text.replace(/[\s().-]/g, ''));
  }
}

/** A phone number in E.164 form ("+12125550123"); blank stays blank. */
export function normalizePhone(input: string | null | undefined, defaultCountry = 'US'): string {
  if (blank(input)) return '';
  const text = input!.trim();
  try {
    const parsed = parsePhoneNumberFromString(text, phoneCountry(defaultCountry));
    if (parsed) return parsed.number;
  } catch {
    // fall through to the digits-only form
  }
  const digits = text.replace(/\D/g, '');
  return digits ? `+${digits}` : '';
}

/** Countries the postal-code library does not know: letters, digits, spaces and dashes, 2 to 10 long. */
const ANY_COUNTRY_POSTAL_CODE = /^[a-z0-9 -]{2,10}$/i;

/** An empty postal code is valid (requiredness is checked apart). */
export function isValidPostalCode(value: string | null | undefined, country: string | null | undefined): boolean {
  if (blank(value)) return true;
  const text = value!.trim();
  const code = billingCountry(country).toUpperCase();
  return postcodeValidatorExistsForCountry(code) ? postcodeValidator(text, code) : ANY_COUNTRY_POSTAL_CODE.test(text);
}

/** The billing fields that must be filled for a collection mode and payment method. */
export function requiredBillingFields(
  billingAddressCollection: CustomerFormOptions['billingAddressCollection'],
  paymentMethodType: string | null | undefined,
): BillingAddressKey[] {
  if (billingAddressCollection === 'required') return ['line1', 'city', 'state', 'postal_code'];
  // Card payments need the postal code for address verification.
  if (paymentMethodType === 'stripe') return ['postal_code'];
  return [];
}

function patternMessage(message: { en?: string; zh?: string } | string | null | undefined, locale: string | null | undefined): string {
  if (!message) return INVALID;
  if (typeof message === 'string') return message;
  const key = normalizeLocale(locale) ?? 'en';
  return (key === 'zh' ? message.zh : undefined) || message.en || INVALID;
}

function compile(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

function fieldValue(values: CustomerFormValues, field: CheckoutFormField): string {
  if (field.startsWith('billing_address.')) {
    const key = field.slice('billing_address.'.length) as BillingAddressKey;
    return values.billing_address?.[key] ?? '';
  }
  return values[field as keyof Omit<CustomerFormValues, 'billing_address'>] ?? '';
}

/** Checks the customer and billing form (spec §5); an empty record means it can be submitted. */
export function validateCustomerForm(values: CustomerFormValues, options: CustomerFormOptions = {}): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  const address = values.billing_address ?? {};

  if (blank(values.customer_name)) errors.customer_name = REQUIRED;

  if (blank(values.customer_email)) errors.customer_email = REQUIRED;
  else if (!isValidEmail(values.customer_email!.trim())) errors.customer_email = INVALID;

  if (options.phoneCollection && blank(values.customer_phone)) errors.customer_phone = REQUIRED;
  else if (!isValidPhone(values.customer_phone, options.defaultPhoneCountry)) errors.customer_phone = INVALID;

  for (const key of requiredBillingFields(options.billingAddressCollection, options.paymentMethodType)) {
    if (blank(address[key])) errors[`billing_address.${key}`] = REQUIRED;
  }
  if (!errors['billing_address.postal_code'] && !isValidPostalCode(address.postal_code, address.country)) {
    errors['billing_address.postal_code'] = INVALID;
  }

  for (const [field, rule] of Object.entries(options.fieldValidation ?? {})) {
    const name = field as CheckoutFormField;
    if (!rule?.pattern || errors[name]) continue;
    const value = fieldValue(values, name);
    if (blank(value)) continue;
    const pattern = compile(rule.pattern);
    if (pattern && !pattern.test(value.trim())) errors[name] = patternMessage(rule.pattern_message, options.locale);
  }
  return errors;
}

export type SessionUserLike = { fullName?: string | null; email?: string | null } | null | undefined;

/** Name and email are asked for unless they come from the signed-in user and nothing else needs the form. */
export function shouldShowNameAndEmail(context: {
  paymentMethodType?: string | null;
  phoneCollection?: boolean | null;
  billingAddressCollection?: 'required' | 'auto' | null;
  user?: SessionUserLike;
}): boolean {
  return (
    context.paymentMethodType === 'stripe' ||
    Boolean(context.phoneCollection) ||
    context.billingAddressCollection === 'required' ||
    blank(context.user?.fullName) ||
    blank(context.user?.email)
  );
}
