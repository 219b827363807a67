import type { TFunction } from 'i18next';
import { priceUpdateBody, type PriceCreate, type PriceUpdate } from '@common/payment/catalog.ts';
import { amountProblemText, parseAmount, unitsToText, type AmountCurrency } from '../shared/amount';
import { chosenAmountValues, emptyChosenAmount, parseChosenAmount, type ChosenAmountValues } from '../shared/chosen-amount';
import { prefixErrors, zodFieldErrors, type FieldErrors } from '../shared/form-errors';
import type { Interval, Price, PriceType } from '../shared/types';

/** What the price fields hold while someone edits them; amounts are typed token text. */
export type PriceFormValues = ChosenAmountValues & {
  type: PriceType;
  amount: string;
  currency_id: string;
  interval: Interval;
  interval_count: number | string;
  custom: boolean;
  quantity_available: number | string;
  quantity_limit_per_checkout: number | string;
  lookup_key: string;
  nickname: string;
};

export type PriceBody = Omit<PriceCreate, 'product_id'>;

/** Field paths of a price, as the server names them; the form shows an error at each. */
export const PRICE_FIELDS = [
  'type',
  'unit_amount',
  'currency_id',
  'recurring',
  'custom_unit_amount',
  'quantity_available',
  'quantity_limit_per_checkout',
  'lookup_key',
  'nickname',
] as const;

export function emptyPriceValues(currencyId = ''): PriceFormValues {
  return {
    type: 'one_time',
    amount: '',
    currency_id: currencyId,
    interval: 'month',
    interval_count: 1,
    custom: false,
    ...emptyChosenAmount,
    quantity_available: 0,
    quantity_limit_per_checkout: 0,
    lookup_key: '',
    nickname: '',
  };
}

export function priceFormValues(price: Price, currency: AmountCurrency | undefined): PriceFormValues {
  return {
    type: price.type,
    amount: currency ? unitsToText(price.unit_amount, currency.decimal) : '',
    currency_id: price.currency_id,
    interval: price.recurring?.interval ?? 'month',
    interval_count: price.recurring?.interval_count ?? 1,
    custom: !!price.custom_unit_amount,
    ...chosenAmountValues(price.custom_unit_amount, currency),
    quantity_available: price.quantity_available,
    quantity_limit_per_checkout: price.quantity_limit_per_checkout,
    lookup_key: price.lookup_key ?? '',
    nickname: price.nickname,
  };
}

const wholeNumber = (value: number | string) => (value === '' ? 0 : Number(value));

/**
 * Checks the fields and builds the whole price as the API takes it, every field present (null
 * for none), so an edit can send what changed. Amounts are converted exactly.
 */
export function buildPriceBody(
  values: PriceFormValues,
  currency: AmountCurrency | undefined,
  t: TFunction,
): { body: Required<PriceBody> | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (!values.currency_id || !currency) errors.currency_id = t('dashboard.form.required');
  // A chosen amount needs no fixed one; 0 stands for "none".
  let unitAmount = '0';
  if (currency && (values.amount.trim() || !values.custom)) {
    const parsed = parseAmount(values.amount, currency);
    if (parsed.ok) unitAmount = parsed.units;
    else errors.unit_amount = amountProblemText(t, parsed);
  }

  let custom: PriceBody['custom_unit_amount'] = null;
  if (values.custom) {
    const chosen = parseChosenAmount(values, currency, t);
    Object.assign(errors, prefixErrors(chosen.errors, 'custom_unit_amount'));
    const { presets, ...rest } = chosen.amount;
    custom = { ...(presets.length ? { presets } : {}), ...rest };
  }

  const intervalCount = wholeNumber(values.interval_count);
  if (values.type === 'recurring' && (!Number.isInteger(intervalCount) || intervalCount < 1)) {
    errors['recurring.interval_count'] = t('dashboard.form.positiveWhole');
  }

  const body: Required<PriceBody> = {
    type: values.type,
    unit_amount: unitAmount,
    currency_id: values.currency_id,
    nickname: values.nickname.trim(),
    custom_unit_amount: custom,
    currency_options: [],
    recurring: values.type === 'recurring' ? { interval: values.interval, interval_count: intervalCount, usage_type: 'licensed' } : null,
    quantity_available: wholeNumber(values.quantity_available),
    quantity_limit_per_checkout: wholeNumber(values.quantity_limit_per_checkout),
    upsell: null,
    lookup_key: values.lookup_key.trim() || null,
    metadata: {},
  };
  if (Object.keys(errors).length) return { body: null, errors };

  // The shared schema catches whatever the checks above do not (lengths, ranges).
  const checked = priceUpdateBody.safeParse(body);
  if (!checked.success) return { body: null, errors: zodFieldErrors(checked.error) };
  return { body, errors };
}

/** A new price: only what was filled in. */
export function createPriceBody(body: Required<PriceBody>): PriceBody {
  const result: PriceBody = { type: body.type, unit_amount: body.unit_amount, currency_id: body.currency_id };
  if (body.nickname) result.nickname = body.nickname;
  if (body.custom_unit_amount) result.custom_unit_amount = body.custom_unit_amount;
  if (body.recurring) result.recurring = body.recurring;
  if (body.quantity_available) result.quantity_available = body.quantity_available;
  if (body.quantity_limit_per_checkout) result.quantity_limit_per_checkout = body.quantity_limit_per_checkout;
  if (body.lookup_key) result.lookup_key = body.lookup_key;
  return result;
}

/**
 * The fields of an edit that differ from the stored price. Sending an unchanged pricing field of
 * a price in use would be refused, so only changes go.
 */
export function changedPriceFields(body: Required<PriceBody>, price: Price): PriceUpdate {
  const stored: Record<string, unknown> = {
    type: price.type,
    unit_amount: price.unit_amount,
    currency_id: price.currency_id,
    nickname: price.nickname,
    custom_unit_amount: price.custom_unit_amount,
    recurring: price.recurring ? { interval: price.recurring.interval, interval_count: price.recurring.interval_count, usage_type: price.recurring.usage_type } : null,
    quantity_available: price.quantity_available,
    quantity_limit_per_checkout: price.quantity_limit_per_checkout,
    lookup_key: price.lookup_key,
  };
  const change: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    const next = body[key as keyof PriceBody];
    if (JSON.stringify(sortKeys(next)) !== JSON.stringify(sortKeys(value))) change[key] = next;
  }
  return change as PriceUpdate;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sortKeys(v)]));
  }
  return value;
}
