import { currency, price } from '../../test/payment-fixtures';
import type { CheckoutLineItem, CheckoutPrice, CheckoutSession, CheckoutSettings, PaymentMethod, RetrieveAnswer } from './types';

export function checkoutPrice(extra: Partial<CheckoutPrice> = {}): CheckoutPrice {
  return {
    ...price({ unit_amount: '5000000' }),
    currency_options: [],
    upsell: null,
    product: { id: 'prod_Guide1234', name: 'Field guide', description: '', images: [], type: 'good', active: true },
    ...extra,
  } as CheckoutPrice;
}

export function lineItem(extra: Partial<CheckoutLineItem> = {}): CheckoutLineItem {
  return {
    id: 'li_One1234',
    price_id: 'price_DeskLamp1234',
    quantity: 1,
    adjustable_quantity: { enabled: true, minimum: 1, maximum: 3 },
    price: checkoutPrice(),
    upsell_price: null,
    ...extra,
  };
}

export function checkoutSession(extra: Partial<CheckoutSession> = {}): CheckoutSession {
  return {
    id: 'cs_Test1234',
    livemode: false,
    status: 'open',
    payment_status: 'unpaid',
    mode: 'payment',
    submit_type: 'auto',
    currency_id: 'pc_TusdTest1234',
    payment_method_id: null,
    payment_link_id: 'plink_Guide1234',
    line_items: [lineItem()],
    amount_total: '5000000',
    amount_subtotal: '5000000',
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    phone_number_collection: { enabled: false },
    billing_address_collection: 'auto',
    cross_sell_behavior: 'auto',
    success_url: null,
    invoice_id: null,
    subscription_id: null,
    after_completion: { type: 'hosted_confirmation', hosted_confirmation: { custom_message: 'Thanks! Your guide is on its way.' } },
    metadata: {},
    ...extra,
  };
}

export function retrieveAnswer(session: CheckoutSession = checkoutSession()): RetrieveAnswer {
  return { checkoutSession: session, paymentIntent: null, paymentLink: null };
}

export function checkoutSettings(): CheckoutSettings {
  const tusd = currency({ payment_method_id: 'pm_TestChain1234' });
  const method = {
    id: 'pm_TestChain1234',
    livemode: false,
    type: 'ethereum',
    name: 'Test chain',
    description: '',
    logo: '',
    active: true,
    locked: false,
    settings: {},
    has_secret_settings: false,
    default_currency_id: tusd.id,
    payment_currencies: [tusd],
    created_at: '',
    updated_at: '',
  } as PaymentMethod;
  return { paymentMethods: [method], baseCurrency: tusd };
}
