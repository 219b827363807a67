import { useEffect, useRef, useState } from 'react';
import { Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { checkDonationAmount, defaultPreset, fromUnits, isAmountInputError, randomCustomAmount, toUnits } from '@common/checkout/amount.ts';
import { effectivePrice } from '@common/checkout/totals.ts';
import { CUSTOM_AMOUNT_ANIMATION_MS, formatUnits } from './model';
import classes from './checkout.module.css';
import type { CheckoutLineItem, CheckoutLink, Currency } from './types';

const CUSTOM = 'custom';
const TYPING = /^\d*\.?\d*$/;
/** Typed amounts are sent once typing pauses this long. */
const SEND_DELAY_MS = 400;

type Props = {
  item: CheckoutLineItem;
  link: CheckoutLink | null;
  currency: Currency | undefined;
  disabled?: boolean;
  /** Called with smallest units for every valid amount. */
  onAmount(units: string): Promise<unknown>;
  /** Whether the amount shown can be paid. */
  onValidChange?(valid: boolean): void;
};

export type DonationLimits = { presets: string[]; minimum?: string | null; maximum?: string | null; custom: boolean };

export function donationLimits(item: CheckoutLineItem, link: CheckoutLink | null): DonationLimits {
  const custom = effectivePrice(item).custom_unit_amount;
  const settings = link?.donation_settings?.amount;
  return {
    presets: settings?.presets ?? custom?.presets ?? [],
    minimum: settings?.minimum ?? custom?.minimum,
    maximum: settings?.maximum ?? custom?.maximum,
    custom: settings?.custom ?? true,
  };
}

/** Preset amount cards plus a custom amount; a switch to custom draws a random amount (spec §4 Donation). */
export function DonationAmount({ item, link, currency, disabled, onAmount, onValidChange }: Props) {
  const { t } = useTranslation();
  const limits = donationLimits(item, link);
  const decimals = currency?.decimal ?? 6;
  const precision = currency?.maximum_precision ?? undefined;
  const current = item.custom_amount ?? defaultPreset(limits.presets) ?? '';
  const [selected, setSelected] = useState<string>(() =>
    limits.presets.includes(current) || limits.presets.length === 0 ? (limits.presets.length ? current : CUSTOM) : CUSTOM,
  );
  const [text, setText] = useState(() => (current ? fromUnits(current, decimals, precision) : ''));
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const frame = useRef<number>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (frame.current) cancelAnimationFrame(frame.current);
    },
    [],
  );

  /** Checks typed text; answers the smallest units or shows why not. */
  const check = (value: string): string | null => {
    const units = toUnits(value, decimals, precision);
    if (isAmountInputError(units)) {
      setError(units.code === 'AMOUNT_PRECISION' ? t('payment.checkout.amountPrecisionLimit', { precision: units.precision }) : t('payment.checkout.invalid'));
      return null;
    }
    const refusal = checkDonationAmount(units, { minimum: limits.minimum, maximum: limits.maximum, decimals, maximumPrecision: precision });
    if (refusal) {
      setError(t('payment.checkout.donation.between', { min: refusal.min, max: refusal.max }));
      return null;
    }
    setError(null);
    return units.toString();
  };

  const send = (units: string | null) => {
    onValidChange?.(units !== null);
    if (units === null) return;
    onAmount(units).catch((e: unknown) => {
      setError(e instanceof Error ? e.message : String(e));
      onValidChange?.(false);
    });
  };

  const choosePreset = (preset: string) => {
    if (frame.current) cancelAnimationFrame(frame.current);
    clearTimeout(timer.current);
    setSelected(preset);
    setError(null);
    setText(fromUnits(preset, decimals, precision));
    send(preset);
  };

  const chooseCustom = () => {
    if (selected === CUSTOM) return;
    setSelected(CUSTOM);
    setError(null);
    const target = randomCustomAmount(limits.presets, limits.maximum, Math.random, decimals);
    const start = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / CUSTOM_AMOUNT_ANIMATION_MS);
      const shown = progress >= 1 ? target : (target * BigInt(Math.round(progress * 1000))) / 1000n;
      setText(fromUnits(shown, decimals, precision));
      if (progress < 1) frame.current = requestAnimationFrame(step);
      else send(check(fromUnits(target, decimals, precision)));
    };
    frame.current = requestAnimationFrame(step);
  };

  const type = (value: string) => {
    const normalized = value.replace(/,/g, '.');
    if (!TYPING.test(normalized)) return;
    if (frame.current) cancelAnimationFrame(frame.current);
    setText(normalized);
    clearTimeout(timer.current);
    const units = check(normalized);
    onValidChange?.(units !== null);
    if (units !== null) timer.current = setTimeout(() => send(units), SEND_DELAY_MS);
  };

  return (
    <Stack gap="xs" data-testid="donation-amount">
      {limits.presets.length > 0 ? (
        <>
          <Group gap="xs" role="radiogroup" aria-label={t('payment.checkout.donation.presets')}>
            {limits.presets.map((preset) => (
              <UnstyledButton
                key={preset}
                role="radio"
                aria-checked={selected === preset}
                data-checked={selected === preset || undefined}
                className={classes.choice}
                disabled={disabled}
                onClick={() => choosePreset(preset)}
                data-testid="donation-preset"
              >
                <Text fw={500}>{formatUnits(preset, currency)}</Text>
              </UnstyledButton>
            ))}
            {limits.custom ? (
              <UnstyledButton
                role="radio"
                aria-checked={selected === CUSTOM}
                data-checked={selected === CUSTOM || undefined}
                className={classes.choice}
                disabled={disabled}
                onClick={chooseCustom}
                data-testid="donation-custom"
              >
                <Text fw={500}>{t('payment.checkout.donation.custom')}</Text>
              </UnstyledButton>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed" data-testid="donation-tab-hint">
            {t('payment.checkout.donation.tabHint')}
          </Text>
        </>
      ) : null}
      {selected === CUSTOM ? (
        <TextInput
          label={t('payment.checkout.donation.customAmount')}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(event) => type(event.currentTarget.value)}
          error={error}
          rightSection={currency ? <Text size="xs" c="dimmed">{currency.symbol}</Text> : null}
          rightSectionWidth={currency ? Math.max(40, currency.symbol.length * 9 + 12) : undefined}
          data-testid="donation-custom-input"
          errorProps={{ 'data-testid': 'donation-error' }}
        />
      ) : error ? (
        <Text size="sm" c="red" data-testid="donation-error">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
