import type { TFunction } from 'i18next';
import { parseUnits } from 'viem';
import { donationAmountSchema } from '@common/payment/catalog.ts';
import { formatAmount, type AmountCurrency } from '../shared/amount';
import { chosenAmountValues, parseChosenAmount, type ChosenAmountValues } from '../shared/chosen-amount';
import { prefixErrors, zodFieldErrors, type FieldErrors } from '../shared/form-errors';
import type { DonationSettings } from '../shared/types';

export type DonationValues = ChosenAmountValues & {
  custom: boolean;
  btnText: string;
  historyType: 'table' | 'avatar';
};

/** What a new mount location starts with: 1, 5 and 10 of the base currency, 5 chosen. */
export function starterSettings(currency: AmountCurrency | null): DonationSettings['settings'] {
  if (!currency) return { amount: { custom: true }, historyType: 'avatar' };
  const units = (n: string) => parseUnits(n, currency.decimal).toString();
  return { amount: { presets: [units('1'), units('5'), units('10')], preset: units('5'), custom: true }, historyType: 'avatar' };
}

export function donationValues(settings: DonationSettings['settings'], currency: AmountCurrency | undefined): DonationValues {
  return {
    ...chosenAmountValues(settings.amount, currency),
    custom: settings.amount?.custom ?? true,
    btnText: settings.btnText ?? '',
    historyType: settings.historyType ?? 'avatar',
  };
}

/** Checks the form; presets must lie between the minimum and the maximum. */
export function buildDonationSettings(
  values: DonationValues,
  currency: AmountCurrency | undefined,
  t: TFunction,
): { settings: DonationSettings['settings'] | null; errors: FieldErrors } {
  const chosen = parseChosenAmount(values, currency, t);
  const errors = prefixErrors(chosen.errors, 'amount');
  const { presets, preset, minimum, maximum } = chosen.amount;
  const min = BigInt(minimum ?? '0');
  const max = maximum === undefined ? undefined : BigInt(maximum);
  const between = (units: string) => BigInt(units) >= min && (max === undefined || BigInt(units) <= max);
  const range = {
    min: formatAmount(min.toString(), currency),
    max: max === undefined ? t('dashboard.donations.unlimited') : formatAmount(max.toString(), currency),
  };
  if (!errors['amount.maximum']) {
    if (presets.some((p) => !between(p))) errors['amount.presets'] ??= t('dashboard.donations.between', range);
    if (preset !== undefined && !between(preset)) errors['amount.preset'] = t('dashboard.donations.between', range);
  }
  if (preset !== undefined && presets.length && !presets.includes(preset)) errors['amount.preset'] ??= t('dashboard.donations.presetNotListed');

  const amount = { ...chosen.amount, custom: values.custom };
  const checked = donationAmountSchema.safeParse(amount);
  if (!checked.success) Object.assign(errors, zodFieldErrors(checked.error, 'amount'), errors);
  if (Object.keys(errors).length) return { settings: null, errors };
  return { settings: { amount, btnText: values.btnText.trim(), historyType: values.historyType }, errors };
}
