import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Divider, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_TYPES, productCreateBody, type ProductCreate, type ProductUpdate } from '@common/payment/catalog.ts';
import { errorsUnder, zodFieldErrors, type FieldErrors } from '../shared/form-errors';
import { FormActions } from '../shared/FormActions';
import { toastSuccess } from '../shared/feedback';
import { dashboardPaths } from '../shared/paths';
import { useFormErrors } from '../shared/use-form-errors';
import type { Product, ProductType } from '../shared/types';
import { defaultCurrency, usePaymentCurrencies } from '../payment-methods/fetch-payment-currencies';
import { buildPriceBody, createPriceBody, emptyPriceValues, PRICE_FIELDS, type PriceFormValues } from './price-form';
import { PriceFields } from './PriceFields';
import { useCreateProduct } from './post-product';
import { useUpdateProduct } from './put-product';

type ProductValues = {
  name: string;
  description: string;
  type: ProductType;
  statement_descriptor: string;
  unit_label: string;
};

/** The paths this form shows errors at; anything else goes to the alert under it. */
const PRODUCT_FIELDS = [
  'name',
  'description',
  'type',
  'statement_descriptor',
  'unit_label',
  ...PRICE_FIELDS.map((field) => `prices.0.${field}`),
];

function productValues(product?: Product): ProductValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    type: product?.type ?? 'service',
    statement_descriptor: product?.statement_descriptor ?? '',
    unit_label: product?.unit_label ?? '',
  };
}

type Props = {
  /** The product to edit; without one the form creates a product with its first price. */
  product?: Product;
  onSaved(product: Product): void;
  onCancel?(): void;
};

export function ProductForm({ product, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const currencies = usePaymentCurrencies();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [values, setValues] = useState(() => productValues(product));
  const [price, setPrice] = useState<PriceFormValues>(() => emptyPriceValues());
  const { errors, failure, check, fail } = useFormErrors(PRODUCT_FIELDS);
  const creating = !product;
  const busy = create.isPending || update.isPending;
  const currencyList = currencies.data?.list ?? [];
  // Until someone picks one, a new price is in the base currency.
  const priceValues = { ...price, currency_id: price.currency_id || defaultCurrency(currencyList)?.id || '' };
  const priceCurrency = currencyList.find((c) => c.id === priceValues.currency_id);

  const change = (patch: Partial<ProductValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: FieldErrors = {};
    if (!values.name.trim()) found.name = t('dashboard.form.required');
    const body: ProductCreate = { name: values.name.trim(), type: values.type };
    if (values.description.trim()) body.description = values.description.trim();
    if (values.statement_descriptor.trim()) body.statement_descriptor = values.statement_descriptor.trim();
    if (values.unit_label.trim()) body.unit_label = values.unit_label.trim();
    if (creating) {
      const built = buildPriceBody(priceValues, priceCurrency, t);
      Object.entries(built.errors).forEach(([path, message]) => (found[`prices.0.${path}`] = message));
      if (built.body) body.prices = [createPriceBody(built.body)];
    }
    if (!found.name) {
      const checked = productCreateBody.safeParse(body);
      if (!checked.success) Object.assign(found, { ...zodFieldErrors(checked.error), ...found });
    }
    if (!check(found)) return;
    if (creating) {
      create.mutate(body, {
        onSuccess: (saved) => {
          toastSuccess(t('dashboard.products.created', { name: saved.name }));
          onSaved(saved);
        },
        onError: (error) => fail(error),
      });
    } else {
      const changes: ProductUpdate = {
        name: body.name,
        type: body.type,
        description: values.description.trim(),
        statement_descriptor: values.statement_descriptor.trim(),
        unit_label: values.unit_label.trim(),
      };
      update.mutate(
        { id: product.id, body: changes },
        {
          onSuccess: (saved) => {
            toastSuccess(t('dashboard.products.saved'));
            onSaved(saved);
          },
          onError: (error) => fail(error),
        },
      );
    }
  };

  const noCurrencies = creating && currencies.isSuccess && !currencyList.some((c) => c.active);

  return (
    <form onSubmit={submit} noValidate data-testid="product-form">
      <Stack gap="md">
        <TextInput
          label={t('dashboard.products.name')}
          withAsterisk
          value={values.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          error={errors.name}
          maxLength={255}
          disabled={busy}
          data-autofocus
          data-testid="product-name"
        />
        <Textarea
          label={t('dashboard.products.descriptionField')}
          value={values.description}
          onChange={(event) => change({ description: event.currentTarget.value })}
          error={errors.description}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={5000}
          disabled={busy}
          data-testid="product-description"
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('dashboard.products.type')}
            data={PRODUCT_TYPES.map((type) => ({ value: type, label: t(`dashboard.products.types.${type}`) }))}
            value={values.type}
            onChange={(type) => type && change({ type: type as ProductType })}
            error={errors.type}
            allowDeselect={false}
            disabled={busy}
            data-testid="product-type"
          />
          <TextInput
            label={t('dashboard.products.statementDescriptor')}
            value={values.statement_descriptor}
            onChange={(event) => change({ statement_descriptor: event.currentTarget.value })}
            error={errors.statement_descriptor}
            maxLength={22}
            disabled={busy}
          />
          <TextInput
            label={t('dashboard.products.unitLabel')}
            value={values.unit_label}
            onChange={(event) => change({ unit_label: event.currentTarget.value })}
            error={errors.unit_label}
            maxLength={12}
            disabled={busy}
          />
        </SimpleGrid>
        {creating ? (
          <>
            <Divider />
            <Title order={2} size="h4">
              {t('dashboard.products.firstPrice')}
            </Title>
            {noCurrencies ? (
              <Alert color="yellow" data-testid="no-currencies">
                <Text size="sm">
                  {t('dashboard.prices.noCurrencies')}{' '}
                  <Anchor component={Link} to={dashboardPaths.paymentMethods} size="sm">
                    {t('dashboard.nav.paymentMethods')}
                  </Anchor>
                </Text>
              </Alert>
            ) : null}
            <PriceFields
              values={priceValues}
              onChange={(patch) => setPrice((current) => ({ ...current, ...patch }))}
              errors={errorsUnder(errors, 'prices.0')}
              currencies={currencyList}
              disabled={busy}
            />
          </>
        ) : null}
        <FormActions
          failure={failure}
          busy={busy}
          submitLabel={t(creating ? 'dashboard.products.create' : 'dashboard.form.save')}
          submitTestId="product-submit"
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
