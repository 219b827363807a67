import { useState, type FormEvent } from 'react';
import { Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { FormActions } from '../shared/FormActions';
import { toastSuccess } from '../shared/feedback';
import type { Currency, Price } from '../shared/types';
import { useFormErrors } from '../shared/use-form-errors';
import { defaultCurrency } from '../payment-methods/fetch-payment-currencies';
import { buildPriceBody, changedPriceFields, createPriceBody, emptyPriceValues, PRICE_FIELDS, priceFormValues } from './price-form';
import { PriceFields } from './PriceFields';
import { useCreatePrice } from './post-price';
import { useUpdatePrice } from './put-price';

type Props = {
  productId: string;
  /** The price to edit; none adds a price. */
  price?: Price;
  currencies: Currency[];
  onClose(): void;
};

function PriceForm({ productId, price, currencies, onClose }: Props) {
  const { t } = useTranslation();
  const create = useCreatePrice();
  const update = useUpdatePrice();
  const [values, setValues] = useState(() =>
    price ? priceFormValues(price, currencies.find((c) => c.id === price.currency_id)) : emptyPriceValues(defaultCurrency(currencies)?.id),
  );
  const { errors, failure, check, fail } = useFormErrors(PRICE_FIELDS);
  const busy = create.isPending || update.isPending;
  const currency = currencies.find((c) => c.id === values.currency_id);

  const onError = (error: unknown) =>
    fail(error, error instanceof ApiError && error.code === 'RESOURCE_LOCKED' ? t('dashboard.prices.lockedError') : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const built = buildPriceBody(values, currency, t);
    if (!check(built.errors) || !built.body) return;
    if (!price) {
      create.mutate(
        { product_id: productId, ...createPriceBody(built.body) },
        {
          onSuccess: () => {
            toastSuccess(t('dashboard.prices.created'));
            onClose();
          },
          onError,
        },
      );
      return;
    }
    const changes = changedPriceFields(built.body, price);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: price.id, body: changes },
      {
        onSuccess: () => {
          toastSuccess(t('dashboard.prices.saved'));
          onClose();
        },
        onError,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="price-form">
      <Stack gap="md">
        <PriceFields
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          errors={errors}
          currencies={currencies}
          pricingLocked={price?.locked}
          disabled={busy}
        />
        <FormActions
          failure={failure}
          busy={busy}
          submitLabel={t(price ? 'dashboard.form.save' : 'dashboard.prices.add')}
          submitTestId="price-submit"
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

/** Adds a price to a product, or edits one; open while `opened`. */
export function PriceDialog({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={props.onClose} title={t(props.price ? 'dashboard.prices.edit' : 'dashboard.prices.add')} size="lg" centered>
      {/* Mounted only while open, so each opening starts from the stored values. */}
      {opened ? <PriceForm {...props} /> : null}
    </Modal>
  );
}
