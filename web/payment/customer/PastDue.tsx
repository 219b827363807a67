import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../app/session/session-context';
import { formatError } from '../../lib/error-text';
import { formatDate } from '../../lib/time';
import { formatUnits, POLL_INTERVAL_MS, POLL_TIMEOUT_MS, WALLET_METHOD_TYPES } from '../checkout/model';
import { checkoutError, checkoutInfo } from '../checkout/toast';
import { WalletPayPanel } from '../checkout/WalletPayPanel';
import { collectBatchApi, useMyCustomerId, useOverdue, type Overdue } from './api';
import { SignInPrompt, useRecordLivemode } from './shared';

/** Payment state of one currency's past-due total (spec §4 Overdue payment per currency). */
type PayState = 'idle' | 'success' | 'error';

type Props = {
  customerId: string;
  livemode: boolean;
  payerDid: string | undefined;
  /** Every past-due invoice has been paid here. */
  onAllPaid?(): void;
};

/**
 * The past-due invoices of a customer, grouped per currency, each total paid in one wallet
 * payment (collect-batch). After a payment the list is read every 2 s for up to 3 minutes until
 * the invoices show paid.
 */
export function OverduePayments({ customerId, livemode, payerDid, onAllPaid }: Props) {
  const { t } = useTranslation();
  const [checkingSince, setCheckingSince] = useState<number | null>(null);
  const overdue = useOverdue(customerId, livemode, checkingSince ? POLL_INTERVAL_MS : false);
  const [states, setStates] = useState<Record<string, PayState>>({});
  const [paying, setPaying] = useState<string | null>(null);
  const paidHere = Object.values(states).includes('success');
  const summary = overdue.data?.summary ?? {};
  const owed = Object.entries(summary);

  useEffect(() => {
    if (!checkingSince) return;
    const stop = setTimeout(() => setCheckingSince(null), Math.max(0, checkingSince + POLL_TIMEOUT_MS - Date.now()));
    return () => clearTimeout(stop);
  }, [checkingSince]);

  const allPaidOnce = useRef(false);
  useEffect(() => {
    if (!overdue.data || owed.length > 0 || !paidHere || allPaidOnce.current) return;
    allPaidOnce.current = true;
    setCheckingSince(null);
    checkoutInfo(t('payment.subscription.overdue.allPaid'));
    onAllPaid?.();
  }, [onAllPaid, overdue.data, owed.length, paidHere, t]);

  const request = useCallback(async () => (await collectBatchApi.request(paying!, customerId)).steps, [customerId, paying]);
  const submit = useCallback(
    async (hashes: string[]) => {
      await collectBatchApi.submit(paying!, customerId, hashes);
    },
    [customerId, paying],
  );
  const onPaid = useCallback(() => {
    setStates((s) => ({ ...s, [paying!]: 'success' }));
    setPaying(null);
    setCheckingSince(Date.now());
    void overdue.refetch();
  }, [overdue, paying]);
  const onError = useCallback(
    (message: string) => {
      setStates((s) => ({ ...s, [paying!]: 'error' }));
      checkoutError(message);
    },
    [paying],
  );

  if (overdue.isPending) return <Skeleton height={96} radius="md" />;
  if (overdue.error) return <Alert color="red">{formatError(overdue.error)}</Alert>;
  if (owed.length === 0) {
    return (
      <Alert color="teal" data-testid="overdue-none">
        {paidHere ? t('payment.subscription.overdue.allPaid') : t('payment.subscription.overdue.none')}
      </Alert>
    );
  }
  return (
    <Stack gap="md" data-testid="overdue-payments">
      {owed.map(([currencyId, due]) => {
        const state = states[currencyId] ?? 'idle';
        const wallet = WALLET_METHOD_TYPES.includes(due.method.type);
        return (
          <Card key={currencyId} withBorder radius="md" padding="md" data-testid="overdue-currency">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={0}>
                <Text fw={600} data-testid="overdue-amount">
                  {formatUnits(due.amount, due.currency)}
                </Text>
                <Text size="xs" c="dimmed">
                  {due.method.name}
                </Text>
              </Stack>
              {!wallet ? (
                <Text size="sm" c="dimmed">
                  {t('payment.subscription.overdue.notSupport')}
                </Text>
              ) : state === 'success' ? (
                <Group gap="xs">
                  <Loader size="xs" />
                  <Text size="sm">{t('payment.subscription.overdue.confirming')}</Text>
                </Group>
              ) : paying === currencyId ? null : (
                <Button onClick={() => setPaying(currencyId)} disabled={paying !== null} data-testid="overdue-pay">
                  {state === 'error' ? t('payment.subscription.overdue.retry') : t('payment.subscription.overdue.pay')}
                </Button>
              )}
            </Group>
            {paying === currencyId ? (
              <Stack gap="xs" mt="md">
                <WalletPayPanel
                  livemode={livemode}
                  currency={due.currency}
                  amount={BigInt(due.amount)}
                  payerDid={payerDid}
                  request={request}
                  submit={submit}
                  onDone={onPaid}
                  onError={onError}
                />
                <Group justify="flex-end">
                  <Button variant="subtle" size="xs" onClick={() => setPaying(null)}>
                    {t('common.cancel')}
                  </Button>
                </Group>
              </Stack>
            ) : null}
          </Card>
        );
      })}
      <OverdueInvoiceTable overdue={overdue.data} livemode={livemode} />
    </Stack>
  );
}

function OverdueInvoiceTable({ overdue, livemode }: { overdue: Overdue; livemode: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table data-testid="overdue-invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payment.subscription.overdue.number')}</Table.Th>
            <Table.Th>{t('payment.subscription.overdue.dueDate')}</Table.Th>
            <Table.Th>{t('payment.subscription.overdue.status')}</Table.Th>
            <Table.Th ta="right">{t('payment.customer.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {overdue.invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>
                <Anchor component={Link} to={`/payment/customer/invoice/${invoice.id}?livemode=${livemode}`}>
                  {invoice.number}
                </Anchor>
              </Table.Td>
              <Table.Td>{invoice.due_date ? formatDate(new Date(invoice.due_date * 1000).toISOString()) : '—'}</Table.Td>
              <Table.Td>
                <Badge color={invoice.status === 'uncollectible' ? 'yellow' : 'gray'}>{t(`payment.customer.invoiceStatus.${invoice.status}`)}</Badge>
              </Table.Td>
              <Table.Td ta="right">{formatUnits(invoice.amount_remaining, overdue.summary[invoice.currency_id]?.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Only a same-site page is offered as the way back. */
function safeReferer(referer: string | null): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** `/payment/customer/invoice/past-due?referer=`: the signed-in customer's past-due invoices, paid per currency. */
export function PastDuePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const livemode = useRecordLivemode();
  const back = safeReferer(params.get('referer'));
  const { user, loading } = useSession();
  const customer = useMyCustomerId(livemode, !!user);
  const [allPaid, setAllPaid] = useState(false);

  let body;
  if (!user && !loading) {
    body = <SignInPrompt text={t('payment.subscription.overdue.signIn')} />;
  } else if (customer.error) {
    body = <Alert color="red">{formatError(customer.error)}</Alert>;
  } else if (loading || customer.isPending) {
    body = <Skeleton height={160} radius="md" />;
  } else if (!customer.data) {
    body = <Alert color="teal" data-testid="overdue-none">{t('payment.subscription.overdue.none')}</Alert>;
  } else {
    body = <OverduePayments customerId={customer.data} livemode={livemode} payerDid={user?.did} onAllPaid={() => setAllPaid(true)} />;
  }
  return (
    <Stack maw={720} mx="auto" py="xl" px="sm" gap="md" data-testid="past-due-page">
      <Title order={1} size="h2">
        {t('payment.subscription.overdue.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('payment.subscription.overdue.description')}
      </Text>
      {body}
      {back ? (
        <Group>
          <Button component={Link} to={back} variant={allPaid ? 'filled' : 'default'} data-testid="past-due-back">
            {t('payment.subscription.overdue.back')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
