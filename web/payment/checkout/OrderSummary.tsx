import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, Card, Collapse, Divider, Group, Image, Stack, Switch, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkQuantity, quantityBounds } from '@common/checkout/quantity.ts';
import { effectivePrice, renewAmount, trialApplies, trialRemainder, unitAmount, upsellSavingPercent } from '@common/checkout/totals.ts';
import { checkoutApi } from './api';
import { formatUnits, itemAmount, isDonation } from './model';
import { QuantityStepper } from './QuantityStepper';
import classes from './checkout.module.css';
import type { CheckoutLineItem, CheckoutPrice, CheckoutSession, Currency } from './types';
import { checkoutKeys } from './use-checkout-session';

type Props = {
  session: CheckoutSession;
  currency: Currency | undefined;
  total: bigint | null;
  livemode: boolean;
  /** A custom label instead of 'Order summary'. */
  title?: string;
  busy: boolean;
  shakeCrossSell: boolean;
  /** Collapsed product list on small screens. */
  mobile: boolean;
  onQuantity(item: CheckoutLineItem, quantity: number): void;
  onUpsell(item: CheckoutLineItem, on: boolean): void;
  onCrossSell(add: string | null): void;
  /** The donation amount picker, when the order has a custom-amount item. */
  amountPicker?: ReactNode;
};

/** The summary is collapsed when it lists fewer than 3 items (spec §2), and on small screens. */
export function startsCollapsed(itemCount: number, mobile: boolean): boolean {
  return mobile || itemCount < 3;
}

function ItemRow({ item, session, currency, busy, onQuantity, onCrossSell }: { item: CheckoutLineItem } & Pick<Props, 'session' | 'currency' | 'busy' | 'onQuantity' | 'onCrossSell'>) {
  const { t } = useTranslation();
  const price = effectivePrice(item);
  const name = price.product?.name ?? price.nickname ?? price.id;
  const amount = itemAmount(item, currency?.id ?? session.currency_id);
  const unit = unitAmount(price, currency?.id ?? session.currency_id);
  const adjustable = !!item.adjustable_quantity?.enabled && !isDonation(session);
  const bounds = quantityBounds({ adjustable_quantity: item.adjustable_quantity, price });
  const problem = checkQuantity(price, item.quantity);
  const image = price.product?.images?.[0];
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" data-testid="checkout-line-item">
      {image ? <Image src={image} alt="" w={44} h={44} radius="sm" /> : <Box className={classes.thumb} aria-hidden />}
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={500} truncate data-testid="checkout-item-name">
            {name}
          </Text>
          <Text fw={500} data-testid="checkout-item-amount" style={{ whiteSpace: 'nowrap' }}>
            {amount === null ? '—' : formatUnits(amount, currency)}
          </Text>
        </Group>
        {item.quantity > 1 && unit !== null && !item.custom_amount ? (
          <Text size="xs" c="dimmed">
            {t('payment.checkout.qty', { count: item.quantity })} · {t('payment.checkout.each', { amount: formatUnits(unit, currency) })}
          </Text>
        ) : null}
        <Group gap="xs">
          {adjustable ? (
            <QuantityStepper name={name} value={item.quantity} bounds={bounds} disabled={busy} onChange={(q) => onQuantity(item, q)} />
          ) : null}
          {problem ? (
            <Badge color="red" variant="light" data-testid="quantity-error">
              {t(`payment.checkout.${problem.code === 'EXCEED_INVENTORY' ? 'quantityNotEnough' : 'quantityLimitPerCheckout'}`)}
            </Badge>
          ) : null}
          {item.cross_sell ? (
            <Button size="compact-xs" variant="subtle" color="gray" disabled={busy} onClick={() => onCrossSell(null)} data-testid="cross-sell-remove">
              {t('payment.checkout.crossSell.remove')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Group>
  );
}

function UpsellToggle({ item, currency, session, busy, onUpsell }: { item: CheckoutLineItem } & Pick<Props, 'currency' | 'session' | 'busy' | 'onUpsell'>) {
  const { t } = useTranslation();
  const upsold = !!item.upsell_price_id && !!item.upsell_price;
  const target = (upsold ? item.upsell_price : item.price.upsell?.upsells_to) as CheckoutPrice | null | undefined;
  if (!target?.recurring) return null;
  const currencyId = currency?.id ?? session.currency_id;
  const shownRecurring = upsold ? item.price.recurring : target.recurring;
  const recurring = shownRecurring ? t(`payment.checkout.recurring.${shownRecurring.interval}`) : '';
  const saving = upsold ? 0 : upsellSavingPercent(item.price, target, currencyId);
  const targetUnit = unitAmount(target, currencyId);
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="checkout-upsell">
      <Switch
        checked={upsold}
        disabled={busy}
        onChange={(event) => onUpsell(item, event.currentTarget.checked)}
        label={t(upsold ? 'payment.checkout.upsell.revert' : 'payment.checkout.upsell.save', { recurring })}
        data-testid="checkout-upsell-switch"
      />
      <Group gap={6} wrap="nowrap">
        {saving > 0 ? (
          <Badge color="green" variant="light">
            {t('payment.checkout.upsell.off', { saving })}
          </Badge>
        ) : null}
        {!upsold && targetUnit !== null ? <Text size="sm">{formatUnits(targetUnit, currency)}</Text> : null}
      </Group>
    </Group>
  );
}

function CrossSellOffer({ session, currency, busy, shake, onCrossSell }: Pick<Props, 'session' | 'currency' | 'busy' | 'onCrossSell'> & { shake: boolean }) {
  const { t } = useTranslation();
  const added = session.line_items.some((i) => i.cross_sell);
  const offer = useQuery({
    queryKey: checkoutKeys.crossSell(session.id),
    // A failed fetch counts as no offer (spec §8).
    queryFn: () => checkoutApi.crossSell(session.id).catch(() => null),
    enabled: !added && session.status === 'open',
  });
  const price = offer.data && !('error' in offer.data) ? offer.data : null;
  if (added || !price) return null;
  const unit = unitAmount(price, currency?.id ?? session.currency_id);
  return (
    <Card withBorder padding="sm" className={shake ? classes.shake : undefined} data-testid="cross-sell">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {t('payment.checkout.crossSell.title')}
            </Text>
            {session.cross_sell_behavior === 'required' ? (
              <Badge size="xs" color="orange" variant="light">
                {t('payment.checkout.crossSell.required')}
              </Badge>
            ) : null}
          </Group>
          <Text fw={500}>{price.product?.name ?? price.nickname}</Text>
          {unit !== null ? <Text size="sm">{formatUnits(unit, currency)}</Text> : null}
        </Stack>
        <Button size="xs" variant="light" disabled={busy} onClick={() => onCrossSell(price.id)} data-testid="cross-sell-add">
          {t('payment.checkout.crossSell.add')}
        </Button>
      </Group>
    </Card>
  );
}

/** A trial in the chosen currency: how long it is free, then what each cycle costs. */
function TrialNote({ session, currency }: Pick<Props, 'session' | 'currency'>) {
  const { t } = useTranslation();
  const data = session.subscription_data;
  if (!currency || !data || !trialApplies(data, currency.id)) return null;
  const remainder = trialRemainder(data);
  const recurring = session.line_items.map(effectivePrice).find((price) => price.type === 'recurring')?.recurring;
  let renew: bigint | null = null;
  try {
    renew = renewAmount(session.line_items, currency.id);
  } catch {
    // not offered in this currency: the total says so
  }
  if (!remainder) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} c="teal" data-testid="checkout-trial">
        {t(`payment.checkout.trial.${remainder.unit}`, { count: remainder.value })}
      </Text>
      {renew !== null && recurring ? (
        <Text size="sm" c="dimmed" data-testid="checkout-then">
          {t('payment.checkout.trial.then', { amount: formatUnits(renew, currency), recurring: t(`payment.checkout.recurring.${recurring.interval}`) })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Order summary: title, test-mode badge, line items, upsell and cross-sell, total. */
export function OrderSummary(props: Props) {
  const { t } = useTranslation();
  const { session, currency, total, livemode, title, mobile, amountPicker } = props;
  const items = session.line_items;
  const [open, setOpen] = useState(() => !startsCollapsed(items.length, mobile));
  const single = items.length === 1 ? items[0] : undefined;
  const upsellable = single && (single.price.upsell?.upsells_to || single.upsell_price_id);
  return (
    <Card withBorder radius="md" padding="lg" className={classes.card} data-testid="checkout-summary" component="section" aria-labelledby="checkout-summary-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="checkout-summary-title" data-testid="checkout-summary-title">
            {title || t('payment.checkout.orderSummary')}
          </Title>
          {!livemode ? (
            <Badge color="orange" variant="light" data-testid="checkout-test-badge">
              {t('payment.checkout.testMode')}
            </Badge>
          ) : null}
        </Group>
        {amountPicker}
        <UnstyledButton
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="checkout-summary-items"
          className={classes.toggle}
          data-testid="checkout-summary-toggle"
        >
          <Text size="sm" c="dimmed">
            {open ? t('payment.checkout.hideItems') : t('payment.checkout.showItems', { count: items.length })}
          </Text>
        </UnstyledButton>
        <Collapse expanded={open} id="checkout-summary-items" data-testid="checkout-summary-items" data-collapsed={open ? 'false' : 'true'}>
          <Stack gap="sm">
            {items.map((item) => (
              <ItemRow key={item.id} item={item} {...props} />
            ))}
          </Stack>
        </Collapse>
        {upsellable ? <UpsellToggle item={single} {...props} /> : null}
        {!isDonation(session) ? <CrossSellOffer {...props} shake={props.shakeCrossSell} /> : null}
        <Divider />
        <Group justify="space-between">
          <Text fw={600}>{t('payment.checkout.total')}</Text>
          <Text fw={700} size="lg" data-testid="checkout-total">
            {total === null ? '—' : formatUnits(total, currency)}
          </Text>
        </Group>
        <TrialNote session={session} currency={currency} />
      </Stack>
    </Card>
  );
}
