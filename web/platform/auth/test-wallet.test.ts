import { describe, expect, it } from 'vitest';
import { verifyMessage } from 'viem';
import { TEST_WALLET_CHAIN_ID, TEST_WALLET_STORAGE_KEY, testWalletAccount, testWalletConnector, testWalletKey } from './test-wallet';

describe('test wallet', () => {
  it('makes a key once and keeps it', () => {
    const key = testWalletKey();
    expect(key).toMatch(/^0x[0-9a-f]{64}$/);
    expect(window.localStorage.getItem(TEST_WALLET_STORAGE_KEY)).toBe(key);
    expect(testWalletKey()).toBe(key);
  });

  it('replaces a damaged stored key', () => {
    window.localStorage.setItem(TEST_WALLET_STORAGE_KEY, 'not-a-key');
    expect(testWalletKey()).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('signs messages that verify for its address on the test chain', async () => {
    const account = await testWalletConnector().connect();
    expect(account.address).toBe(testWalletAccount().address);
    expect(account.chainId).toBe(TEST_WALLET_CHAIN_ID);
    const signature = await account.signMessage('hello');
    await expect(verifyMessage({ address: account.address, message: 'hello', signature })).resolves.toBe(true);
  });
});
