import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setLivemode, useLivemode } from '../../lib/livemode';
import { useSession } from '../../app/session/session-context';
import { signInErrorText } from './sign-in-error';
import { testWalletAccount, testWalletConnector, TEST_WALLET_ID } from './test-wallet';
import { useBrowserWallets } from './wallet-options';
import type { WalletConnector } from './wallet';
import { WalletButton } from './WalletButton';

type Props = {
  opened: boolean;
  onClose(): void;
  /** Offer the test wallet even when the site is in live mode (a test-mode checkout asks for it). */
  testMode?: boolean;
};

/** Wallet picker: signing a message with the chosen wallet signs the user in. */
export function SignInDialog({ opened, onClose, testMode = false }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { login } = useSession();
  const wallets = useBrowserWallets(t('signIn.browserWallet'));
  const livemode = useLivemode() && !testMode;
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const testAddress = useMemo(() => (livemode ? null : testWalletAccount().address), [livemode]);

  const choose = async (connector: WalletConnector) => {
    setError(null);
    setPending(connector.id);
    try {
      await login(connector);
    } catch (err) {
      setError(signInErrorText(err, t));
    } finally {
      setPending(null);
    }
  };

  const useTestMode = () => {
    setLivemode(false);
    // Payment data is kept apart per mode.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
  };

  const busy = pending !== null;
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content data-testid="signin-dialog">
        <Modal.Header>
          <Modal.Title fw={600}>{t('signIn.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('common.close')} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('signIn.description')}
            </Text>
            {wallets.length > 0 ? (
              <Stack gap="xs" role="list" aria-label={t('signIn.walletList')}>
                {wallets.map((wallet) => (
                  <div role="listitem" key={wallet.id}>
                    <WalletButton
                      name={wallet.name}
                      icon={wallet.icon}
                      busy={pending === wallet.id}
                      disabled={busy}
                      onClick={() => void choose(wallet)}
                      data-testid="signin-wallet"
                    />
                  </div>
                ))}
              </Stack>
            ) : (
              <Alert color="gray" title={t('signIn.noWallet.title')} data-testid="signin-no-wallet">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t(livemode ? 'signIn.noWallet.live' : 'signIn.noWallet.test')}</Text>
                  {livemode ? (
                    <Button size="xs" variant="light" onClick={useTestMode} data-testid="signin-use-test-mode">
                      {t('signIn.useTestMode')}
                    </Button>
                  ) : null}
                </Stack>
              </Alert>
            )}
            {testAddress ? (
              <Stack gap="xs">
                <Divider
                  label={
                    <Badge color="orange" variant="light">
                      {t('signIn.testMode')}
                    </Badge>
                  }
                />
                <WalletButton
                  name={t('signIn.testWallet')}
                  detail={testAddress}
                  busy={pending === TEST_WALLET_ID}
                  disabled={busy}
                  onClick={() => void choose(testWalletConnector())}
                  data-testid="signin-test-wallet"
                />
                <Text size="xs" c="dimmed">
                  {t('signIn.testWalletHint')}
                </Text>
              </Stack>
            ) : null}
            {error ? (
              <Alert color="red" role="alert" data-testid="signin-error">
                {error}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" size="xs" onClick={onClose}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
