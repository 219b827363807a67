import type { Address, Hex } from 'viem';

/** An unlocked account of a wallet, able to sign a text message. */
export type WalletAccount = {
  address: Address;
  chainId: number;
  signMessage(message: string): Promise<Hex>;
};

/** One way to sign in: a browser wallet or the built-in test wallet. */
export type WalletConnector = {
  id: string;
  name: string;
  /** Image URL (EIP-6963 icons are data URIs). */
  icon?: string;
  connect(): Promise<WalletAccount>;
};
