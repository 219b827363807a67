import { checkoutTotal, effectivePrice, lineItemAmount, trialApplies, unitAmount } from '@common/checkout/totals.ts';
import { fromUnits } from '@common/checkout/amount.ts';
import { getAddress, type Address } from 'viem';
import { readStorage, writeStorage } from '../../lib/storage';
import { CHECKOUT_MODES, type CheckoutLineItem, type CheckoutMode, type CheckoutSession, type CheckoutSettings, type Currency, type PaymentMethod } from './types';

/** Wallet-based methods: paid by signing in a wallet (spec §4). */
export const WALLET_METHOD_TYPES = ['arcblock', 'ethereum', 'base'];

/** Time between two reads of the session while a payment is being confirmed, and how long to keep trying (spec §9). */
export const POLL_INTERVAL_MS = 2000;
export const POLL_TIMEOUT_MS = 3 * 60 * 1000;
/** The placeholder shows at least this long (spec §9). */
export const SKELETON_MS = 500;
/** The cross-sell area shakes this long when the order needs it (spec §9). */
export const SHAKE_MS = 1000;
/** Switching a donation to a custom amount animates towards a random one this long (spec §4). */
export const CUSTOM_AMOUNT_ANIMATION_MS = 800;
/** Layout widths (spec §9). */
export const CARD_MAX_WIDTH = 582;
export const PANEL_WIDTH = 502;

export type CurrencyChoice = { currency: Currency; method: PaymentMethod };

/** Every active currency of every method, each with its method. */
export function currencyChoices(settings: CheckoutSettings | undefined): CurrencyChoice[] {
  if (!settings) return [];
  return settings.paymentMethods.flatMap((method) =>
    (method.payment_currencies ?? []).filter((c) => c.active !== false).map((currency) => ({ currency, method })),
  );
}

/** The currencies every line item has a price in; all of them when none fits every item. */
export function payableChoices(choices: CurrencyChoice[], items: readonly CheckoutLineItem[]): CurrencyChoice[] {
  const fitting = choices.filter(({ currency }) => items.every((item) => item.custom_amount || unitAmount(effectivePrice(item), currency.id) !== null));
  return fitting.length ? fitting : choices;
}

const preferenceKey = (did?: string | null) => (did ? `payment-currency-preference:${did}` : 'payment-currency-preference');

export function savedCurrency(did?: string | null): string | null {
  return readStorage(preferenceKey(did));
}

export function saveCurrency(currencyId: string, did?: string | null): void {
  writeStorage(preferenceKey(did), currencyId);
}

/** Default currency: the URL's, then the saved preference, then the session's, then the first one (spec notes §4.5). */
export function defaultCurrencyId(choices: CurrencyChoice[], session: Pick<CheckoutSession, 'currency_id'>, options: { urlCurrency?: string | null; did?: string | null }): string | undefined {
  const has = (id: string | null | undefined): id is string => !!id && choices.some((c) => c.currency.id === id);
  if (has(options.urlCurrency)) return options.urlCurrency;
  const saved = savedCurrency(options.did);
  if (has(saved)) return saved;
  if (has(session.currency_id)) return session.currency_id;
  return choices[0]?.currency.id;
}

/** "12.5 TUSD", with thousands grouped; the currency's precision. */
export function formatUnits(units: bigint | string, currency: Pick<Currency, 'decimal' | 'symbol'> & { maximum_precision?: number | null } | undefined): string {
  if (!currency) return String(units);
  const text = fromUnits(units, currency.decimal, currency.maximum_precision ?? undefined);
  const [whole, fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${fraction ? `${grouped}.${fraction}` : grouped} ${currency.symbol}`;
}

export function itemAmount(item: CheckoutLineItem, currencyId: string): bigint | null {
  try {
    return lineItemAmount(item, currencyId);
  } catch {
    return null;
  }
}

/** The order total in a currency, or null when some item has no price in it. */
/** What is due today: recurring items are free while a trial applies in the currency (as the server counts). */
export function orderTotal(session: Pick<CheckoutSession, 'line_items' | 'subscription_data'>, currencyId: string): bigint | null {
  try {
    return checkoutTotal(session.line_items, currencyId, { trialing: trialApplies(session.subscription_data, currencyId) });
  } catch {
    return null;
  }
}

/** The layout asked for with `?mode=`, standalone by default. */
export function checkoutMode(value: string | null): CheckoutMode {
  return (CHECKOUT_MODES as readonly string[]).includes(value ?? '') ? (value as CheckoutMode) : 'standalone';
}

export const isMinimal = (mode: CheckoutMode) => mode.endsWith('-minimal');

export const isDonation = (session: Pick<CheckoutSession, 'submit_type'>) => session.submit_type === 'donate';

/** A session that can no longer be paid because its time ran out. */
export function isExpired(session: Pick<CheckoutSession, 'status' | 'expires_at'>, nowSeconds = Date.now() / 1000): boolean {
  if (session.status === 'complete') return false;
  return session.status === 'expired' || session.expires_at <= nowSeconds;
}

export const isPaid = (session: Pick<CheckoutSession, 'status' | 'payment_status'>) =>
  session.status === 'complete' && (session.payment_status === 'paid' || session.payment_status === 'no_payment_required');

/** The button's action word key: Donate, Subscribe or Pay. */
export function actionKey(session: Pick<CheckoutSession, 'submit_type' | 'mode'>): 'donate' | 'subscription' | 'setup' | 'payment' {
  if (session.submit_type === 'donate') return 'donate';
  return session.mode;
}

/** The item a donation or pay-what-you-want checkout lets the payer set the amount of. */
export function customAmountItem(session: Pick<CheckoutSession, 'line_items'>): CheckoutLineItem | undefined {
  return session.line_items.find((item) => effectivePrice(item).custom_unit_amount);
}

/** The EVM address inside a `did:pkh:eip155:<chain>:<address>` user id. */
export function addressOfDid(did: string | null | undefined): Address | null {
  const match = /^did:pkh:eip155:\d+:(0x[0-9a-fA-F]{40})$/.exec(did ?? '');
  return match ? getAddress(match[1]) : null;
}

/**
 * Quantities asked for in the page URL: `qty_<priceId>=N` for one item, or `qty=N` when the
 * session has a single item. Only items whose quantity the buyer may adjust are changed, and
 * only when the asked quantity differs; the server still checks the limits.
 */
export function quantitiesFromUrl(params: URLSearchParams, items: readonly CheckoutLineItem[]): { item: CheckoutLineItem; quantity: number }[] {
  const wanted: { item: CheckoutLineItem; quantity: number }[] = [];
  for (const item of items) {
    const raw = params.get(`qty_${item.price_id}`) ?? (items.length === 1 ? params.get('qty') : null);
    if (raw === null || !/^\d{1,6}$/.test(raw)) continue;
    const quantity = Number(raw);
    if (item.adjustable_quantity?.enabled && quantity >= 1 && quantity !== item.quantity) wanted.push({ item, quantity });
  }
  return wanted;
}
