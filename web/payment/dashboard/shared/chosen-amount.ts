import type { TFunction } from 'i18next';
import { amountProblemText, parseAmount, unitsToText, type AmountCurrency } from './amount';
import type { FieldErrors } from './form-errors';
import type { CustomUnitAmount } from './types';

/** Amounts a payer picks from or types: suggested ones, the preselected one, and the range. */
export type ChosenAmountValues = {
  /** Comma-separated token amounts. */
  presets: string;
  preset: string;
  minimum: string;
  maximum: string;
};

export const emptyChosenAmount: ChosenAmountValues = { presets: '', preset: '', minimum: '', maximum: '' };

export function chosenAmountValues(amount: CustomUnitAmount | null | undefined, currency: AmountCurrency | undefined): ChosenAmountValues {
  const text = (units: string | undefined) => (currency && units ? unitsToText(units, currency.decimal) : '');
  return {
    presets: (amount?.presets ?? []).map((units) => text(units)).join(', '),
    preset: text(amount?.preset),
    minimum: text(amount?.minimum),
    maximum: text(amount?.maximum),
  };
}

/**
 * Converts the amounts exactly and checks the range. Errors are keyed like the API's fields
 * (`presets.1`, `maximum`); without a currency, typed amounts get `noCurrency` when given.
 */
export function parseChosenAmount(
  values: ChosenAmountValues,
  currency: AmountCurrency | undefined,
  t: TFunction,
  noCurrency?: string,
): { amount: Required<Pick<CustomUnitAmount, 'presets'>> & Omit<CustomUnitAmount, 'presets'>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const amountOf = (text: string, path: string): string | undefined => {
    if (!text.trim()) return undefined;
    if (!currency) {
      if (noCurrency) errors[path] = noCurrency;
      return undefined;
    }
    const parsed = parseAmount(text, currency);
    if (parsed.ok) return parsed.units;
    errors[path] = amountProblemText(t, parsed);
    return undefined;
  };
  const presets = values.presets
    .split(',')
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text, index) => amountOf(text, `presets.${index}`))
    .filter((units): units is string => units !== undefined);
  const preset = amountOf(values.preset, 'preset');
  const minimum = amountOf(values.minimum, 'minimum');
  const maximum = amountOf(values.maximum, 'maximum');
  if (minimum !== undefined && maximum !== undefined && BigInt(minimum) > BigInt(maximum)) {
    errors.maximum = t('dashboard.amount.belowMinimum');
  }
  return {
    amount: {
      presets,
      ...(preset !== undefined ? { preset } : {}),
      ...(minimum !== undefined ? { minimum } : {}),
      ...(maximum !== undefined ? { maximum } : {}),
    },
    errors,
  };
}
