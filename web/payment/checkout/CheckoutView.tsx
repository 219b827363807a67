import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { effectivePrice } from '@common/checkout/totals.ts';
import { checkQuantity, clampQuantity, quantityBounds } from '@common/checkout/quantity.ts';
import type { CustomerFormErrors } from '@common/checkout/customer-form.ts';
import { useSession } from '../../app/session/session-context';
import { currentLocale } from '../../lib/i18n';
import { checkoutApi } from './api';
import { CheckoutSuccess } from './CheckoutStates';
import { CurrencyPicker } from './CurrencyPicker';
import { CustomerFields, emptyForm, type FormValues } from './CustomerFields';
import { DonationAmount } from './DonationAmount';
import { CreditInsufficientDialog, FastPayDialog, PastDueDialog } from './FlowDialogs';
import {
  actionKey,
  currencyChoices,
  customAmountItem,
  defaultCurrencyId,
  isDonation,
  isMinimal,
  orderTotal,
  payableChoices,
  quantitiesFromUrl,
  saveCurrency,
  type CurrencyChoice,
} from './model';
import { OrderSummary } from './OrderSummary';
import classes from './checkout.module.css';
import type { CheckoutLineItem, CheckoutMode, CheckoutSettings, RetrieveAnswer } from './types';
import { useCustomerProfile, useSessionChange } from './use-checkout-session';
import { prefill, usePayFlow } from './use-pay-flow';
import { WalletDialog } from './WalletDialog';

type Props = {
  answer: RetrieveAnswer;
  settings: CheckoutSettings;
  mode: CheckoutMode;
  /** A label instead of 'Order summary' (the tip page names its link). */
  title?: string;
  /** The tip page: no contact details, the amount first, a cancel button. */
  variant?: 'checkout' | 'tip';
  onCancel?(): void;
  /** Shown after the success message instead of the default link. */
  successExtra?: React.ReactNode;
};

/** The checkout: order summary beside the payment panel, and the dialogs of the payment flow. */
export function CheckoutView({ answer, settings, mode, title, variant = 'checkout', onCancel, successExtra }: Props) {
  const { t } = useTranslation();
  const { user, openSignIn } = useSession();
  const [params] = useSearchParams();
  const session = answer.checkoutSession;
  const link = answer.paymentLink;
  const mobile = useMediaQuery('(max-width: 48em)') ?? false;
  const donation = isDonation(session);
  const tip = variant === 'tip';

  const choices = useMemo(() => payableChoices(currencyChoices(settings), session.line_items), [settings, session.line_items]);
  const [currencyId, setCurrencyId] = useState(() => defaultCurrencyId(choices, session, { urlCurrency: params.get('currencyId'), did: user?.did }));
  const choice: CurrencyChoice | undefined = choices.find((c) => c.currency.id === currencyId) ?? choices[0];
  const currency = choice?.currency;

  const [values, setValues] = useState<FormValues>(emptyForm);
  const [errors, setErrors] = useState<CustomerFormErrors>({});
  const [amountValid, setAmountValid] = useState(true);
  const change = useSessionChange(session.id);

  // Signed in: the form starts from the customer profile (or the session user when there is none).
  const profile = useCustomerProfile(session.livemode, user?.did, !tip);
  useEffect(() => {
    if (profile.data !== undefined) setValues((v) => prefill(v, profile.data, user));
  }, [profile.data, user]);

  const total = currency ? orderTotal(session, currency.id) : null;
  const quantityProblem = session.line_items.some((item) => checkQuantity(effectivePrice(item), item.quantity));
  const blocked = !amountValid || quantityProblem || total === null;

  // A test-mode checkout is paid in test mode: its sign-in offers the test wallet, even embedded in a live site.
  const signIn = useCallback(() => openSignIn({ testMode: !session.livemode }), [openSignIn, session.livemode]);
  const flow = usePayFlow({ session, choice, values, setValues, setErrors, user, openSignIn: signIn, blocked, anonymous: tip });
  const { state } = flow;

  const onQuantity = (item: CheckoutLineItem, quantity: number) => {
    const next = clampQuantity(quantity, quantityBounds({ adjustable_quantity: item.adjustable_quantity, price: effectivePrice(item) }));
    void change(() => checkoutApi.adjustQuantity(session.id, item.id, next)).catch(() => undefined);
  };
  const onUpsell = (item: CheckoutLineItem, on: boolean) => {
    const to = item.price.upsell?.upsells_to_id;
    void change(() => (on && to ? checkoutApi.upsell(session.id, item.price_id, to) : checkoutApi.downsell(session.id, item.price_id))).catch(() => undefined);
  };
  const onCrossSell = (to: string | null) => {
    void change(() => (to ? checkoutApi.addCrossSell(session.id, to) : checkoutApi.removeCrossSell(session.id))).catch(() => undefined);
  };
  // A quantity in the link (qty_<priceId>=N, or qty=N for a single item) is applied once, on arrival.
  const urlQuantitiesApplied = useRef(false);
  useEffect(() => {
    if (urlQuantitiesApplied.current || session.status !== 'open') return;
    urlQuantitiesApplied.current = true;
    for (const { item, quantity } of quantitiesFromUrl(params, session.line_items)) onQuantity(item, quantity);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render's session and URL count
  }, []);
  const customItem = customAmountItem(session);
  const amountPicker = customItem ? (
    <DonationAmount
      item={customItem}
      link={link}
      currency={currency}
      disabled={flow.busy}
      onValidChange={setAmountValid}
      onAmount={(units) => change(() => checkoutApi.setAmount(session.id, effectivePrice(customItem).id, units), { quiet: true })}
    />
  ) : null;

  if (state.paid) {
    return <CheckoutSuccess session={state.completedSession ?? session} link={link} justPaid extra={successExtra} />;
  }

  const action = t(`payment.checkout.${actionKey(session)}`);
  const buttonText = flow.busy
    ? t('payment.checkout.processing')
    : !user && !donation
      ? t('payment.checkout.connect', { action })
      : action;
  const purpose = session.metadata?.page_info?.form_purpose_description;
  const actionLabel = session.metadata?.page_info?.action_label;
  const summaryTitle = title ?? (actionLabel ? (currentLocale() === 'zh' && actionLabel.zh) || actionLabel.en : undefined);
  const minimal = isMinimal(mode);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    void flow.pay();
  };

  const summary = minimal ? null : (
    <OrderSummary
      session={session}
      currency={currency}
      total={total}
      livemode={session.livemode}
      title={summaryTitle}
      busy={flow.busy}
      shakeCrossSell={flow.shake}
      mobile={mobile}
      onQuantity={onQuantity}
      onUpsell={onUpsell}
      onCrossSell={onCrossSell}
      amountPicker={amountPicker}
    />
  );

  const submitBar = (
    <div className={classes.bottomBar}>
      <Stack gap={6}>
        <Button type="submit" size="md" fullWidth loading={state.submitting} disabled={blocked || flow.busy || !choice} data-testid="checkout-submit">
          {buttonText}
        </Button>
        {onCancel ? (
          <Button variant="subtle" color="gray" fullWidth onClick={onCancel} disabled={flow.busy} data-testid="checkout-cancel">
            {t('common.cancel')}
          </Button>
        ) : null}
        {session.mode !== 'payment' ? (
          // Subscribing allows later charges; an ArcBlock subscription also stakes (spec §2 staking notice).
          <Text size="xs" c="dimmed" data-testid="checkout-consent">
            {t(choice?.method.type === 'arcblock' && !session.subscription_data?.no_stake ? 'payment.checkout.consent.stake' : 'payment.checkout.consent.plain')}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" ta="center" data-testid="checkout-footer">
          {t('payment.checkout.poweredBy')}
        </Text>
      </Stack>
    </div>
  );

  return (
    <div className={classes.page} data-testid="checkout-page" data-mode={mode} style={mode.startsWith('inline') ? { paddingTop: 0 } : undefined}>
      {summary}
      <Card withBorder radius="md" padding="lg" className={classes.panel} component="form" onSubmit={submit} noValidate aria-labelledby="checkout-panel-title" data-testid="checkout-panel">
        <Stack gap="md">
          <Title order={2} size="h4" id="checkout-panel-title">
            {t('payment.checkout.paymentDetails')}
          </Title>
          {minimal && amountPicker}
          {choices.length === 0 ? <Alert color="yellow">{t('payment.checkout.noCurrency')}</Alert> : null}
          {choices.length > 0 ? (
            <CurrencyPicker
              choices={choices}
              value={choice?.currency.id}
              disabled={flow.busy}
              onChange={(next) => {
                setCurrencyId(next.currency.id);
                saveCurrency(next.currency.id, user?.did);
              }}
            />
          ) : null}
          {total === null && choice ? <Alert color="red">{t('payment.checkout.currencyUnsupported')}</Alert> : null}
          {purpose && !tip ? <Text size="sm">{(currentLocale() === 'zh' && purpose.zh) || purpose.en}</Text> : null}
          {!tip ? (
            <CustomerFields
              values={values}
              errors={errors}
              onChange={(next) => setValues(next)}
              showNameAndEmail={flow.shouldShowNameAndEmail(choice?.method.type)}
              phoneCollection={!!session.phone_number_collection?.enabled}
              billingAddressCollection={session.billing_address_collection}
              paymentMethodType={choice?.method.type}
              disabled={flow.busy}
              onEnter={() => submit()}
            />
          ) : null}
          {state.paying ? (
            <Alert color="blue" data-testid="checkout-waiting">
              {t('payment.checkout.waiting')}
            </Alert>
          ) : null}
          {state.timedOut ? <Alert color="yellow">{t('payment.checkout.waitTimeout')}</Alert> : null}
          {submitBar}
        </Stack>
      </Card>
      <WalletDialog
        opened={state.walletOpen}
        session={session}
        currency={currency}
        amount={total ?? 0n}
        user={user}
        onClose={flow.closeWallet}
        onDone={flow.walletDone}
      />
      <FastPayDialog info={state.fastCheckoutInfo} currency={currency} busy={state.submitting} onConfirm={() => void flow.confirmFastPay()} onClose={flow.closeFastPay} />
      <PastDueDialog
        opened={state.customerLimited}
        livemode={session.livemode}
        user={user}
        onClose={flow.closeCustomerLimited}
        onPaid={() => {
          // Paid: the purchase that was refused goes through now (spec §8).
          flow.closeCustomerLimited();
          void flow.pay();
        }}
      />
      <CreditInsufficientDialog opened={state.creditInsufficientInfo} onClose={flow.closeCreditInsufficient} />
    </div>
  );
}
