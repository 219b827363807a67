import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getAddress, type Address } from 'viem';
import { formatError } from '../../lib/error-text';
import type { Eip1193Provider } from '../../platform/auth/eip1193';
import { legacyInjectedProvider, useAnnouncedWallets } from '../../platform/auth/eip6963';
import { testWalletAccount } from '../../platform/auth/test-wallet';
import { checkoutApi } from './api';
import { addressOfDid, formatUnits } from './model';
import { checkoutInfo } from './toast';
import type { Currency, WalletStep } from './types';

/** What the panel needs of the paid currency: how to show amounts, and the token's contract. */
type PaidCurrency = Pick<Currency, 'decimal' | 'symbol' | 'maximum_precision' | 'contract'>;
import type { PayingWallet, StepProgress } from './wallet-pay';

/** The chain code loads when a payment starts, not with the page. */
const walletPay = () => import('./wallet-pay');

type Props = {
  /** Test mode offers the built-in test wallet and its faucet. */
  livemode: boolean;
  currency: PaidCurrency | undefined;
  amount: bigint;
  /** The signed-in payer: a browser wallet must be the same account. */
  payerDid: string | undefined;
  /** What the wallet must sign, asked when a wallet is chosen. */
  request(): Promise<WalletStep[]>;
  /** Hands the sent transactions to the server. */
  submit(hashes: string[]): Promise<void>;
  /** The payment was sent and accepted. */
  onDone(): void;
  onError?(message: string): void;
  /** While signing or submitting, the surrounding dialog should stay open. */
  onWorkingChange?(working: boolean): void;
};

type BrowserWallet = { id: string; name: string; provider: Eip1193Provider };

function useBrowserProviders(): BrowserWallet[] {
  const announced = useAnnouncedWallets();
  if (announced.length) return announced.map(({ info, provider }) => ({ id: info.uuid, name: info.name, provider }));
  const legacy = legacyInjectedProvider();
  return legacy ? [{ id: 'injected', name: legacy.isMetaMask ? 'MetaMask' : 'Browser wallet', provider: legacy }] : [];
}

/** Balance of the test wallet in the paid currency, and whether it covers the payment plus gas. */
function useTestWalletFunds(enabled: boolean, address: Address | null, currency: PaidCurrency | undefined, amount: bigint) {
  const [funds, setFunds] = useState<{ native: bigint; token: bigint } | null>(null);
  const refresh = useCallback(async () => {
    if (!enabled || !address) return;
    const token = currency?.contract ? getAddress(currency.contract) : null;
    setFunds(await walletPay().then((m) => m.testWalletBalances(address, token)).catch(() => null));
  }, [address, currency?.contract, enabled]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const paid = currency?.contract ? funds?.token : funds?.native;
  const low = funds !== null && (paid === undefined || paid < amount || funds.native === 0n);
  return { funds, paid, low, refresh };
}

/**
 * Pays by signing the server's steps in a wallet: the built-in test wallet in test mode, or a
 * browser (EIP-1193) wallet; shows each step's progress and the error of a failed attempt.
 */
export function WalletPayPanel({ livemode, currency, amount, payerDid, request, submit, onDone, onError, onWorkingChange }: Props) {
  const { t } = useTranslation();
  const browserWallets = useBrowserProviders();
  const testMode = !livemode;
  const testAddress = testMode ? testWalletAccount().address : null;
  const userAddress = addressOfDid(payerDid);
  const testUsable = testMode && (!userAddress || userAddress === testAddress);
  const { paid: balance, low, refresh } = useTestWalletFunds(testUsable, testAddress, currency, amount);
  const [steps, setSteps] = useState<WalletStep[]>([]);
  const [progress, setProgress] = useState<StepProgress | null>(null);
  const [phase, setPhase] = useState<'idle' | 'signing' | 'submitting'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [funding, setFunding] = useState(false);

  const working = phase !== 'idle';
  useEffect(() => onWorkingChange?.(working), [onWorkingChange, working]);

  const run = async (pick: () => Promise<PayingWallet>) => {
    setError(null);
    setPhase('signing');
    try {
      const wallet = await pick();
      const asked = await request();
      setSteps(asked);
      const { performSteps } = await walletPay();
      const hashes = await performSteps(wallet, asked, setProgress);
      setPhase('submitting');
      await submit(hashes);
      onDone();
    } catch (e) {
      const message = formatError(e).split('\n')[0];
      setError(message);
      onError?.(message);
      setProgress(null);
    } finally {
      setPhase('idle');
    }
  };
  const payWithTestWallet = () => run(async () => ({ kind: 'local', account: testWalletAccount() }));

  const payWithBrowser = (wallet: BrowserWallet) =>
    run(async () => {
      const accounts = (await wallet.provider.request({ method: 'eth_requestAccounts' })) as string[];
      const address = getAddress(accounts[0]);
      if (userAddress && address !== userAddress) throw new Error(t('payment.checkout.wallet.accountMismatch'));
      return { kind: 'eip1193', provider: wallet.provider, address };
    });

  const getCoins = async () => {
    if (!testAddress) return;
    setFunding(true);
    try {
      await checkoutApi.faucet(testAddress);
      checkoutInfo(t('payment.checkout.wallet.faucetDone'));
      await refresh();
    } catch (e) {
      setError(formatError(e));
    } finally {
      setFunding(false);
    }
  };

  const statusText = (index: number) => {
    if (!progress || index > progress.index) return t('payment.checkout.wallet.status.waiting');
    if (index < progress.index) return t('payment.checkout.wallet.status.done');
    return t(`payment.checkout.wallet.status.${progress.status}`);
  };

  return (
    <Stack gap="md" data-testid="wallet-pay-panel">
      {steps.length > 0 ? (
        <List size="sm" spacing={4} data-testid="wallet-steps" aria-live="polite">
          {steps.map((step, index) => (
            <List.Item key={`${step.type}-${index}`}>
              {t(`payment.checkout.wallet.step.${step.type}`)} — {statusText(index)}
            </List.Item>
          ))}
        </List>
      ) : null}
      {phase === 'submitting' ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('payment.checkout.wallet.submitting')}</Text>
        </Group>
      ) : null}
      {error ? (
        <Alert color="red" data-testid="wallet-error">
          {error}
        </Alert>
      ) : null}
      {testMode ? (
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            {testUsable ? t('payment.checkout.wallet.testWalletHint') : t('payment.checkout.wallet.accountMismatch')}
          </Text>
          {testUsable && balance !== undefined ? (
            <Text size="xs" data-testid="wallet-balance">
              {t('payment.checkout.wallet.balance', { amount: formatUnits(balance, currency) })}
            </Text>
          ) : null}
          {testUsable && low ? (
            <Group gap="xs">
              <Text size="xs" c="orange">
                {t('payment.checkout.wallet.lowBalance')}
              </Text>
              <Button size="compact-xs" variant="light" loading={funding} onClick={() => void getCoins()} data-testid="wallet-faucet">
                {t('payment.checkout.wallet.faucet')}
              </Button>
            </Group>
          ) : null}
          <Button onClick={() => void payWithTestWallet()} loading={working} disabled={!testUsable} data-testid="wallet-pay-test" data-autofocus>
            {t('payment.checkout.wallet.testWallet')}
          </Button>
        </Stack>
      ) : null}
      {browserWallets.map((wallet) => (
        <Button key={wallet.id} variant={testMode ? 'default' : 'filled'} loading={working} onClick={() => void payWithBrowser(wallet)} data-testid="wallet-pay-browser">
          {t('payment.checkout.wallet.browserWallet', { name: wallet.name })}
        </Button>
      ))}
      {!testMode && browserWallets.length === 0 ? <Alert color="yellow">{t('payment.checkout.wallet.noWallet')}</Alert> : null}
    </Stack>
  );
}
