import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createWalletClient, custom, encodeFunctionData, erc20Abi, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TESTNET_CHAIN_ID, TESTNET_RPC_PATH, TESTNET_STABLECOIN_ADDRESS } from '../../../../common/testnet';
import { createTestApp, type TestApp } from '../../../test/app';
import { setUpMerchant } from '../../../test/merchant';
import { newAccount } from '../../../test/wallet';
import { createTestnet, testnetChain } from './chain';
import { compileTestnetContracts, renderGenerated, GENERATED_FILE } from './compile';

const RPC = `/payment/api${TESTNET_RPC_PATH.replace('/payment/api', '')}`;

describe('embedded test chain', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rpc = async (method: string, params: unknown[] = []) => {
    const res = await t.app.inject({ method: 'POST', url: RPC, payload: { jsonrpc: '2.0', id: 1, method, params } });
    return res.json();
  };
  const tokenBalance = async (address: string) =>
    BigInt(
      (
        await rpc('eth_call', [
          { to: TESTNET_STABLECOIN_ADDRESS, data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address as `0x${string}`] }) },
          'latest',
        ])
      ).result,
    );

  it('answers JSON-RPC as chain 1337 and refuses methods that would let anyone control it', async () => {
    expect((await rpc('eth_chainId')).result).toBe(`0x${TESTNET_CHAIN_ID.toString(16)}`);
    for (const method of ['evm_mine', 'eth_sendTransaction', 'personal_unlockAccount', 'debug_traceTransaction']) {
      expect((await rpc(method)).error).toMatchObject({ code: -32601 });
    }
    const batch = await t.app.inject({
      method: 'POST',
      url: RPC,
      payload: [
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'net_version' },
      ],
    });
    expect(batch.json().map((r: { id: number }) => r.id)).toEqual([1, 2]);
  });

  it('gives test coins in test mode only, once a minute per address', async () => {
    const account = newAccount();
    const live = await t.app.inject({ method: 'POST', url: '/payment/api/testnet/faucet', payload: { address: account.address } });
    expect(live.statusCode).toBe(403);
    expect(live.json().code).toBe('TEST_MODE_ONLY');
    const res = await t.app.inject({ method: 'POST', url: '/payment/api/testnet/faucet?livemode=false', payload: { address: account.address } });
    expect(res.statusCode).toBe(200);
    expect(BigInt((await rpc('eth_getBalance', [account.address, 'latest'])).result)).toBe(parseUnits('1', 18));
    expect(await tokenBalance(account.address)).toBe(parseUnits('100', 6));
    const again = await t.app.inject({ method: 'POST', url: '/payment/api/testnet/faucet?livemode=false', payload: { address: account.address } });
    expect(again.statusCode).toBe(429);
  });

  it('carries a transfer a wallet signed itself, through the public RPC route', async () => {
    const payer = newAccount();
    const payee = newAccount();
    await t.app.inject({ method: 'POST', url: '/payment/api/testnet/faucet?livemode=false', payload: { address: payer.address } });
    const wallet = createWalletClient({
      account: payer,
      chain: testnetChain,
      transport: custom({ request: async ({ method, params }) => {
        const answer = await rpc(method, params as unknown[]);
        if (answer.error) throw new Error(answer.error.message);
        return answer.result;
      } }, { retryCount: 0 }),
    });
    await wallet.writeContract({ address: TESTNET_STABLECOIN_ADDRESS, abi: erc20Abi, functionName: 'transfer', args: [payee.address, parseUnits('12.5', 6)] });
    expect(await tokenBalance(payee.address)).toBe(12_500_000n);
  });

  it('refuses a live-mode payment method pointing at the test chain', async () => {
    const m = await setUpMerchant(t.app);
    const res = await m.live('POST', '/payment-methods', {
      type: 'ethereum',
      name: 'Sneaky',
      settings: { chain_id: 1337, rpc_url: TESTNET_RPC_PATH, collector_address: newAccount().address },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'settings.rpc_url', message: 'the embedded test chain is for test mode only' }]);
  });
});

describe('test chain persistence', () => {
  it('keeps balances across a restart and deploys the stablecoin only once', async () => {
    const dbPath = fs.mkdtempSync(path.join(os.tmpdir(), 'mintgate-chain-'));
    const account = newAccount();
    try {
      const first = createTestnet({ dbPath });
      await first.fund(account.address);
      await first.close();
      const second = createTestnet({ dbPath });
      const client = await second.publicClient();
      expect(await client.getBalance({ address: account.address })).toBe(parseUnits('1', 18));
      const balance = await client.readContract({ address: TESTNET_STABLECOIN_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] });
      expect(balance).toBe(parseUnits('100', 6));
      await second.close();
    } finally {
      fs.rmSync(dbPath, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('compiled contracts', () => {
  it('match their Solidity sources', () => {
    expect(fs.readFileSync(GENERATED_FILE, 'utf8')).toBe(renderGenerated(compileTestnetContracts()));
  }, 60_000);
});
