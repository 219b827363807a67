import { Alert, Anchor, Badge, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { ApiError } from '../../lib/api';
import { formatError } from '../../lib/error-text';
import { formatDate } from '../../lib/time';
import { formatUnits, currencyChoices } from '../checkout/model';
import { useCheckoutSettings } from '../checkout/use-checkout-session';
import { useInvoice, useSubscription } from './api';
import { SignInPrompt, useRecordLivemode } from './shared';

const INVOICE_COLORS = { paid: 'teal', open: 'gray', uncollectible: 'yellow', draft: 'gray', void: 'gray' } as const;
const SUBSCRIPTION_COLORS = { active: 'teal', trialing: 'blue', past_due: 'red', paused: 'yellow', incomplete: 'yellow', incomplete_expired: 'yellow', canceled: 'gray' } as const;

/** Signed-in customers only; others are asked to sign in, a missing record is not found. */
function CustomerRecord({ title, error, loading, children }: { title: string; error: unknown; loading: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const { user, loading: sessionLoading } = useSession();
  let body: ReactNode = children;
  if (!user && !sessionLoading) {
    body = <SignInPrompt text={t('payment.customer.signInToView')} />;
  } else if (error) {
    body = (
      <Alert color={error instanceof ApiError && error.status === 404 ? 'gray' : 'red'} data-testid="customer-record-error">
        {error instanceof ApiError && error.status === 404 ? t('payment.customer.notFound') : formatError(error)}
      </Alert>
    );
  } else if (loading || sessionLoading) {
    body = <Skeleton height={160} radius="md" />;
  }
  return (
    <Stack maw={720} mx="auto" py="xl" px="sm" gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Card withBorder radius="md" padding="lg">
        {body}
      </Card>
    </Stack>
  );
}

function useCurrency(livemode: boolean, currencyId: string | undefined) {
  const settings = useCheckoutSettings(currencyId ? livemode : undefined);
  return currencyChoices(settings.data).find((c) => c.currency.id === currencyId)?.currency;
}

/** `/payment/customer/invoice/:id`: one invoice of the signed-in customer. */
export function CustomerInvoicePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useSession();
  const livemode = useRecordLivemode();
  const invoice = useInvoice(id, livemode, !!user);
  const currency = useCurrency(livemode, invoice.data?.currency_id);
  const data = invoice.data;
  const money = (units: string) => formatUnits(units, currency);
  const txHash = data?.metadata.payment_details?.evm?.tx_hash;
  return (
    <CustomerRecord title={t('payment.customer.invoice')} error={invoice.error} loading={invoice.isPending}>
      {data ? (
        <Stack gap="md" data-testid="customer-invoice">
          <Group justify="space-between" wrap="wrap">
            <Text fw={600} data-testid="invoice-number">
              {data.number}
            </Text>
            <Badge color={INVOICE_COLORS[data.status]} data-testid="invoice-status">
              {t(`payment.customer.invoiceStatus.${data.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {formatDate(data.created_at)} · {t(`payment.customer.reason.${data.billing_reason}`, { defaultValue: data.billing_reason })}
          </Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payment.customer.item')}</Table.Th>
                <Table.Th ta="right">{t('payment.customer.quantity')}</Table.Th>
                <Table.Th ta="right">{t('payment.customer.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{money(line.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="space-between">
            <Text fw={600}>{t('payment.customer.total')}</Text>
            <Text fw={600} data-testid="invoice-total">
              {money(data.total)}
            </Text>
          </Group>
          <Group justify="space-between">
            <Text>{t('payment.customer.paid')}</Text>
            <Text>{money(data.amount_paid)}</Text>
          </Group>
          {txHash ? (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('payment.customer.transaction')}: <code>{txHash}</code>
            </Text>
          ) : null}
          {data.subscription_id ? (
            <Anchor component={Link} to={`/payment/customer/subscription/${data.subscription_id}?livemode=${livemode}`}>
              {t('payment.checkout.next.subscription')}
            </Anchor>
          ) : null}
        </Stack>
      ) : null}
    </CustomerRecord>
  );
}

/** `/payment/customer/subscription/:id`: one subscription of the signed-in customer. */
export function CustomerSubscriptionPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useSession();
  const livemode = useRecordLivemode();
  const subscription = useSubscription(id, livemode, !!user);
  const data = subscription.data;
  const date = (seconds: number) => formatDate(new Date(seconds * 1000).toISOString());
  return (
    <CustomerRecord title={t('payment.customer.subscription')} error={subscription.error} loading={subscription.isPending}>
      {data ? (
        <Stack gap="md" data-testid="customer-subscription">
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>{data.description || data.id}</Text>
            <Badge color={SUBSCRIPTION_COLORS[data.status]} data-testid="subscription-status">
              {t(`payment.customer.subscriptionStatus.${data.status}`)}
            </Badge>
          </Group>
          {data.trial_end && data.status === 'trialing' ? (
            <Text data-testid="subscription-trial">{t('payment.customer.trialUntil', { date: date(data.trial_end) })}</Text>
          ) : null}
          <Text data-testid="subscription-period">
            {t('payment.customer.period', { start: date(data.current_period_start), end: date(data.current_period_end) })}
          </Text>
          {data.latest_invoice_id ? (
            <Anchor component={Link} to={`/payment/customer/invoice/${data.latest_invoice_id}?livemode=${livemode}`}>
              {t('payment.checkout.next.invoice')}
            </Anchor>
          ) : null}
        </Stack>
      ) : null}
    </CustomerRecord>
  );
}
