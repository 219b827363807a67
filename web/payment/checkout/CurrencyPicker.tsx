import { Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './checkout.module.css';
import type { CurrencyChoice } from './model';

type Props = { choices: CurrencyChoice[]; value: string | undefined; disabled?: boolean; onChange(choice: CurrencyChoice): void };

/** Currency cards: symbol and method name; choosing one also picks its payment method. */
export function CurrencyPicker({ choices, value, disabled, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm" id="checkout-currency-label">
        {t('payment.checkout.currency')}
      </Text>
      <Group gap="xs" role="radiogroup" aria-labelledby="checkout-currency-label" data-testid="checkout-currencies">
        {choices.map((choice) => {
          const checked = choice.currency.id === value;
          return (
            <UnstyledButton
              key={choice.currency.id}
              role="radio"
              aria-checked={checked}
              data-checked={checked || undefined}
              className={classes.choice}
              disabled={disabled}
              onClick={() => onChange(choice)}
              data-testid="checkout-currency"
            >
              <Group gap="xs" wrap="nowrap">
                {choice.currency.logo ? <Image src={choice.currency.logo} alt="" w={20} h={20} /> : null}
                <Stack gap={0}>
                  <Text fw={600} size="sm">
                    {choice.currency.symbol}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {choice.method.name}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
          );
        })}
      </Group>
    </Stack>
  );
}
