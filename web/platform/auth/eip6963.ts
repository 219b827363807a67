import { useEffect, useState } from 'react';
import type { Eip1193Provider } from './eip1193';

/** What a wallet announces about itself (EIP-6963). */
export type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string };
export type Eip6963ProviderDetail = { info: Eip6963ProviderInfo; provider: Eip1193Provider };

export const ANNOUNCE_EVENT = 'eip6963:announceProvider';
export const REQUEST_EVENT = 'eip6963:requestProvider';

function isDetail(value: unknown): value is Eip6963ProviderDetail {
  const detail = value as Partial<Eip6963ProviderDetail> | null;
  return (
    !!detail &&
    typeof detail.info?.uuid === 'string' &&
    typeof detail.info.name === 'string' &&
    typeof detail.provider?.request === 'function'
  );
}

/** Wallets that announced themselves on this page, in order of arrival, one per uuid. */
export function useAnnouncedWallets(): Eip6963ProviderDetail[] {
  const [wallets, setWallets] = useState<Eip6963ProviderDetail[]>([]);
  useEffect(() => {
    const onAnnounce = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      if (!isDetail(detail)) return;
      setWallets((list) => (list.some((w) => w.info.uuid === detail.info.uuid) ? list : [...list, detail]));
    };
    window.addEventListener(ANNOUNCE_EVENT, onAnnounce);
    window.dispatchEvent(new Event(REQUEST_EVENT));
    return () => window.removeEventListener(ANNOUNCE_EVENT, onAnnounce);
  }, []);
  return wallets;
}

/** The wallet injected the older way, as `window.ethereum`, if any. */
export function legacyInjectedProvider(): Eip1193Provider | null {
  const candidate = (window as unknown as { ethereum?: Partial<Eip1193Provider> }).ethereum;
  return candidate && typeof candidate.request === 'function' ? (candidate as Eip1193Provider) : null;
}
