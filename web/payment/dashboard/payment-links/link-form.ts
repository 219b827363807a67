import type { TFunction } from 'i18next';
import { paymentLinkCreateBody, type PaymentLinkCreate } from '@common/payment/catalog.ts';
import { amountProblemText, parseAmount, unitsToText, type AmountCurrency } from '../shared/amount';
import { chosenAmountValues, emptyChosenAmount, parseChosenAmount, type ChosenAmountValues } from '../shared/chosen-amount';
import type { PaymentLink } from '../shared/types';
import { prefixErrors, zodFieldErrors, type FieldErrors } from '../shared/form-errors';

export type ItemValues = {
  key: number;
  price_id: string;
  quantity: number | string;
  adjustable: boolean;
  minimum: number | string;
  maximum: number | string;
};

export type BenefitValues = {
  key: number;
  name: string;
  type: 'dapp' | 'other';
  share: 'percent' | 'amount';
  percent: number | string;
  amount: string;
  url: string;
  address: string;
};

/** The builder's fields; the chosen-amount ones are the donation amounts. */
export type LinkValues = ChosenAmountValues & {
  name: string;
  items: ItemValues[];
  donation: boolean;
  custom: boolean;
  afterCompletion: 'none' | 'hosted_confirmation' | 'redirect';
  message: string;
  redirectUrl: string;
  benefits: BenefitValues[];
  phone: boolean;
  billingAddress: 'auto' | 'required';
};

/** The paths the builder shows errors at. */
export const LINK_FIELDS = ['name', 'line_items', 'donation_settings', 'after_completion', 'benefits', 'billing_address_collection'];

let lastKey = 0;
/** Keys for rows added and removed while editing. */
export const nextKey = () => ++lastKey;

export function emptyItem(): ItemValues {
  return { key: nextKey(), price_id: '', quantity: 1, adjustable: false, minimum: 1, maximum: 10 };
}

export function emptyBenefit(): BenefitValues {
  return { key: nextKey(), name: '', type: 'other', share: 'percent', percent: '', amount: '', url: '', address: '' };
}

export function emptyLinkValues(): LinkValues {
  return {
    name: '',
    items: [emptyItem()],
    donation: false,
    ...emptyChosenAmount,
    custom: true,
    afterCompletion: 'hosted_confirmation',
    message: '',
    redirectUrl: '',
    benefits: [],
    phone: false,
    billingAddress: 'auto',
  };
}

const count = (value: number | string) => (value === '' ? NaN : Number(value));

/** Checks the builder and turns it into the API's body; amounts in the currency of the first item. */
export function buildLinkBody(
  values: LinkValues,
  currency: AmountCurrency | undefined,
  t: TFunction,
): { body: PaymentLinkCreate | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const required = t('dashboard.form.required');
  const noCurrency = t('dashboard.paymentLinks.pickPriceFirst');

  const seen = new Set<string>();
  const lineItems: PaymentLinkCreate['line_items'] = values.items.map((item, index) => {
    if (!item.price_id) errors[`line_items.${index}.price_id`] = required;
    else if (seen.has(item.price_id)) errors[`line_items.${index}.price_id`] = t('dashboard.paymentLinks.duplicatePrice');
    seen.add(item.price_id);
    const quantity = count(item.quantity);
    if (!Number.isInteger(quantity) || quantity < 1) errors[`line_items.${index}.quantity`] = t('dashboard.form.positiveWhole');
    const lineItem: PaymentLinkCreate['line_items'][number] = { price_id: item.price_id, quantity };
    if (item.adjustable) {
      const minimum = count(item.minimum);
      const maximum = count(item.maximum);
      if (!Number.isInteger(minimum) || minimum < 1) errors[`line_items.${index}.adjustable_quantity.minimum`] = t('dashboard.form.positiveWhole');
      if (!Number.isInteger(maximum) || maximum < 1) errors[`line_items.${index}.adjustable_quantity.maximum`] = t('dashboard.form.positiveWhole');
      else if (maximum < minimum) errors[`line_items.${index}.adjustable_quantity.maximum`] = t('dashboard.amount.belowMinimum');
      lineItem.adjustable_quantity = { enabled: true, minimum, maximum };
    }
    return lineItem;
  });

  const body: PaymentLinkCreate = {
    line_items: lineItems,
    phone_number_collection: { enabled: values.phone },
    billing_address_collection: values.billingAddress,
  };
  if (values.name.trim()) body.name = values.name.trim();

  if (values.donation) {
    const chosen = parseChosenAmount(values, currency, t, noCurrency);
    Object.assign(errors, prefixErrors(chosen.errors, 'donation_settings.amount'));
    body.submit_type = 'donate';
    body.donation_settings = { amount: { ...chosen.amount, custom: values.custom } };
  }

  if (values.afterCompletion === 'hosted_confirmation') {
    body.after_completion = {
      type: 'hosted_confirmation',
      hosted_confirmation: values.message.trim() ? { custom_message: values.message.trim() } : {},
    };
  } else if (values.afterCompletion === 'redirect') {
    if (!values.redirectUrl.trim()) errors['after_completion.redirect.url'] = required;
    body.after_completion = { type: 'redirect', redirect: { url: values.redirectUrl.trim() } };
  }

  if (values.benefits.length) {
    body.benefits = values.benefits.map((benefit, index) => {
      if (!benefit.name.trim()) errors[`benefits.${index}.name`] = required;
      const result: NonNullable<PaymentLinkCreate['benefits']>[number] = { name: benefit.name.trim(), type: benefit.type };
      if (benefit.share === 'percent' && benefit.percent !== '') result.percent = Number(benefit.percent);
      if (benefit.share === 'amount') {
        const parsed = currency ? parseAmount(benefit.amount, currency) : null;
        if (parsed?.ok) result.amount = parsed.units;
        else errors[`benefits.${index}.amount`] = parsed ? amountProblemText(t, parsed) : noCurrency;
      }
      if (benefit.url.trim()) result.url = benefit.url.trim();
      if (benefit.address.trim()) result.address = benefit.address.trim();
      return result;
    });
  }

  if (Object.keys(errors).length) return { body: null, errors };
  const checked = paymentLinkCreateBody.safeParse(body);
  if (!checked.success) return { body: null, errors: zodFieldErrors(checked.error) };
  return { body, errors };
}

/** The builder's fields for an existing link, amounts in the currency of its first item. */
export function linkValuesFrom(link: PaymentLink, currency: AmountCurrency | undefined): LinkValues {
  const donation = link.donation_settings?.amount;
  const after = link.after_completion;
  return {
    name: link.name ?? '',
    items: link.line_items.map((item) => ({
      key: nextKey(),
      price_id: item.price_id,
      quantity: item.quantity,
      adjustable: !!item.adjustable_quantity?.enabled,
      minimum: item.adjustable_quantity?.minimum ?? 1,
      maximum: item.adjustable_quantity?.maximum ?? 10,
    })),
    donation: !!link.donation_settings,
    ...chosenAmountValues(donation, currency),
    custom: donation?.custom ?? true,
    afterCompletion: after?.type ?? 'none',
    message: after?.hosted_confirmation?.custom_message ?? '',
    redirectUrl: after?.redirect?.url ?? '',
    benefits: (link.benefits ?? []).map((benefit) => ({
      key: nextKey(),
      name: benefit.name,
      type: benefit.type === 'dapp' ? 'dapp' : 'other',
      share: benefit.amount ? 'amount' : 'percent',
      percent: benefit.percent ?? '',
      amount: benefit.amount && currency ? unitsToText(benefit.amount, currency.decimal) : '',
      url: benefit.url ?? '',
      address: benefit.address ?? '',
    })),
    phone: link.phone_number_collection?.enabled ?? false,
    billingAddress: link.billing_address_collection ?? 'auto',
  };
}

/** An edit sends every part: what the builder left empty is cleared, not kept. */
export function linkUpdateBody(body: PaymentLinkCreate) {
  return {
    ...body,
    name: body.name ?? '',
    submit_type: body.submit_type ?? 'auto',
    donation_settings: body.donation_settings ?? null,
    after_completion: body.after_completion ?? null,
    benefits: body.benefits ?? [],
  };
}
