import { Alert, Box, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INTERVALS } from '@common/payment/catalog.ts';
import { AmountInput } from '../shared/AmountInput';
import { ChosenAmountFields } from '../shared/ChosenAmountFields';
import { errorsUnder, fieldError, type FieldErrors } from '../shared/form-errors';
import type { Currency } from '../shared/types';
import type { PriceFormValues } from './price-form';

type Props = {
  values: PriceFormValues;
  onChange(patch: Partial<PriceFormValues>): void;
  /** Keyed by the price's own paths (`unit_amount`, `recurring.interval`, ...). */
  errors: FieldErrors;
  currencies: Currency[];
  /** A price in use keeps what it charges. */
  pricingLocked?: boolean;
  disabled?: boolean;
};

/** The fields of one price: kind, amount and currency, billing period, chosen amounts, limits. */
export function PriceFields({ values, onChange, errors, currencies, pricingLocked, disabled }: Props) {
  const { t } = useTranslation();
  const currency = currencies.find((c) => c.id === values.currency_id);
  const lockPricing = disabled || pricingLocked;
  const error = (path: string) => fieldError(errors, path);
  const currencyOptions = currencies
    .filter((c) => c.active || c.id === values.currency_id)
    .map((c) => ({ value: c.id, label: c.symbol === c.name ? c.symbol : `${c.symbol} · ${c.name}` }));

  return (
    <Stack gap="sm">
      {pricingLocked ? (
        <Alert color="yellow" data-testid="price-locked">
          {t('dashboard.prices.lockedHint')}
        </Alert>
      ) : null}
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('dashboard.prices.type')}
        </Text>
        <SegmentedControl
          value={values.type}
          onChange={(type) => onChange({ type: type as PriceFormValues['type'] })}
          data={[
            { value: 'one_time', label: t('dashboard.prices.oneTime') },
            { value: 'recurring', label: t('dashboard.prices.recurring') },
          ]}
          disabled={lockPricing}
          data-testid="price-type"
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <AmountInput
          label={t('dashboard.prices.amount')}
          description={values.custom ? t('dashboard.prices.amountOptional') : undefined}
          withAsterisk={!values.custom}
          value={values.amount}
          onChange={(amount) => onChange({ amount })}
          currency={currency}
          error={error('unit_amount')}
          disabled={lockPricing}
          placeholder="0.00"
          data-testid="price-amount"
        />
        <Select
          label={t('dashboard.prices.currency')}
          withAsterisk
          data={currencyOptions}
          value={values.currency_id || null}
          onChange={(id) => onChange({ currency_id: id ?? '' })}
          error={error('currency_id')}
          disabled={lockPricing}
          allowDeselect={false}
          nothingFoundMessage={t('dashboard.prices.noCurrencies')}
          comboboxProps={{ withinPortal: true }}
          data-testid="price-currency"
        />
      </SimpleGrid>
      {values.type === 'recurring' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={t('dashboard.prices.intervalCount')}
            withAsterisk
            min={1}
            max={1000}
            allowDecimal={false}
            allowNegative={false}
            value={values.interval_count}
            onChange={(interval_count) => onChange({ interval_count })}
            error={error('recurring.interval_count')}
            disabled={lockPricing}
            data-testid="price-interval-count"
          />
          <Select
            label={t('dashboard.prices.interval')}
            withAsterisk
            data={INTERVALS.map((interval) => ({ value: interval, label: t(`dashboard.intervals.single.${interval}`) }))}
            value={values.interval}
            onChange={(interval) => interval && onChange({ interval: interval as PriceFormValues['interval'] })}
            error={error('recurring.interval') ?? errors.recurring}
            disabled={lockPricing}
            allowDeselect={false}
            data-testid="price-interval"
          />
        </SimpleGrid>
      ) : null}
      <Switch
        label={t('dashboard.prices.custom')}
        description={t('dashboard.prices.customHint')}
        checked={values.custom}
        onChange={(event) => onChange({ custom: event.currentTarget.checked })}
        disabled={lockPricing}
        data-testid="price-custom"
      />
      {values.custom ? (
        <Box pl="md" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
          <ChosenAmountFields
            values={values}
            onChange={onChange}
            currency={currency}
            errors={errorsUnder(errors, 'custom_unit_amount')}
            general={errors.custom_unit_amount}
            disabled={lockPricing}
            testIdPrefix="price"
          />
        </Box>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput
          label={t('dashboard.prices.quantityAvailable')}
          description={t('dashboard.prices.zeroUnlimited')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={values.quantity_available}
          onChange={(quantity_available) => onChange({ quantity_available })}
          error={error('quantity_available')}
          disabled={disabled}
          data-testid="price-quantity-available"
        />
        <NumberInput
          label={t('dashboard.prices.quantityLimit')}
          description={t('dashboard.prices.zeroUnlimited')}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={values.quantity_limit_per_checkout}
          onChange={(quantity_limit_per_checkout) => onChange({ quantity_limit_per_checkout })}
          error={error('quantity_limit_per_checkout')}
          disabled={disabled}
          data-testid="price-quantity-limit"
        />
        <TextInput
          label={t('dashboard.prices.lookupKey')}
          description={t('dashboard.prices.lookupKeyHint')}
          value={values.lookup_key}
          onChange={(event) => onChange({ lookup_key: event.currentTarget.value })}
          error={error('lookup_key')}
          disabled={disabled}
          maxLength={200}
          data-testid="price-lookup-key"
        />
        <TextInput
          label={t('dashboard.prices.nickname')}
          value={values.nickname}
          onChange={(event) => onChange({ nickname: event.currentTarget.value })}
          error={error('nickname')}
          disabled={disabled}
          maxLength={255}
          data-testid="price-nickname"
        />
      </SimpleGrid>
    </Stack>
  );
}
