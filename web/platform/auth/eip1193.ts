import { getAddress, toHex, type Hex } from 'viem';
import type { WalletConnector } from './wallet';

/** The request interface every injected wallet exposes (EIP-1193). */
export type Eip1193Provider = {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  isMetaMask?: boolean;
};

export class NoAccountError extends Error {
  constructor() {
    super('The wallet did not share an account');
    this.name = 'NoAccountError';
  }
}

function parseChainId(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.startsWith('0x') ? Number.parseInt(value, 16) : Number(value);
  return Number.NaN;
}

/** Signs in through an EIP-1193 provider: asks for its accounts, reads its chain, signs with `personal_sign`. */
export function eip1193Connector(
  id: string,
  name: string,
  provider: Eip1193Provider,
  icon?: string,
): WalletConnector {
  return {
    id,
    name,
    icon,
    async connect() {
      const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as unknown;
      const first = Array.isArray(accounts) ? accounts[0] : undefined;
      if (typeof first !== 'string') throw new NoAccountError();
      const address = getAddress(first);
      const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }));
      if (!Number.isInteger(chainId) || chainId <= 0) throw new Error('The wallet reported no chain');
      return {
        address,
        chainId,
        signMessage: async (message) =>
          (await provider.request({ method: 'personal_sign', params: [toHex(message), address] })) as Hex,
      };
    },
  };
}
