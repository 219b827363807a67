import { useCallback, useState } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../app/session/session-user';
import { checkoutApi } from './api';
import { formatUnits } from './model';
import type { CheckoutSession, Currency } from './types';
import { WalletPayPanel } from './WalletPayPanel';

type Props = {
  opened: boolean;
  session: CheckoutSession;
  currency: Currency | undefined;
  amount: bigint;
  user: SessionUser | null;
  onClose(): void;
  /** The payment was sent (paid, or waiting for confirmations). */
  onDone(): void;
};

/** Pays the submitted session by signing its steps in a wallet (the wallet flow of spec §7). */
export function WalletDialog({ opened, session, currency, amount, user, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [working, setWorking] = useState(false);
  const request = useCallback(async () => (await checkoutApi.walletRequest(session.mode, session.id, user?.did)).steps, [session.id, session.mode, user?.did]);
  const submit = useCallback(
    async (hashes: string[]) => {
      await checkoutApi.walletSubmit(session.mode, session.id, hashes, user?.did);
    },
    [session.id, session.mode, user?.did],
  );
  return (
    <Modal
      opened={opened}
      onClose={() => (working ? undefined : onClose())}
      title={t('payment.checkout.wallet.title')}
      centered
      closeOnClickOutside={!working}
      closeOnEscape={!working}
      withCloseButton={!working}
      data-testid="wallet-dialog"
    >
      <Stack gap="md">
        <Text size="sm" data-testid="wallet-description">
          {/* A trial charges nothing today: the wallet only allows the renewals. */}
          {amount === 0n ? t('payment.checkout.wallet.approveOnly') : t('payment.checkout.wallet.description', { amount: formatUnits(amount, currency) })}
        </Text>
        <WalletPayPanel
          livemode={session.livemode}
          currency={currency}
          amount={amount}
          payerDid={user?.did}
          request={request}
          submit={submit}
          onDone={onDone}
          onWorkingChange={setWorking}
        />
      </Stack>
    </Modal>
  );
}
