import type { ApiKey, Currency, Price, Product, WebhookAttempt } from '../payment/dashboard/shared/types';

export function currency(extra: Partial<Currency> = {}): Currency {
  return {
    id: 'pc_TusdTest1234',
    livemode: false,
    payment_method_id: 'pm_TestChain1234',
    name: 'Test USD',
    symbol: 'TUSD',
    description: '',
    logo: '',
    decimal: 6,
    maximum_precision: 6,
    contract: null,
    type: 'standard',
    active: true,
    locked: false,
    is_base_currency: true,
    minimum_payment_amount: '0',
    maximum_payment_amount: '0',
    metadata: {},
    created_at: '2025-04-01T10:00:00.000Z',
    updated_at: '2025-04-01T10:00:00.000Z',
    ...extra,
  };
}

export function price(extra: Partial<Price> = {}): Price {
  return {
    id: 'price_DeskLamp1234',
    livemode: false,
    product_id: 'prod_DeskLamp1234',
    active: true,
    locked: false,
    type: 'one_time',
    nickname: '',
    unit_amount: '12500000',
    currency_id: 'pc_TusdTest1234',
    custom_unit_amount: null,
    recurring: null,
    quantity_available: 0,
    quantity_sold: 0,
    quantity_limit_per_checkout: 0,
    upsell: null,
    lookup_key: null,
    metadata: {},
    created_at: '2025-04-01T10:00:00.000Z',
    updated_at: '2025-04-01T10:00:00.000Z',
    ...extra,
  };
}

export function product(extra: Partial<Product> = {}): Product {
  return {
    id: 'prod_DeskLamp1234',
    livemode: false,
    active: true,
    locked: false,
    type: 'good',
    name: 'Desk lamp',
    description: '',
    images: [],
    statement_descriptor: '',
    unit_label: '',
    quantity_available: 0,
    quantity_sold: 0,
    quantity_limit_per_checkout: 0,
    default_price_id: 'price_DeskLamp1234',
    metadata: {},
    prices: [price()],
    created_at: '2025-04-01T10:00:00.000Z',
    updated_at: '2025-04-01T10:00:00.000Z',
    ...extra,
  };
}

export function apiKey(extra: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 'key_Shop1234abcd',
    livemode: false,
    name: 'Shop server',
    secret: 'sk_test_…Wxyz',
    created_by: null,
    last_used_at: null,
    revoked_at: null,
    created_at: '2025-04-01T10:00:00.000Z',
    ...extra,
  };
}

export function attempt(extra: Partial<WebhookAttempt> = {}): WebhookAttempt {
  return {
    id: 'wa_1',
    event_id: 'evt_Paid1234abcd',
    event_type: 'invoice.paid',
    attempt: 1,
    status: 'succeeded',
    response_status: 200,
    response_body: 'ok',
    error: null,
    duration_ms: 42,
    created_at: '2025-04-01T10:00:00.000Z',
    ...extra,
  };
}
