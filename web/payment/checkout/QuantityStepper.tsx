import { ActionIcon, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuantityBounds } from '@common/checkout/quantity.ts';

type Props = {
  name: string;
  value: number;
  bounds: QuantityBounds;
  disabled?: boolean;
  onChange(quantity: number): void;
};

/** − quantity + within the item's bounds; the buttons stop at the ends. */
export function QuantityStepper({ name, value, bounds, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const atMin = value <= bounds.min;
  const atMax = value >= bounds.max;
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t('payment.checkout.quantity')} data-testid="quantity-stepper">
      <ActionIcon
        variant="default"
        size="sm"
        aria-label={t('payment.checkout.decrease', { name })}
        disabled={disabled || atMin}
        onClick={() => onChange(value - 1)}
        data-testid="quantity-decrease"
      >
        −
      </ActionIcon>
      <Text component="output" aria-live="polite" w={28} ta="center" size="sm" data-testid="quantity-value">
        {value}
      </Text>
      <ActionIcon
        variant="default"
        size="sm"
        aria-label={t('payment.checkout.increase', { name })}
        disabled={disabled || atMax}
        onClick={() => onChange(value + 1)}
        data-testid="quantity-increase"
      >
        +
      </ActionIcon>
    </Group>
  );
}
