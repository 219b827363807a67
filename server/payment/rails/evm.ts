import {
  createPublicClient,
  createWalletClient,
  custom,
  erc20Abi,
  getAddress,
  http,
  parseEventLogs,
  type Address,
  type Hash,
  type PublicClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { TESTNET_RPC_PATH } from '../../../common/testnet';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { testnetChain } from './testnet/chain';

export type EvmMethod = {
  id: string;
  settings: { chain_id?: unknown; rpc_url?: unknown; collector_address?: unknown };
  confirmation: { type?: string; block?: unknown };
};
export type EvmCurrency = { id: string; contract: string | null; decimal: number };

/** One thing the wallet must sign, in order (issue 5 wallet flow). */
export type PaymentStep = { type: 'transfer' | 'approve'; chain_id: number; to: Address; token: Address | null; amount: string };

export type VerifiedTransfer = {
  chainId: number;
  txHash: Hash;
  payer: Address;
  token: Address | null;
  amount: bigint;
  blockNumber: bigint;
  gasUsed: bigint;
  gasPrice: bigint;
};

const refuse = (code: string, message: string) => new AppError(400, message, code);
const clients = new Map<string, PublicClient>();

export const collectorOf = (method: EvmMethod) => getAddress(String(method.settings.collector_address));
export const chainIdOf = (method: EvmMethod) => Number(method.settings.chain_id);
const confirmationsOf = (method: EvmMethod) => (method.confirmation.type === 'block' ? Math.max(1, Number(method.confirmation.block ?? 1)) : 1);

/** The chain a method pays on: the embedded test chain in process, any other over its RPC URL. */
export async function evmClient(ctx: AppContext, method: EvmMethod): Promise<PublicClient> {
  if (method.settings.rpc_url === TESTNET_RPC_PATH) return ctx.testnet.publicClient();
  const url = String(method.settings.rpc_url);
  let client = clients.get(url);
  if (!client) {
    client = createPublicClient({ transport: http(url, { retryCount: 2, timeout: 10_000 }) }) as PublicClient;
    clients.set(url, client);
  }
  return client;
}

/** What to sign: pay the collector; for a subscription also approve renewals ahead. */
export function paymentSteps(method: EvmMethod, currency: EvmCurrency, amount: bigint, options: { approve?: bigint } = {}): PaymentStep[] {
  const token = currency.contract ? getAddress(currency.contract) : null;
  const base = { chain_id: chainIdOf(method), token };
  const steps: PaymentStep[] = [];
  if (options.approve && token) steps.push({ ...base, type: 'approve', to: collectorOf(method), amount: options.approve.toString() });
  steps.push({ ...base, type: 'transfer', to: collectorOf(method), amount: amount.toString() });
  return steps;
}

/**
 * Checks one transaction on chain: it succeeded, the sender is the payer (when known), and it
 * moved at least `amount` of the currency to the collector, with enough confirmations.
 */
export async function verifyTransfer(
  client: PublicClient,
  method: EvmMethod,
  currency: EvmCurrency,
  input: { txHash: Hash; payer?: Address; amount: bigint; /** set for allowance collections, sent by the collector */ collected?: boolean },
): Promise<VerifiedTransfer> {
  const receipt = await client.getTransactionReceipt({ hash: input.txHash }).catch(() => null);
  if (!receipt) throw refuse('TX_NOT_FOUND', `Transaction ${input.txHash} is not on chain yet`);
  if (receipt.status !== 'success') throw refuse('TX_FAILED', `Transaction ${input.txHash} failed on chain`);
  const tx = await client.getTransaction({ hash: input.txHash });
  const collector = collectorOf(method);
  // A collection is sent by the collector but moves the payer's tokens.
  if (input.collected && getAddress(tx.from) !== collector) throw refuse('TX_WRONG_SENDER', 'The collection was not sent by the collector');
  const sender = input.collected && input.payer ? getAddress(input.payer) : getAddress(tx.from);
  if (input.payer && sender !== getAddress(input.payer)) {
    throw refuse('TX_WRONG_SENDER', 'The transaction was not sent by the signed-in wallet');
  }
  let paid = 0n;
  const token = currency.contract ? getAddress(currency.contract) : null;
  if (token) {
    const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).filter(
      (log) => getAddress(log.address) === token && getAddress(log.args.to) === collector && getAddress(log.args.from) === sender,
    );
    paid = transfers.reduce((sum, log) => sum + log.args.value, 0n);
  } else if (!input.collected && tx.to && getAddress(tx.to) === collector) {
    paid = tx.value;
  }
  if (paid === 0n) throw refuse('TX_WRONG_RECIPIENT', 'The transaction does not pay this currency to the merchant');
  if (paid < input.amount) throw refuse('TX_AMOUNT_TOO_LOW', `The transaction pays ${paid}, less than the ${input.amount} due`);
  const head = await client.getBlockNumber({ cacheTime: 0 });
  if (head - receipt.blockNumber + 1n < BigInt(confirmationsOf(method))) {
    throw refuse('TX_UNCONFIRMED', 'The transaction needs more confirmations; it will be checked again');
  }
  return {
    chainId: chainIdOf(method),
    txHash: input.txHash,
    payer: sender,
    token,
    amount: paid,
    blockNumber: receipt.blockNumber,
    gasUsed: receipt.gasUsed,
    gasPrice: receipt.effectiveGasPrice,
  };
}

/** The payer's balance of the currency and what the collector may take from it. */
export async function balances(client: PublicClient, method: EvmMethod, currency: EvmCurrency, payer: Address) {
  if (!currency.contract) return { balance: await client.getBalance({ address: payer }), allowance: 0n };
  const address = getAddress(currency.contract);
  const [balance, allowance] = await Promise.all([
    client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [payer] }),
    client.readContract({ address, abi: erc20Abi, functionName: 'allowance', args: [payer, collectorOf(method)] }),
  ]);
  return { balance, allowance };
}

/** Takes an approved amount from the payer to the collector (fast pay, renewals). */
export async function collectAllowance(
  client: PublicClient,
  method: EvmMethod,
  currency: EvmCurrency,
  input: { payer: Address; amount: bigint; collectorKey: `0x${string}` },
): Promise<Hash> {
  if (!currency.contract) throw refuse('COLLECT_UNSUPPORTED', 'Only tokens can be collected from an allowance');
  const account = privateKeyToAccount(input.collectorKey);
  const chain = chainIdOf(method) === testnetChain.id ? testnetChain : undefined;
  // Signed here and sent as a raw transaction through the same client.
  const wallet = createWalletClient({ account, chain, transport: custom({ request: (args) => client.request(args as never) }, { retryCount: 0 }) });
  const hash = await wallet.writeContract({
    address: getAddress(currency.contract),
    abi: erc20Abi,
    functionName: 'transferFrom',
    args: [input.payer, account.address, input.amount],
    chain: chain ?? null,
  });
  await client.waitForTransactionReceipt({ hash });
  return hash;
}
