import ganache, { type EthereumProvider } from 'ganache';
import { createPublicClient, createWalletClient, custom, defineChain, parseUnits, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { TESTNET_CHAIN_ID, TESTNET_DEPLOYER_KEY, TESTNET_STABLECOIN_ADDRESS } from '../../../../common/testnet';
import { TestStablecoin } from './contracts.gen';

export const testnetChain = defineChain({
  id: TESTNET_CHAIN_ID,
  name: 'Mintgate test chain',
  nativeCurrency: { name: 'Test Ether', symbol: 'TETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
});

/** What the faucet gives per request. */
export const FAUCET_NATIVE = parseUnits('1', 18);
export const FAUCET_STABLECOIN = parseUnits('100', 6);

/** JSON-RPC methods a browser wallet or client needs; anything else (evm_*, debug_*, personal_*) is refused. */
const ALLOWED_METHODS = new Set([
  'eth_chainId',
  'net_version',
  'web3_clientVersion',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_sendRawTransaction',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getLogs',
  'eth_syncing',
  'net_listening',
]);

export type Testnet = {
  /** Answers one JSON-RPC call from outside (the public RPC route): allowed methods only. */
  rpc: (method: string, params: unknown[]) => Promise<unknown>;
  publicClient: () => Promise<PublicClient>;
  /** Sends native coin and test stablecoin to an address; returns the two transaction hashes. */
  fund: (address: `0x${string}`, amounts?: { native?: bigint; stablecoin?: bigint }) => Promise<`0x${string}`[]>;
  close: () => Promise<void>;
};

export class RpcMethodNotAllowed extends Error {}

/**
 * The embedded test chain: ganache in this process, persisted under `dbPath` (or in memory), with
 * the test stablecoin deployed by a fixed key at its first start so its address is known.
 * Started on first use, so runs that never touch the chain pay nothing for it.
 */
export function createTestnet(options: { dbPath?: string }): Testnet {
  let started: Promise<{ provider: EthereumProvider; client: PublicClient; send: ReturnType<typeof deployerSender> }> | undefined;
  const deployer = privateKeyToAccount(TESTNET_DEPLOYER_KEY);

  function deployerSender(provider: EthereumProvider) {
    const wallet = createWalletClient({ chain: testnetChain, transport: custom(provider, { retryCount: 0 }), account: deployer });
    // One transaction at a time from the deployer, so nonces never collide.
    let queue: Promise<unknown> = Promise.resolve();
    return <T>(fn: (w: typeof wallet) => Promise<T>): Promise<T> => {
      const next = queue.then(() => fn(wallet));
      queue = next.catch(() => undefined);
      return next;
    };
  }

  const start = async () => {
    const provider = ganache.provider({
      chain: { chainId: TESTNET_CHAIN_ID },
      wallet: { accounts: [{ secretKey: TESTNET_DEPLOYER_KEY, balance: `0x${(10n ** 30n).toString(16)}` }], lock: true },
      logging: { quiet: true },
      ...(options.dbPath ? { database: { dbPath: options.dbPath } } : {}),
    });
    const client = createPublicClient({ chain: testnetChain, transport: custom(provider, { retryCount: 0 }) }) as PublicClient;
    const send = deployerSender(provider);
    if (!(await client.getCode({ address: TESTNET_STABLECOIN_ADDRESS }))) {
      const hash = await send((w) => w.deployContract({ abi: TestStablecoin.abi, bytecode: TestStablecoin.bytecode }));
      const receipt = await client.waitForTransactionReceipt({ hash });
      if (receipt.contractAddress?.toLowerCase() !== TESTNET_STABLECOIN_ADDRESS.toLowerCase()) {
        throw new Error(`test stablecoin landed at ${receipt.contractAddress}, expected ${TESTNET_STABLECOIN_ADDRESS}`);
      }
    }
    return { provider, client, send };
  };
  const chain = () => (started ??= start());

  return {
    rpc: async (method, params) => {
      if (!ALLOWED_METHODS.has(method)) throw new RpcMethodNotAllowed(`Method ${method} is not available on the test chain`);
      const { provider } = await chain();
      return provider.request({ method, params } as never);
    },
    publicClient: async () => (await chain()).client,
    fund: async (address, amounts = {}) => {
      const { client, send } = await chain();
      const native = amounts.native ?? FAUCET_NATIVE;
      const stablecoin = amounts.stablecoin ?? FAUCET_STABLECOIN;
      const hashes: `0x${string}`[] = [];
      if (native > 0n) hashes.push(await send((w) => w.sendTransaction({ to: address, value: native })));
      if (stablecoin > 0n) {
        hashes.push(
          await send((w) =>
            w.writeContract({ address: TESTNET_STABLECOIN_ADDRESS, abi: TestStablecoin.abi, functionName: 'mint', args: [address, stablecoin] }),
          ),
        );
      }
      await Promise.all(hashes.map((hash) => client.waitForTransactionReceipt({ hash })));
      return hashes;
    },
    close: async () => {
      if (!started) return;
      const { provider } = await started.catch(() => ({ provider: undefined }));
      await provider?.disconnect();
    },
  };
}
