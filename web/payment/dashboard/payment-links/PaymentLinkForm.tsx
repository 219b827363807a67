import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  CloseButton,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../shared/amount';
import { AmountInput } from '../shared/AmountInput';
import { ChosenAmountFields } from '../shared/ChosenAmountFields';
import { errorsUnder, fieldError } from '../shared/form-errors';
import { FormActions } from '../shared/FormActions';
import { toastSuccess } from '../shared/feedback';
import { Section } from '../shared/Section';
import type { PaymentLink } from '../shared/types';
import { useFormErrors } from '../shared/use-form-errors';
import { useCurrencyMap } from '../payment-methods/fetch-payment-currencies';
import { usePrices } from '../products/fetch-prices';
import {
  buildLinkBody,
  emptyBenefit,
  emptyItem,
  emptyLinkValues,
  LINK_FIELDS,
  linkUpdateBody,
  linkValuesFrom,
  type BenefitValues,
  type ItemValues,
  type LinkValues,
} from './link-form';
import { useCreatePaymentLink } from './post-payment-link';
import { useUpdatePaymentLink } from './put-payment-link';

/** The most prices a link may list; the API pages at 100. */
const PRICE_PAGE = { page: 1, pageSize: 100, active: true };

/** The API takes at most this many items, and as many benefits. */
const MAX_ROWS = 20;

/** Under a list of rows: what is wrong with the list as a whole, and a button for one more row. */
function AddRow({ error, label, onAdd, disabled, testId }: { error?: string; label: string; onAdd(): void; disabled: boolean; testId: string }) {
  return (
    <Stack gap="xs" align="flex-start">
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <Button variant="light" size="xs" onClick={onAdd} disabled={disabled} data-testid={testId}>
        {label}
      </Button>
    </Stack>
  );
}

/**
 * Builds a payment link: prices and quantities, donation amounts, the page after paying, benefits.
 * Given a `link`, edits it (its prices and currencies must be loaded before this renders).
 */
export function PaymentLinkForm({ onSaved, link }: { onSaved(link: PaymentLink): void; link?: PaymentLink }) {
  const { t } = useTranslation();
  const prices = usePrices(PRICE_PAGE);
  const currencies = useCurrencyMap();
  const create = useCreatePaymentLink();
  const update = useUpdatePaymentLink();
  const [values, setValues] = useState<LinkValues>(() => {
    if (!link) return emptyLinkValues();
    const firstPrice = prices.data?.list.find((price) => price.id === link.line_items[0]?.price_id);
    return linkValuesFrom(link, firstPrice ? currencies.get(firstPrice.currency_id) : undefined);
  });
  const { errors, failure, check, fail } = useFormErrors(LINK_FIELDS);
  const busy = create.isPending || update.isPending;

  const onSale = (prices.data?.list ?? []).filter((price) => price.product?.active !== false);
  const priceOptions = onSale.map((price) => ({
    value: price.id,
    label: `${price.product?.name ?? price.product_id} · ${formatPrice(price, currencies.get(price.currency_id), t)}`,
  }));
  const firstPrice = onSale.find((price) => price.id === values.items[0]?.price_id);
  // Donation and benefit amounts are in the currency of the first item.
  const currency = firstPrice ? currencies.get(firstPrice.currency_id) : undefined;

  const change = (patch: Partial<LinkValues>) => setValues((current) => ({ ...current, ...patch }));
  const changeItem = (key: number, patch: Partial<ItemValues>) =>
    setValues((current) => ({ ...current, items: current.items.map((item) => (item.key === key ? { ...item, ...patch } : item)) }));
  const changeBenefit = (key: number, patch: Partial<BenefitValues>) =>
    setValues((current) => ({ ...current, benefits: current.benefits.map((b) => (b.key === key ? { ...b, ...patch } : b)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const built = buildLinkBody(values, currency, t);
    if (!check(built.errors) || !built.body) return;
    const handlers = {
      onSuccess: (saved: PaymentLink) => {
        toastSuccess(t(link ? 'dashboard.paymentLinks.updated' : 'dashboard.paymentLinks.created'));
        onSaved(saved);
      },
      onError: (error: unknown) => fail(error),
    };
    if (link) update.mutate({ id: link.id, body: linkUpdateBody(built.body) }, handlers);
    else create.mutate(built.body, handlers);
  };

  const error = (path: string) => fieldError(errors, path);

  return (
    <form onSubmit={submit} noValidate data-testid="link-form">
      <Stack gap="md">
        <Section title={t('dashboard.paymentLinks.itemsTitle')}>
          <TextInput
            label={t('dashboard.paymentLinks.name')}
            description={t('dashboard.paymentLinks.nameHint')}
            value={values.name}
            onChange={(event) => change({ name: event.currentTarget.value })}
            error={error('name')}
            maxLength={255}
            disabled={busy}
            data-testid="link-name"
          />
          {prices.isSuccess && priceOptions.length === 0 ? (
            <Alert color="yellow">{t('dashboard.paymentLinks.noPrices')}</Alert>
          ) : null}
          {values.items.map((item, index) => {
            const itemError = errorsUnder(errors, `line_items.${index}`);
            return (
              <Stack key={item.key} gap="xs" data-testid="link-item">
                <Group gap="sm" align="flex-start" wrap="wrap">
                  <Select
                    label={t('dashboard.paymentLinks.price')}
                    withAsterisk
                    searchable
                    data={priceOptions}
                    value={item.price_id || null}
                    onChange={(priceId) => changeItem(item.key, { price_id: priceId ?? '' })}
                    error={fieldError(itemError, 'price_id')}
                    disabled={busy || prices.isPending}
                    placeholder={prices.isPending ? t('common.loading') : undefined}
                    style={{ flex: 1, minWidth: 220 }}
                    data-testid="link-item-price"
                  />
                  <NumberInput
                    label={t('dashboard.paymentLinks.quantity')}
                    withAsterisk
                    min={1}
                    allowDecimal={false}
                    allowNegative={false}
                    value={item.quantity}
                    onChange={(quantity) => changeItem(item.key, { quantity })}
                    error={fieldError(itemError, 'quantity')}
                    disabled={busy}
                    w={120}
                    data-testid="link-item-quantity"
                  />
                  {values.items.length > 1 ? (
                    <CloseButton
                      mt={28}
                      aria-label={t('dashboard.paymentLinks.removeItem')}
                      onClick={() => change({ items: values.items.filter((i) => i.key !== item.key) })}
                      disabled={busy}
                    />
                  ) : null}
                </Group>
                <Switch
                  label={t('dashboard.paymentLinks.adjustable')}
                  checked={item.adjustable}
                  onChange={(event) => changeItem(item.key, { adjustable: event.currentTarget.checked })}
                  disabled={busy}
                  data-testid="link-item-adjustable"
                />
                {item.adjustable ? (
                  <Group gap="sm">
                    <NumberInput
                      label={t('dashboard.paymentLinks.minQuantity')}
                      min={1}
                      allowDecimal={false}
                      allowNegative={false}
                      value={item.minimum}
                      onChange={(minimum) => changeItem(item.key, { minimum })}
                      error={fieldError(itemError, 'adjustable_quantity.minimum')}
                      disabled={busy}
                      w={160}
                    />
                    <NumberInput
                      label={t('dashboard.paymentLinks.maxQuantity')}
                      min={1}
                      allowDecimal={false}
                      allowNegative={false}
                      value={item.maximum}
                      onChange={(maximum) => changeItem(item.key, { maximum })}
                      error={fieldError(itemError, 'adjustable_quantity.maximum')}
                      disabled={busy}
                      w={160}
                    />
                  </Group>
                ) : null}
              </Stack>
            );
          })}
          <AddRow
            error={errors.line_items}
            label={t('dashboard.paymentLinks.addItem')}
            onAdd={() => change({ items: [...values.items, emptyItem()] })}
            disabled={busy || values.items.length >= MAX_ROWS}
            testId="link-add-item"
          />
        </Section>

        <Section title={t('dashboard.paymentLinks.donationTitle')}>
          <Switch
            label={t('dashboard.paymentLinks.donation')}
            description={t('dashboard.paymentLinks.donationHint')}
            checked={values.donation}
            onChange={(event) => change({ donation: event.currentTarget.checked })}
            disabled={busy}
            data-testid="link-donation"
          />
          {values.donation ? (
            <Stack gap="sm">
              <ChosenAmountFields
                values={values}
                onChange={change}
                currency={currency}
                errors={errorsUnder(errors, 'donation_settings.amount')}
                general={errors['donation_settings.amount'] ?? errors.donation_settings}
                disabled={busy}
                testIdPrefix="link-donation"
              />
              <Switch
                label={t('dashboard.donations.allowCustom')}
                checked={values.custom}
                onChange={(event) => change({ custom: event.currentTarget.checked })}
                disabled={busy}
              />
            </Stack>
          ) : null}
        </Section>

        <Section title={t('dashboard.paymentLinks.afterTitle')}>
          <SegmentedControl
            value={values.afterCompletion}
            onChange={(value) => change({ afterCompletion: value as LinkValues['afterCompletion'] })}
            data={[
              { value: 'hosted_confirmation', label: t('dashboard.paymentLinks.afterMessage') },
              { value: 'redirect', label: t('dashboard.paymentLinks.afterRedirect') },
              { value: 'none', label: t('dashboard.paymentLinks.afterNone') },
            ]}
            disabled={busy}
            style={{ alignSelf: 'flex-start' }}
            data-testid="link-after"
          />
          {values.afterCompletion === 'hosted_confirmation' ? (
            <Textarea
              label={t('dashboard.paymentLinks.message')}
              value={values.message}
              onChange={(event) => change({ message: event.currentTarget.value })}
              error={error('after_completion.hosted_confirmation')}
              maxLength={1000}
              autosize
              minRows={2}
              disabled={busy}
              data-testid="link-message"
            />
          ) : null}
          {values.afterCompletion === 'redirect' ? (
            <TextInput
              label={t('dashboard.paymentLinks.redirectUrl')}
              withAsterisk
              type="url"
              value={values.redirectUrl}
              onChange={(event) => change({ redirectUrl: event.currentTarget.value })}
              error={error('after_completion.redirect') ?? error('after_completion')}
              placeholder="https://"
              disabled={busy}
            />
          ) : null}
        </Section>

        <Section title={t('dashboard.paymentLinks.benefitsTitle')}>
          <Text size="sm" c="dimmed">
            {t('dashboard.paymentLinks.benefitsHint')}
          </Text>
          {values.benefits.map((benefit, index) => {
            const benefitError = errorsUnder(errors, `benefits.${index}`);
            return (
              <Card key={benefit.key} withBorder padding="sm" data-testid="link-benefit">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <TextInput
                      label={t('dashboard.paymentLinks.benefitName')}
                      withAsterisk
                      value={benefit.name}
                      onChange={(event) => changeBenefit(benefit.key, { name: event.currentTarget.value })}
                      error={fieldError(benefitError, 'name')}
                      maxLength={100}
                      disabled={busy}
                      style={{ flex: 1 }}
                    />
                    <CloseButton
                      mt={24}
                      aria-label={t('dashboard.paymentLinks.removeBenefit')}
                      onClick={() => change({ benefits: values.benefits.filter((b) => b.key !== benefit.key) })}
                      disabled={busy}
                    />
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                    <Select
                      label={t('dashboard.paymentLinks.benefitType')}
                      data={[
                        { value: 'other', label: t('dashboard.paymentLinks.benefitTypes.other') },
                        { value: 'dapp', label: t('dashboard.paymentLinks.benefitTypes.dapp') },
                      ]}
                      value={benefit.type}
                      onChange={(type) => type && changeBenefit(benefit.key, { type: type as BenefitValues['type'] })}
                      allowDeselect={false}
                      disabled={busy}
                    />
                    <Select
                      label={t('dashboard.paymentLinks.share')}
                      data={[
                        { value: 'percent', label: t('dashboard.paymentLinks.sharePercent') },
                        { value: 'amount', label: t('dashboard.paymentLinks.shareAmount') },
                      ]}
                      value={benefit.share}
                      onChange={(share) => share && changeBenefit(benefit.key, { share: share as BenefitValues['share'] })}
                      allowDeselect={false}
                      disabled={busy}
                    />
                    {benefit.share === 'percent' ? (
                      <NumberInput
                        label={t('dashboard.paymentLinks.percent')}
                        min={0}
                        max={100}
                        suffix="%"
                        value={benefit.percent}
                        onChange={(percent) => changeBenefit(benefit.key, { percent })}
                        error={fieldError(benefitError, 'percent')}
                        disabled={busy}
                      />
                    ) : (
                      <AmountInput
                        label={t('dashboard.prices.amount')}
                        value={benefit.amount}
                        onChange={(amount) => changeBenefit(benefit.key, { amount })}
                        currency={currency}
                        error={fieldError(benefitError, 'amount')}
                        disabled={busy}
                      />
                    )}
                  </SimpleGrid>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    <TextInput
                      label={t('dashboard.paymentLinks.benefitUrl')}
                      type="url"
                      value={benefit.url}
                      onChange={(event) => changeBenefit(benefit.key, { url: event.currentTarget.value })}
                      error={fieldError(benefitError, 'url')}
                      disabled={busy}
                    />
                    <TextInput
                      label={t('dashboard.paymentLinks.benefitAddress')}
                      value={benefit.address}
                      onChange={(event) => changeBenefit(benefit.key, { address: event.currentTarget.value })}
                      error={fieldError(benefitError, 'address')}
                      disabled={busy}
                    />
                  </SimpleGrid>
                </Stack>
              </Card>
            );
          })}
          <AddRow
            error={errors.benefits}
            label={t('dashboard.paymentLinks.addBenefit')}
            onAdd={() => change({ benefits: [...values.benefits, emptyBenefit()] })}
            disabled={busy || values.benefits.length >= MAX_ROWS}
            testId="link-add-benefit"
          />
        </Section>

        <Section title={t('dashboard.paymentLinks.collectTitle')}>
          <Switch
            label={t('dashboard.paymentLinks.phone')}
            checked={values.phone}
            onChange={(event) => change({ phone: event.currentTarget.checked })}
            disabled={busy}
          />
          <Select
            label={t('dashboard.paymentLinks.billingAddress')}
            data={[
              { value: 'auto', label: t('dashboard.paymentLinks.billingAuto') },
              { value: 'required', label: t('dashboard.paymentLinks.billingRequired') },
            ]}
            value={values.billingAddress}
            onChange={(value) => value && change({ billingAddress: value as LinkValues['billingAddress'] })}
            error={error('billing_address_collection')}
            allowDeselect={false}
            disabled={busy}
            maw={320}
          />
        </Section>

        <FormActions failure={failure} busy={busy} submitLabel={t(link ? 'dashboard.form.save' : 'dashboard.paymentLinks.create')} submitTestId="link-submit" />
      </Stack>
    </form>
  );
}
