import { z } from 'zod';
import { idOf } from '../payment/amount';

/** Body field names of PUT /api/checkout-sessions/{id}/submit and /donate-submit (spec §7). */
export const CUSTOMER_FIELDS = ['customer_name', 'customer_email', 'customer_phone'] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

export const BILLING_ADDRESS_KEYS = ['country', 'state', 'city', 'line1', 'line2', 'postal_code'] as const;
export type BillingAddressKey = (typeof BILLING_ADDRESS_KEYS)[number];
export type BillingAddressField = `billing_address.${BillingAddressKey}`;

export const BILLING_ADDRESS_FIELDS = BILLING_ADDRESS_KEYS.map((key) => `billing_address.${key}` as const);

/** Every form field path, as error records and server-driven field_validation name them. */
export type CheckoutFormField = CustomerField | BillingAddressField;
export const CHECKOUT_FORM_FIELDS: readonly CheckoutFormField[] = [...CUSTOMER_FIELDS, ...BILLING_ADDRESS_FIELDS];

export const PAYMENT_FIELDS = ['payment_currency', 'payment_method'] as const;

const text = (max: number) => z.string().trim().max(max);

/**
 * Shape and size of a submit body. Which fields are required, and the per-country and per-session
 * checks, depend on the session: see validateCustomerForm.
 */
export const checkoutSubmitBody = z.object({
  customer_name: text(255).optional(),
  customer_email: text(254).optional(),
  customer_phone: text(32).optional(),
  billing_address: z
    .object({
      country: text(2).optional(),
      state: text(100).optional(),
      city: text(100).optional(),
      line1: text(200).optional(),
      line2: text(200).optional(),
      postal_code: text(20).optional(),
    })
    .optional(),
  payment_currency: idOf('pc'),
  payment_method: idOf('pm'),
});
export type CheckoutSubmitBody = z.infer<typeof checkoutSubmitBody>;
