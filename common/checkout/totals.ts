import { toBigInt } from './amount';

export type Interval = 'hour' | 'day' | 'week' | 'month' | 'year';

/** Amounts in these shapes are the API's digit strings in the smallest unit. */
export type CustomUnitAmount = {
  preset?: string | null;
  presets?: readonly string[] | null;
  minimum?: string | null;
  maximum?: string | null;
};

export type CurrencyOption = {
  currency_id: string;
  unit_amount: string;
  custom_unit_amount?: CustomUnitAmount | null;
};

export type Recurring = {
  interval: Interval;
  interval_count?: number | null;
  usage_type?: 'licensed' | 'metered' | null;
};

export type CheckoutPrice = {
  id?: string;
  type: 'one_time' | 'recurring';
  unit_amount: string;
  currency_id: string;
  custom_unit_amount?: CustomUnitAmount | null;
  currency_options?: readonly CurrencyOption[] | null;
  recurring?: Recurring | null;
};

export type CheckoutLineItem<P extends CheckoutPrice = CheckoutPrice> = {
  price: P;
  quantity: number;
  /** smallest units; replaces the item's whole amount (pay-what-you-want, donations) */
  custom_amount?: string | null;
  upsell_price?: P | null;
  upsell_price_id?: string | null;
};

export class CheckoutAmountError extends Error {
  readonly code = 'CURRENCY_NOT_SUPPORTED';
  constructor(
    readonly priceId: string | undefined,
    readonly currencyId: string,
  ) {
    super('This payment method is not supported');
    this.name = 'CheckoutAmountError';
  }
}

/** The price in effect for an item: the upsell price once the payer switched to it. */
export function effectivePrice<P extends CheckoutPrice>(item: CheckoutLineItem<P>): P {
  return item.upsell_price_id && item.upsell_price ? item.upsell_price : item.price;
}

function customDisplay(custom: CustomUnitAmount, fallback: string): bigint {
  return toBigInt(custom.preset ?? custom.presets?.[0] ?? fallback);
}

/**
 * A price's unit amount in a currency (smallest units), or null when the price is not offered in it.
 * A pay-what-you-want price counts at its preset (or first preset) until the payer sets an amount.
 */
export function unitAmount(price: CheckoutPrice, currencyId: string): bigint | null {
  const option = price.currency_options?.find((o) => o.currency_id === currencyId);
  if (option) return option.custom_unit_amount ? customDisplay(option.custom_unit_amount, option.unit_amount) : toBigInt(option.unit_amount);
  if (price.currency_id === currencyId) {
    return price.custom_unit_amount ? customDisplay(price.custom_unit_amount, price.unit_amount) : toBigInt(price.unit_amount);
  }
  return null;
}

export function isMetered(price: CheckoutPrice): boolean {
  return price.type === 'recurring' && price.recurring?.usage_type === 'metered';
}

function quantityOf(item: CheckoutLineItem): bigint {
  return BigInt(Math.max(0, Math.trunc(item.quantity)));
}

/** What one line item costs in a currency: its custom amount, else unit amount × quantity. Throws CheckoutAmountError. */
export function lineItemAmount(item: CheckoutLineItem, currencyId: string): bigint {
  if (item.custom_amount != null && item.custom_amount !== '') return toBigInt(item.custom_amount);
  const price = effectivePrice(item);
  const unit = unitAmount(price, currencyId);
  if (unit === null) throw new CheckoutAmountError(price.id, currencyId);
  return unit * quantityOf(item);
}

/**
 * The amount due now: metered items are billed later on usage, and recurring items are free while a
 * trial applies, so only the rest counts. Throws CheckoutAmountError.
 */
export function checkoutTotal(items: readonly CheckoutLineItem[], currencyId: string, options: { trialing?: boolean } = {}): bigint {
  let total = 0n;
  for (const item of items) {
    const price = effectivePrice(item);
    if (isMetered(price)) continue;
    if (options.trialing && price.type === 'recurring') continue;
    total += lineItemAmount(item, currencyId);
  }
  return total;
}

/** What the recurring items cost each cycle once any trial ends (metered items at their unit price). */
export function renewAmount(items: readonly CheckoutLineItem[], currencyId: string): bigint {
  let total = 0n;
  for (const item of items) {
    if (effectivePrice(item).type === 'recurring') total += lineItemAmount(item, currencyId);
  }
  return total;
}

export type TrialSettings = {
  trial_period_days?: number | null;
  /** seconds */
  trial_end?: number | null;
  /** comma-separated currency ids the trial is limited to */
  trial_currency?: string | null;
};

/** Whether a trial applies when paying in a currency; a trial limited to other currencies does not. */
export function trialApplies(
  data: TrialSettings | null | undefined,
  currencyId: string,
  nowSeconds: number = Date.now() / 1000,
): boolean {
  if (!data) return false;
  const allowed = (data.trial_currency ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (allowed.length > 0 && !allowed.includes(currencyId)) return false;
  return (data.trial_end ?? 0) > nowSeconds || (data.trial_period_days ?? 0) > 0;
}

const HOUR = 3600;
const DAY = 24 * HOUR;
/** Cycle lengths of spec §9: a month counts 30 days and a year 365. */
export const INTERVAL_SECONDS: Record<Interval, number> = {
  hour: HOUR,
  day: DAY,
  week: 7 * DAY,
  month: 30 * DAY,
  year: 365 * DAY,
};

export function intervalSeconds(recurring: Pick<Recurring, 'interval' | 'interval_count'>): number {
  return INTERVAL_SECONDS[recurring.interval] * Math.max(1, recurring.interval_count ?? 1);
}

/**
 * Percent saved by switching to the upsell price (e.g. monthly → yearly): the current price over as
 * many whole cycles as fit in the upsell cycle, against the upsell price, rounded half up. 0 when the
 * upsell is not cheaper or either price lacks the currency or a cycle.
 */
export function upsellSavingPercent(fromPrice: CheckoutPrice, toPrice: CheckoutPrice, currencyId: string): number {
  if (!fromPrice.recurring || !toPrice.recurring) return 0;
  const factor = Math.floor(intervalSeconds(toPrice.recurring) / intervalSeconds(fromPrice.recurring));
  const from = unitAmount(fromPrice, currencyId);
  const to = unitAmount(toPrice, currencyId);
  if (factor < 1 || from === null || to === null) return 0;
  const before = from * BigInt(factor);
  if (before <= 0n || to >= before) return 0;
  return Number(((before - to) * 200n + before) / (2n * before));
}

export type TrialRemainder = { value: number; unit: 'minutes' | 'hours' | 'days' };

/** Time left in a trial, counted up: minutes under an hour, hours under a day, else days. */
export function trialRemainderText(seconds: number): TrialRemainder {
  const s = Math.max(0, seconds);
  if (s < HOUR) return { value: Math.ceil(s / 60), unit: 'minutes' };
  if (s < DAY) return { value: Math.ceil(s / HOUR), unit: 'hours' };
  return { value: Math.ceil(s / DAY), unit: 'days' };
}

/** The trial left to show: until trial_end when it is still ahead, else the configured days. */
export function trialRemainder(data: TrialSettings, nowSeconds: number = Date.now() / 1000): TrialRemainder | null {
  if (data.trial_end && data.trial_end > nowSeconds) return trialRemainderText(data.trial_end - nowSeconds);
  if (data.trial_period_days && data.trial_period_days > 0) return { value: data.trial_period_days, unit: 'days' };
  return null;
}
