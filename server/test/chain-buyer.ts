import type { FastifyInstance } from 'fastify';
import { createWalletClient, custom, erc20Abi, type Hash } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { TESTNET_RPC_PATH, TESTNET_STABLECOIN_ADDRESS } from '../../common/testnet';
import { testnetChain } from '../payment/rails/testnet/chain';
import { setUpMerchant } from './merchant';
import { bearer, signIn } from './wallet';

/** A merchant selling in TUSD on the embedded chain, with the collector key kept for fast pay. */
export async function setUpChainShop(app: FastifyInstance) {
  const merchant = await setUpMerchant(app);
  const collectorKey = generatePrivateKey();
  const method = await merchant.test('POST', '/payment-methods', {
    type: 'ethereum',
    name: 'Test chain',
    settings: {
      chain_id: testnetChain.id,
      rpc_url: TESTNET_RPC_PATH,
      collector_address: privateKeyToAccount(collectorKey).address,
      collector_private_key: collectorKey,
    },
  });
  if (method.statusCode !== 201) throw new Error(method.body);
  const currency = await merchant.test('POST', '/payment-currencies', {
    payment_method_id: method.json().id,
    name: 'Test USD',
    symbol: 'TUSD',
    decimal: 6,
    contract: TESTNET_STABLECOIN_ADDRESS,
  });
  if (currency.statusCode !== 201) throw new Error(currency.body);
  return {
    merchant,
    methodId: method.json().id as string,
    currencyId: currency.json().id as string,
    collector: privateKeyToAccount(collectorKey).address,
  };
}

/** A signed-in buyer with test coins and a wallet that signs its own transactions. */
export async function fundedBuyer(app: FastifyInstance) {
  const session = await signIn(app);
  await app.ctx.testnet.fund(session.account.address);
  const wallet = createWalletClient({
    account: session.account,
    chain: testnetChain,
    transport: custom({ request: ({ method, params }) => app.ctx.testnet.rpc(method, (params ?? []) as unknown[]) }, { retryCount: 0 }),
  });
  const transfer = (to: `0x${string}`, amount: bigint): Promise<Hash> =>
    wallet.writeContract({ address: TESTNET_STABLECOIN_ADDRESS, abi: erc20Abi, functionName: 'transfer', args: [to, amount] });
  const approve = (spender: `0x${string}`, amount: bigint): Promise<Hash> =>
    wallet.writeContract({ address: TESTNET_STABLECOIN_ADDRESS, abi: erc20Abi, functionName: 'approve', args: [spender, amount] });
  const call = (method: string, url: string, payload?: object) =>
    app.inject({ method: method as 'GET', url: `/payment/api${url}`, headers: bearer(session.token), payload });
  return { ...session, wallet, transfer, approve, call };
}
