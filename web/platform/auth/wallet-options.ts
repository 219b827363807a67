import { useMemo } from 'react';
import { eip1193Connector } from './eip1193';
import { legacyInjectedProvider, useAnnouncedWallets } from './eip6963';
import type { WalletConnector } from './wallet';

export const LEGACY_WALLET_ID = 'injected';

/**
 * Browser wallets to sign in with: those announced through EIP-6963, or else the one injected
 * as `window.ethereum`.
 */
export function useBrowserWallets(legacyName: string): WalletConnector[] {
  const announced = useAnnouncedWallets();
  return useMemo(() => {
    if (announced.length > 0) {
      return announced.map(({ info, provider }) => eip1193Connector(info.uuid, info.name, provider, info.icon));
    }
    const legacy = legacyInjectedProvider();
    if (!legacy) return [];
    return [eip1193Connector(LEGACY_WALLET_ID, legacy.isMetaMask ? 'MetaMask' : legacyName, legacy)];
  }, [announced, legacyName]);
}
