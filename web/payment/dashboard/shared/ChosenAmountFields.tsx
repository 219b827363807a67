import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AmountCurrency } from './amount';
import { AmountInput } from './AmountInput';
import type { ChosenAmountValues } from './chosen-amount';
import { fieldError, type FieldErrors } from './form-errors';

type Props = {
  values: ChosenAmountValues;
  onChange(patch: Partial<ChosenAmountValues>): void;
  currency: AmountCurrency | undefined;
  /** Keyed `presets`, `preset`, `minimum`, `maximum`. */
  errors: FieldErrors;
  /** An error about the amounts as a whole, shown under the maximum. */
  general?: string;
  disabled?: boolean;
  presetLabel?: string;
  /** `price` gives `price-presets`, `price-preset`, `price-minimum`, `price-maximum`. */
  testIdPrefix: string;
};

/** Suggested amounts, the preselected one and the allowed range, typed as token amounts. */
export function ChosenAmountFields({ values, onChange, currency, errors, general, disabled, presetLabel, testIdPrefix }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <TextInput
        label={t('dashboard.prices.presets')}
        description={t('dashboard.prices.presetsHint')}
        value={values.presets}
        onChange={(event) => onChange({ presets: event.currentTarget.value })}
        error={fieldError(errors, 'presets')}
        disabled={disabled}
        inputMode="decimal"
        placeholder="1, 5, 10"
        data-testid={`${testIdPrefix}-presets`}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <AmountInput
          label={presetLabel ?? t('dashboard.prices.preset')}
          value={values.preset}
          onChange={(preset) => onChange({ preset })}
          currency={currency}
          error={fieldError(errors, 'preset')}
          disabled={disabled}
          data-testid={`${testIdPrefix}-preset`}
        />
        <AmountInput
          label={t('dashboard.prices.minimum')}
          value={values.minimum}
          onChange={(minimum) => onChange({ minimum })}
          currency={currency}
          error={fieldError(errors, 'minimum')}
          disabled={disabled}
          data-testid={`${testIdPrefix}-minimum`}
        />
        <AmountInput
          label={t('dashboard.prices.maximum')}
          value={values.maximum}
          onChange={(maximum) => onChange({ maximum })}
          currency={currency}
          error={fieldError(errors, 'maximum') ?? general}
          disabled={disabled}
          data-testid={`${testIdPrefix}-maximum`}
        />
      </SimpleGrid>
    </Stack>
  );
}
