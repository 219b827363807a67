import type { Benefit, Currency, PaymentLink, PaymentMethod, Price } from '../dashboard/shared/types';

export type { Benefit, Currency, PaymentMethod, Price };

/** A price as the checkout session expands it: with its product and its upsell target. */
export type CheckoutPrice = Price & {
  currency_options: { currency_id: string; unit_amount: string; custom_unit_amount?: Price['custom_unit_amount'] }[];
  product?: (NonNullable<Price['product']> & {
    quantity_available?: number;
    quantity_sold?: number;
    quantity_limit_per_checkout?: number;
    unit_label?: string;
  }) | null;
  upsell: { upsells_to_id: string; upsells_to?: Price | null } | null;
};

export type CheckoutLineItem = {
  id: string;
  price_id: string;
  quantity: number;
  custom_amount?: string | null;
  adjustable_quantity?: { enabled: boolean; minimum: number; maximum: number } | null;
  upsell_price_id?: string | null;
  cross_sell?: boolean;
  price: CheckoutPrice;
  upsell_price: CheckoutPrice | null;
};

export type FieldValidationRule = { pattern: string; pattern_message?: { en?: string; zh?: string } };

export type CheckoutSession = {
  id: string;
  livemode: boolean;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  mode: 'payment' | 'subscription' | 'setup';
  submit_type: 'auto' | 'pay' | 'book' | 'donate';
  currency_id: string;
  payment_method_id: string | null;
  payment_link_id: string | null;
  line_items: CheckoutLineItem[];
  amount_total: string;
  amount_subtotal: string;
  expires_at: number;
  phone_number_collection: { enabled: boolean };
  billing_address_collection: 'auto' | 'required';
  cross_sell_behavior: 'auto' | 'required';
  success_url: string | null;
  invoice_id: string | null;
  subscription_id: string | null;
  after_completion: PaymentLink['after_completion'];
  subscription_data?: { trial_period_days?: number; trial_end?: number; trial_currency?: string; no_stake?: boolean; min_stake_amount?: string } | null;
  metadata: {
    page_info?: {
      field_validation?: Record<string, FieldValidationRule>;
      form_purpose_description?: { en: string; zh?: string };
      success_message?: { en: string; zh?: string };
      /** Shown instead of 'Order summary'. */
      action_label?: { en: string; zh?: string };
    };
    [key: string]: unknown;
  };
};

export type PaymentIntentView = {
  id: string;
  status: string;
  amount: string;
  currency_id: string;
  last_payment_error?: { message?: string } | null;
};

export type CheckoutLink = PaymentLink;

export type RetrieveAnswer = {
  checkoutSession: CheckoutSession;
  paymentIntent: PaymentIntentView | null;
  paymentLink: CheckoutLink | null;
};

export type CheckoutSettings = {
  paymentMethods: PaymentMethod[];
  baseCurrency: Currency | null;
};

export type FastPayInfo = {
  type: 'balance' | 'delegation' | 'credit';
  amount: string;
  payer: string;
  token?: { address: string | null; balance: string };
};

export type SubmitAnswer = {
  checkoutSession: CheckoutSession;
  paymentIntent: PaymentIntentView;
  customer: unknown;
  stripeContext: null | { status?: string; client_secret?: string };
  creditSufficient: boolean;
  fastPayInfo: FastPayInfo | null;
  balance: { sufficient: boolean };
  delegation: { sufficient: boolean };
};

export type WalletStep = {
  type: 'transfer' | 'approve';
  chain_id: number;
  to: `0x${string}`;
  token: `0x${string}` | null;
  amount: string;
};

export type CustomerProfile = {
  id: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  address: Partial<Record<'country' | 'state' | 'city' | 'line1' | 'line2' | 'postal_code', string>> | null;
};

/** Page layouts chosen with `?mode=`; the -minimal ones leave out the order summary. */
export const CHECKOUT_MODES = ['standalone', 'inline', 'standalone-minimal', 'inline-minimal'] as const;
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];
