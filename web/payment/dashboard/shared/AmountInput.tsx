import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountProblemText, parseAmount, type AmountCurrency } from './amount';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** The typed token text, such as "10.5". */
  value: string;
  onChange(text: string): void;
  /** Smallest units for valid text, null otherwise. */
  onUnitsChange?(units: string | null): void;
  currency: AmountCurrency | undefined;
};

const TYPING = /^\d*\.?\d*$/;

/** Token amount field: only digits and one point get in, and more decimals than allowed show an error. */
export function AmountInput({ value, onChange, onUnitsChange, currency, error, ...rest }: Props) {
  const { t } = useTranslation();
  const parsed = currency && value.trim() ? parseAmount(value, currency) : null;
  const ownError = parsed && !parsed.ok && parsed.problem === 'precision' ? amountProblemText(t, parsed) : undefined;
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={value}
      onChange={(event) => {
        const text = event.currentTarget.value.replace(/,/g, '.');
        if (!TYPING.test(text)) return;
        onChange(text);
        if (onUnitsChange) {
          const next = currency && text.trim() ? parseAmount(text, currency) : null;
          onUnitsChange(next?.ok ? next.units : null);
        }
      }}
      error={ownError ?? error}
      rightSection={
        currency ? (
          <Text size="xs" c="dimmed" pr={4}>
            {currency.symbol}
          </Text>
        ) : null
      }
      rightSectionWidth={currency ? Math.max(36, currency.symbol.length * 9 + 12) : undefined}
    />
  );
}
