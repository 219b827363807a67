import { useState } from 'react';
import { Anchor, Button, Card, Center, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { formatError } from '../../lib/error-text';
import { checkoutApi } from '../checkout/api';
import { CheckoutError, CheckoutExpired, CheckoutNotConfigured, CheckoutSkeleton, CheckoutSuccess } from '../checkout/CheckoutStates';
import { CheckoutView } from '../checkout/CheckoutView';
import { useMinimumDelay } from '../checkout/CheckoutPage';
import classes from '../checkout/checkout.module.css';
import { checkoutMode, currencyChoices, customAmountItem, isExpired, isPaid, SKELETON_MS } from '../checkout/model';
import { checkoutKeys, useCheckoutSettings, useRetrieve, useStartFromLink } from '../checkout/use-checkout-session';
import { BenefitsView } from './BenefitsView';
import { DonationGate } from './DonationGate';

function goBack(navigate: ReturnType<typeof useNavigate>) {
  const state = window.history.state as { idx?: number } | null;
  if ((state?.idx ?? 0) > 0) void navigate(-1);
  else void navigate('/');
}

/** `/payment/checkout/donate/:plinkId[?target=<mount location>]`: the tip page of a donation link. */
export function TipPage() {
  const { t } = useTranslation();
  const { plinkId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const mode = checkoutMode(params.get('mode'));
  const start = useStartFromLink(plinkId.startsWith('plink_') ? plinkId : undefined);
  const retrieve = useRetrieve(start.data?.id);
  const settings = useCheckoutSettings(retrieve.data?.checkoutSession.livemode);
  const benefits = useQuery({ queryKey: checkoutKeys.benefits(plinkId), queryFn: () => checkoutApi.benefits(plinkId), enabled: plinkId.startsWith('plink_') });
  const [showBenefits, setShowBenefits] = useState(false);
  const shown = useMinimumDelay(SKELETON_MS);

  // Closing after a tip: a new visit starts a new session.
  const close = () => {
    client.removeQueries({ queryKey: checkoutKeys.start(plinkId) });
    if (window.opener) window.close();
    goBack(navigate);
  };
  const closeButton = (
    <Button variant="light" onClick={close} data-testid="tip-close">
      {t('payment.checkout.tip.close')}
    </Button>
  );

  if (!plinkId.startsWith('plink_')) return <CheckoutError />;
  if (start.error) return <CheckoutError message={formatError(start.error)} />;
  if (retrieve.error) return <CheckoutError message={formatError(retrieve.error)} />;
  if (!retrieve.data || !shown) return <CheckoutSkeleton />;
  const session = retrieve.data.checkoutSession;
  if (isPaid(session)) return <CheckoutSuccess session={session} link={retrieve.data.paymentLink} justPaid={false} extra={closeButton} />;
  if (isExpired(session)) return <CheckoutExpired />;
  if (settings.error) return <CheckoutError message={formatError(settings.error)} />;
  if (!settings.data) return <CheckoutSkeleton />;
  if (currencyChoices(settings.data).length === 0 || !customAmountItem(session)) return <CheckoutNotConfigured />;

  const list = benefits.data?.list ?? [];
  const item = customAmountItem(session);
  const amount = item?.custom_amount ? BigInt(item.custom_amount) : null;
  const currency = currencyChoices(settings.data).find((c) => c.currency.id === session.currency_id)?.currency;

  if (showBenefits) {
    return (
      <Center p="xl">
        <Card withBorder radius="md" padding="lg" className={classes.card}>
          <BenefitsView benefits={list} amount={amount} currency={currency} onBack={() => setShowBenefits(false)} />
        </Card>
      </Center>
    );
  }
  const page = (
    <div data-testid="tip-page">
      {list.length > 0 ? (
        <Center pt="md">
          <Text size="sm">
            {list.length === 1 ? t('payment.checkout.benefits.one', { name: list[0].name }) : t('payment.checkout.benefits.many', { count: list.length })}{' '}
            <Anchor component="button" type="button" onClick={() => setShowBenefits(true)} data-testid="tip-benefits-link">
              {t('payment.checkout.benefits.view')}
            </Anchor>
          </Text>
        </Center>
      ) : null}
      <CheckoutView
        key={session.id}
        answer={retrieve.data}
        settings={settings.data}
        mode={mode}
        title={retrieve.data.paymentLink?.name || t('payment.checkout.tip.title')}
        variant="tip"
        onCancel={() => goBack(navigate)}
        successExtra={closeButton}
      />
    </div>
  );
  // Tipping from a page (its mount location) needs that page's donation settings to be on.
  const target = params.get('target');
  return target ? (
    <DonationGate target={target} livemode={session.livemode}>
      {page}
    </DonationGate>
  ) : (
    page
  );
}
