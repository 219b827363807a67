import { formatUnits, parseUnits } from 'viem';
import type { TFunction } from 'i18next';
import type { Currency, Price } from './types';

/** Spec §5: at most 6 decimal places unless the currency says otherwise. */
export const DEFAULT_PRECISION = 6;

export type AmountCurrency = Pick<Currency, 'decimal' | 'symbol'> & { maximum_precision?: number | null };

export type AmountProblem = 'required' | 'invalid' | 'precision';

export type ParsedAmount = { ok: true; units: string } | { ok: false; problem: AmountProblem; precision: number };

const DECIMAL_TEXT = /^(\d+(\.\d*)?|\.\d+)$/;

/** Decimal places a person may type: the currency's own limit, never more than it can hold. */
export function amountPrecision(currency: AmountCurrency): number {
  return Math.min(currency.decimal, currency.maximum_precision ?? DEFAULT_PRECISION);
}

/** Turns typed token text such as "10.5" into smallest units, exactly (no floating point). */
export function parseAmount(text: string, currency: AmountCurrency): ParsedAmount {
  const precision = amountPrecision(currency);
  const value = text.trim();
  if (!value) return { ok: false, problem: 'required', precision };
  if (!DECIMAL_TEXT.test(value)) return { ok: false, problem: 'invalid', precision };
  const [whole, fraction = ''] = value.split('.');
  if (fraction.length > precision) return { ok: false, problem: 'precision', precision };
  return { ok: true, units: parseUnits(`${whole || '0'}.${fraction || '0'}`, currency.decimal).toString() };
}

/** The i18n text for a refused amount. */
export function amountProblemText(t: TFunction, parsed: Extract<ParsedAmount, { ok: false }>): string {
  if (parsed.problem === 'precision') return t('dashboard.amount.precision', { precision: parsed.precision });
  return t(parsed.problem === 'required' ? 'dashboard.form.required' : 'dashboard.amount.invalid');
}

/** Smallest units back to the token text a form shows ("10500000", 6 → "10.5"). */
export function unitsToText(units: string | null | undefined, decimal: number): string {
  if (units === null || units === undefined || units === '') return '';
  return formatUnits(BigInt(units), decimal);
}

function groupThousands(text: string): string {
  const [whole, fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** "1,250.5 TUSD"; an unknown currency shows the raw units. */
export function formatAmount(units: string, currency: AmountCurrency | undefined): string {
  if (!currency) return units;
  return `${groupThousands(formatUnits(BigInt(units), currency.decimal))} ${currency.symbol}`;
}

/** What a price charges: "12.5 TUSD", "10 TUSD / month", "100 TUSD every 3 months", or a chosen amount. */
export function formatPrice(price: Price, currency: AmountCurrency | undefined, t: TFunction): string {
  const custom = price.custom_unit_amount;
  const amount = custom
    ? t('dashboard.prices.customAmount', {
        preset: formatAmount(custom.preset ?? custom.presets?.[0] ?? price.unit_amount, currency),
      })
    : formatAmount(price.unit_amount, currency);
  if (price.type !== 'recurring' || !price.recurring) return amount;
  const { interval, interval_count: count } = price.recurring;
  return count > 1
    ? t('dashboard.prices.everyN', { amount, count, interval: t(`dashboard.intervals.plural.${interval}`) })
    : t('dashboard.prices.every', { amount, interval: t(`dashboard.intervals.single.${interval}`) });
}
