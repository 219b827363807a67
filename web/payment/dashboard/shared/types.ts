import type { INTERVALS, PAYMENT_METHOD_TYPES, PRICE_TYPES, PRODUCT_TYPES } from '@common/payment/catalog.ts';

// What the payment API answers, as the dashboard reads it.

export type ListAnswer<T> = { list: T[]; count: number };

export type Metadata = Record<string, unknown>;

export type Currency = {
  id: string;
  livemode: boolean;
  payment_method_id: string;
  name: string;
  symbol: string;
  description: string;
  logo: string;
  decimal: number;
  maximum_precision: number | null;
  contract: string | null;
  type: 'standard' | 'credit';
  active: boolean;
  locked: boolean;
  is_base_currency: boolean;
  minimum_payment_amount: string;
  maximum_payment_amount: string;
  metadata: Metadata;
  created_at: string;
  updated_at: string;
};

export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

export type PaymentMethod = {
  id: string;
  livemode: boolean;
  type: PaymentMethodType;
  name: string;
  description: string;
  logo: string;
  active: boolean;
  locked: boolean;
  settings: Record<string, unknown>;
  has_secret_settings: boolean;
  default_currency_id: string | null;
  payment_currencies: Currency[];
  created_at: string;
  updated_at: string;
};

export type Interval = (typeof INTERVALS)[number];
export type PriceType = (typeof PRICE_TYPES)[number];
export type ProductType = (typeof PRODUCT_TYPES)[number];

export type CustomUnitAmount = { preset?: string; presets?: string[]; minimum?: string; maximum?: string };

export type Recurring = { interval: Interval; interval_count: number; usage_type: 'licensed' | 'metered' };

export type ProductSummary = { id: string; name: string; description: string; images: string[]; type: ProductType; active: boolean };

export type Price = {
  id: string;
  livemode: boolean;
  product_id: string;
  active: boolean;
  locked: boolean;
  type: PriceType;
  nickname: string;
  unit_amount: string;
  currency_id: string;
  custom_unit_amount: CustomUnitAmount | null;
  recurring: Recurring | null;
  quantity_available: number;
  quantity_sold: number;
  quantity_limit_per_checkout: number;
  upsell: { upsells_to_id: string } | null;
  lookup_key: string | null;
  metadata: Metadata;
  product?: ProductSummary | null;
  created_at: string;
  updated_at: string;
};

export type Product = {
  id: string;
  livemode: boolean;
  active: boolean;
  locked: boolean;
  type: ProductType;
  name: string;
  description: string;
  images: string[];
  statement_descriptor: string;
  unit_label: string;
  quantity_available: number;
  quantity_sold: number;
  quantity_limit_per_checkout: number;
  default_price_id: string | null;
  metadata: Metadata;
  prices: Price[];
  created_at: string;
  updated_at: string;
};

export type LineItem = {
  price_id: string;
  quantity: number;
  adjustable_quantity?: { enabled: boolean; minimum: number; maximum: number };
  price: Price | null;
};

export type DonationAmount = { presets: string[]; preset?: string; custom: boolean; minimum?: string; maximum?: string };

export type Benefit = {
  name: string;
  avatar?: string | null;
  address?: string | null;
  url?: string | null;
  type: 'dapp' | 'other';
  amount?: string | null;
  percent?: number | null;
};

export type PaymentLink = {
  id: string;
  livemode: boolean;
  active: boolean;
  name: string;
  line_items: LineItem[];
  currency_id: string | null;
  after_completion: {
    type: 'hosted_confirmation' | 'redirect';
    hosted_confirmation?: { custom_message?: string };
    redirect?: { url: string };
  } | null;
  submit_type: string;
  donation_settings: { amount: DonationAmount } | null;
  benefits: Benefit[];
  phone_number_collection: { enabled: boolean };
  billing_address_collection: 'auto' | 'required';
  url: string;
  created_at: string;
  updated_at: string;
};

export type Customer = {
  id: string;
  livemode: boolean;
  did: string;
  name: string;
  email: string;
  phone: string;
  address: { country?: string; state?: string; city?: string; line1?: string; line2?: string; postal_code?: string };
  metadata: Metadata;
  invoice_prefix: string;
  delinquent: boolean;
  created_at: string;
  updated_at: string;
};

export type ApiKey = {
  id: string;
  livemode: boolean;
  name: string;
  /** Masked in lists; whole only in the answer that created it. */
  secret: string;
  created_by: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
  created_at: string;
};

export type WebhookEndpoint = {
  id: string;
  livemode: boolean;
  url: string;
  description: string;
  enabled_events: string[];
  status: 'enabled' | 'disabled';
  metadata: Metadata;
  created_at: string;
  updated_at: string;
};

/** A new endpoint carries its signing secret once. */
export type CreatedWebhookEndpoint = WebhookEndpoint & { secret: string };

export type WebhookAttempt = {
  id: string;
  event_id: string;
  event_type: string;
  attempt: number;
  status: 'succeeded' | 'failed';
  response_status: number | null;
  response_body: string | null;
  error: string | null;
  duration_ms: number | null;
  created_at: string;
};

export type PaymentEvent = {
  id: string;
  type: string;
  livemode: boolean;
  /** Unix seconds. */
  created: number;
  data: { object?: Record<string, unknown> };
  request: { requested_by?: string | null; idempotency_key?: string | null };
};

export type DonationSettings = {
  id: string;
  livemode: boolean;
  type: 'donate';
  mountLocation: string;
  description: string;
  active: boolean;
  settings: {
    amount?: Partial<DonationAmount>;
    btnText?: string;
    historyType?: 'table' | 'avatar';
  };
  created_at: string;
  updated_at: string;
};
