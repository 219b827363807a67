import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { compileContract, startTestChain, TEST_CHAIN_ID } from '../../test/chain';
import { fetchNonce, newAccount, postLogin, siweMessage } from '../../test/wallet';

describe('sign-in with a contract wallet (ERC-1271) on a reachable chain', () => {
  const chain = startTestChain();
  let t: TestApp;
  let wallet: `0x${string}`;
  const key = newAccount();

  beforeAll(async () => {
    const { abi, bytecode } = compileContract('ContractWallet.sol', 'ContractWallet');
    const hash = await chain.deployer.deployContract({ abi, bytecode, args: [key.address] });
    const receipt = await chain.publicClient.waitForTransactionReceipt({ hash });
    wallet = receipt.contractAddress!;
    t = await createTestApp({}, undefined, {
      chainClient: (chainId) => (chainId === TEST_CHAIN_ID ? chain.publicClient : undefined),
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await chain.close();
  });

  it('accepts a signature the contract approves and signs the contract address in', async () => {
    const message = siweMessage({ address: wallet }, await fetchNonce(t.app));
    const res = await postLogin(t.app, { message, signature: await key.signMessage({ message }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.did).toBe(`did:pkh:eip155:${TEST_CHAIN_ID}:${getAddress(wallet)}`);
  });

  it('refuses a signature the contract rejects', async () => {
    const message = siweMessage({ address: wallet }, await fetchNonce(t.app));
    const res = await postLogin(t.app, { message, signature: await newAccount().signMessage({ message }) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SIWE_BAD_SIGNATURE');
  });

  it('refuses a contract wallet on a chain this install cannot reach', async () => {
    const message = siweMessage({ address: wallet }, await fetchNonce(t.app), { chainId: 8453 });
    const res = await postLogin(t.app, { message, signature: await key.signMessage({ message }) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SIWE_BAD_SIGNATURE');
  });
});
