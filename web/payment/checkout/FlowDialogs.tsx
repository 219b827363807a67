import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '../../app/session/session-user';
import { shortAddress } from '../../lib/short-address';
import { OverduePayments } from '../customer/PastDue';
import { formatUnits } from './model';
import { useCustomerProfile } from './use-checkout-session';
import type { Currency, FastPayInfo } from './types';

/** Charges an approved allowance or balance after a confirmation, without the wallet. */
export function FastPayDialog({ info, currency, busy, onConfirm, onClose }: { info: FastPayInfo | null; currency: Currency | undefined; busy: boolean; onConfirm(): void; onClose(): void }) {
  const { t } = useTranslation();
  const credit = info?.type === 'credit';
  return (
    <Modal opened={!!info} onClose={onClose} centered title={t(credit ? 'payment.checkout.fastPay.credit.title' : 'payment.checkout.fastPay.title')} data-testid="fast-pay-dialog">
      {info ? (
        <Stack gap="sm">
          <Text size="sm">{t(credit ? 'payment.checkout.fastPay.credit.description' : 'payment.checkout.fastPay.description')}</Text>
          {credit ? (
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('payment.checkout.fastPay.credit.available')}
              </Text>
              <Text size="sm" data-testid="fast-pay-credit-balance">
                {formatUnits(info.token?.balance ?? '0', currency)}
              </Text>
            </Group>
          ) : (
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('payment.checkout.fastPay.payer')}
              </Text>
              <Text size="sm" ff="monospace">
                {shortAddress(info.payer)}
              </Text>
            </Group>
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('payment.checkout.fastPay.amount')}
            </Text>
            <Text size="sm" fw={600}>
              {formatUnits(info.amount, currency)}
            </Text>
          </Group>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button onClick={onConfirm} loading={busy} data-testid="fast-pay-confirm">
              {t('payment.checkout.fastPay.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/**
 * Past-due invoices block new purchases (CUSTOMER_LIMITED, no toast): they are listed and paid
 * here, then the purchase is tried again; a link leads to the past-due page.
 */
export function PastDueDialog({ opened, livemode, user, onClose, onPaid }: { opened: boolean; livemode: boolean; user: SessionUser | null; onClose(): void; onPaid(): void }) {
  const { t } = useTranslation();
  // The checkout page has read this profile already; the same query serves the dialog.
  const customer = useCustomerProfile(livemode, user?.did, opened);
  const referer = typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
  return (
    <Modal opened={opened} onClose={onClose} centered size="lg" title={t('payment.checkout.pastDue.title')} data-testid="past-due-dialog">
      <Stack gap="md">
        <Text size="sm">{t('payment.checkout.pastDue.description')}</Text>
        {customer.data?.id ? <OverduePayments customerId={customer.data.id} livemode={livemode} payerDid={user?.did} onAllPaid={onPaid} /> : null}
        <Group justify="space-between">
          <Anchor component={Link} to={`/payment/customer/invoice/past-due?livemode=${livemode}&referer=${encodeURIComponent(referer)}`} size="sm" data-testid="past-due-page-link">
            {t('payment.checkout.pastDue.viewAll')}
          </Anchor>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function CreditInsufficientDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} centered title={t('payment.checkout.fastPay.credit.insufficientTitle')} data-testid="credit-insufficient-dialog">
      <Text size="sm">{t('payment.checkout.fastPay.credit.insufficient')}</Text>
    </Modal>
  );
}
