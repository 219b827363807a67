import { useMemo, type KeyboardEvent } from 'react';
import { Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import isISO31661Alpha2 from 'validator/es/lib/isISO31661Alpha2';
import { requiredBillingFields, type CustomerFormErrors } from '@common/checkout/customer-form.ts';
import type { BillingAddressKey, CheckoutFormField } from '@common/checkout/field-names.ts';

export type FormValues = {
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  billing_address: Record<BillingAddressKey, string>;
};

export const emptyForm = (): FormValues => ({
  customer_name: '',
  customer_email: '',
  customer_phone: '',
  billing_address: { country: 'us', state: '', city: '', line1: '', line2: '', postal_code: '' },
});

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
let countryCodes: string[] | null = null;

/** Every ISO 3166-1 alpha-2 country code, lower case. */
function allCountries(): string[] {
  if (!countryCodes) {
    countryCodes = [];
    for (const a of LETTERS) for (const b of LETTERS) if (isISO31661Alpha2(`${a}${b}`)) countryCodes.push(`${a}${b}`);
  }
  return countryCodes;
}

function useCountryOptions(locale: string) {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale === 'zh' ? 'zh-CN' : 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    return allCountries()
      .map((code) => ({ value: code, label: names?.of(code.toUpperCase()) ?? code.toUpperCase() }))
      .sort((x, y) => x.label.localeCompare(y.label));
  }, [locale]);
}

type Props = {
  values: FormValues;
  errors: CustomerFormErrors;
  onChange(values: FormValues): void;
  showNameAndEmail: boolean;
  phoneCollection: boolean;
  billingAddressCollection: 'auto' | 'required';
  paymentMethodType: string | undefined;
  disabled?: boolean;
  onEnter(): void;
};

/** The text for an error: the spec keys are translated, server-given messages shown as they are. */
export function useErrorText() {
  const { t } = useTranslation();
  return (message: string | undefined) => (message ? (message.startsWith('payment.') ? t(message) : message) : undefined);
}

/** Contact and billing fields; Enter in any of them submits. */
export function CustomerFields({ values, errors, onChange, showNameAndEmail, phoneCollection, billingAddressCollection, paymentMethodType, disabled, onEnter }: Props) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const countries = useCountryOptions(i18n.language);
  const required = requiredBillingFields(billingAddressCollection, paymentMethodType);
  const showAddress = billingAddressCollection === 'required' || paymentMethodType === 'stripe';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onEnter();
    }
  };
  const field = (name: CheckoutFormField) => ({
    error: errorText(errors[name]),
    disabled,
    onKeyDown,
    'data-testid': `checkout-field-${name.replace('billing_address.', 'billing-')}`,
    errorProps: { 'data-testid': `checkout-error-${name.replace('billing_address.', 'billing-')}` },
  });
  const setAddress = (key: BillingAddressKey, value: string) => onChange({ ...values, billing_address: { ...values.billing_address, [key]: value } });

  return (
    <Stack gap="md">
      {showNameAndEmail || phoneCollection ? (
        <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Title order={3} size="h5" component="legend" p={0}>
            {t('payment.checkout.customerInfo')}
          </Title>
          {showNameAndEmail ? (
            <>
              <TextInput
                label={t('payment.checkout.customer.name')}
                autoComplete="name"
                required
                value={values.customer_name}
                onChange={(e) => onChange({ ...values, customer_name: e.currentTarget.value })}
                {...field('customer_name')}
              />
              <TextInput
                label={t('payment.checkout.customer.email')}
                type="email"
                autoComplete="email"
                required
                value={values.customer_email}
                onChange={(e) => onChange({ ...values, customer_email: e.currentTarget.value })}
                {...field('customer_email')}
              />
            </>
          ) : null}
          <TextInput
            label={t('payment.checkout.customer.phone')}
            description={t('payment.checkout.customer.phoneHint')}
            type="tel"
            autoComplete="tel"
            required={phoneCollection}
            value={values.customer_phone}
            onChange={(e) => onChange({ ...values, customer_phone: e.currentTarget.value })}
            {...field('customer_phone')}
          />
        </Stack>
      ) : null}
      {showAddress ? (
        <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }} data-testid="checkout-billing">
          <Title order={3} size="h5" component="legend" p={0}>
            {t('payment.checkout.billing.title')}
          </Title>
          <Select
            label={t('payment.checkout.billing.country')}
            data={countries}
            searchable
            allowDeselect={false}
            value={values.billing_address.country}
            onChange={(value) => setAddress('country', value ?? 'us')}
            autoComplete="country"
            {...field('billing_address.country')}
          />
          <TextInput
            label={t('payment.checkout.billing.line1')}
            autoComplete="address-line1"
            required={required.includes('line1')}
            value={values.billing_address.line1}
            onChange={(e) => setAddress('line1', e.currentTarget.value)}
            {...field('billing_address.line1')}
          />
          <TextInput
            label={t('payment.checkout.billing.line2')}
            autoComplete="address-line2"
            value={values.billing_address.line2}
            onChange={(e) => setAddress('line2', e.currentTarget.value)}
            {...field('billing_address.line2')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t('payment.checkout.billing.city')}
                autoComplete="address-level2"
                required={required.includes('city')}
                value={values.billing_address.city}
                onChange={(e) => setAddress('city', e.currentTarget.value)}
                {...field('billing_address.city')}
              />
              <TextInput
                label={t('payment.checkout.billing.state')}
                autoComplete="address-level1"
                required={required.includes('state')}
                value={values.billing_address.state}
                onChange={(e) => setAddress('state', e.currentTarget.value)}
                {...field('billing_address.state')}
              />
          </SimpleGrid>
          <TextInput
            label={t('payment.checkout.billing.postal_code')}
            autoComplete="postal-code"
            required={required.includes('postal_code')}
            value={values.billing_address.postal_code}
            onChange={(e) => setAddress('postal_code', e.currentTarget.value)}
            {...field('billing_address.postal_code')}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
