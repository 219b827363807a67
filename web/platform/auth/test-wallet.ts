import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { Hex } from 'viem';
import { readStorage, writeStorage } from '../../lib/storage';
import type { WalletConnector } from './wallet';

export const TEST_WALLET_STORAGE_KEY = 'mintgate:test-wallet-key';
/** Chain id of the embedded test chain. */
export const TEST_WALLET_CHAIN_ID = 1337;
export const TEST_WALLET_ID = 'test-wallet';

const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/;

/** The test wallet's private key, made on first use and kept in this browser. */
export function testWalletKey(): Hex {
  const stored = readStorage(TEST_WALLET_STORAGE_KEY);
  if (stored && PRIVATE_KEY.test(stored)) return stored as Hex;
  const key = generatePrivateKey();
  writeStorage(TEST_WALLET_STORAGE_KEY, key);
  return key;
}

export function testWalletAccount(): PrivateKeyAccount {
  return privateKeyToAccount(testWalletKey());
}

/** Signs in with the built-in test wallet; for test mode only. */
export function testWalletConnector(): WalletConnector {
  return {
    id: TEST_WALLET_ID,
    name: 'Test wallet',
    async connect() {
      const account = testWalletAccount();
      return {
        address: account.address,
        chainId: TEST_WALLET_CHAIN_ID,
        signMessage: (message) => account.signMessage({ message }),
      };
    },
  };
}
