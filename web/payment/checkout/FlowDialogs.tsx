import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shortAddress } from '../../lib/short-address';
import { formatUnits } from './model';
import type { Currency, FastPayInfo } from './types';

/** Charges an approved allowance or balance after a confirmation, without the wallet. */
export function FastPayDialog({ info, currency, busy, onConfirm, onClose }: { info: FastPayInfo | null; currency: Currency | undefined; busy: boolean; onConfirm(): void; onClose(): void }) {
  const { t } = useTranslation();
  const credit = info?.type === 'credit';
  return (
    <Modal opened={!!info} onClose={onClose} centered title={t(credit ? 'payment.checkout.fastPay.credit.title' : 'payment.checkout.fastPay.title')} data-testid="fast-pay-dialog">
      {info ? (
        <Stack gap="sm">
          <Text size="sm">{t('payment.checkout.fastPay.description')}</Text>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {t('payment.checkout.fastPay.payer')}
            </Text>
            <Text size="sm" ff="monospace">
              {shortAddress(info.payer)}
            </Text>
          </Group>
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

/** Past-due invoices block new purchases: a link to pay them (spec §8, no toast). */
export function PastDueDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const referer = typeof window === 'undefined' ? '' : window.location.href;
  return (
    <Modal opened={opened} onClose={onClose} centered title={t('payment.checkout.pastDue.title')} data-testid="past-due-dialog">
      <Stack gap="md">
        <Text size="sm">{t('payment.checkout.pastDue.description')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button component={Link} to={`/payment/customer/past-due?referer=${encodeURIComponent(referer)}`} data-testid="past-due-pay">
            {t('payment.checkout.pastDue.confirm')}
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
