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
import { openSecretSettings } from '../catalog/payment-methods/service';
import type { PaymentRail, PaymentStep, RailCurrency, RailMethod, VerifiedApproval, VerifiedTransfer } from './rail';
import { testnetChain } from './testnet/chain';

type EvmSettings = { chain_id?: unknown; rpc_url?: unknown; collector_address?: unknown };

const refuse = (code: string, message: string) => new AppError(400, message, code);
const clients = new Map<string, PublicClient>();
/** Blocks scanned per look for native-coin payments, which have no logs to filter. */
const NATIVE_SCAN_BLOCKS = 500n;
/** Gas the embedded chain's collector is given when it runs low. */
const GAS_TOP_UP = 10n ** 18n;
const TRANSFER_TOPIC = erc20Abi.find((e) => e.type === 'event' && e.name === 'Transfer')!;

const settingsOf = (method: RailMethod) => method.settings as EvmSettings;
export const collectorOf = (method: RailMethod) => getAddress(String(settingsOf(method).collector_address));
export const chainIdOf = (method: RailMethod) => Number(settingsOf(method).chain_id);
const isTestnet = (method: RailMethod) => settingsOf(method).rpc_url === TESTNET_RPC_PATH;
const tokenOf = (currency: RailCurrency) => (currency.contract ? getAddress(currency.contract) : null);
const confirmationsOf = (method: RailMethod) => {
  const confirmation = method.confirmation as { type?: string; block?: unknown };
  return confirmation.type === 'block' ? Math.max(1, Number(confirmation.block ?? 1)) : 1;
};
const collectorKeyOf = (ctx: AppContext, method: RailMethod) => openSecretSettings(ctx, method).collector_private_key as `0x${string}` | undefined;

/** The chain a method pays on: the embedded test chain in process, any other over its RPC URL. */
async function clientOf(ctx: AppContext, method: RailMethod): Promise<PublicClient> {
  if (isTestnet(method)) return ctx.testnet.publicClient();
  const url = String(settingsOf(method).rpc_url);
  let client = clients.get(url);
  if (!client) {
    client = createPublicClient({ transport: http(url, { retryCount: 2, timeout: 10_000 }) }) as PublicClient;
    clients.set(url, client);
  }
  return client;
}

/** A wallet of the collector that signs here and sends raw transactions through the method's client. */
async function collectorWallet(ctx: AppContext, method: RailMethod) {
  const key = collectorKeyOf(ctx, method);
  if (!key) throw refuse('COLLECTOR_KEY_MISSING', 'This payment method has no collector key on this server');
  const client = await clientOf(ctx, method);
  const account = privateKeyToAccount(key);
  const chain = chainIdOf(method) === testnetChain.id ? testnetChain : null;
  // On the embedded chain the collector gets its gas from the faucet; elsewhere the merchant funds it.
  if (isTestnet(method) && (await client.getBalance({ address: account.address })) < GAS_TOP_UP / 10n) {
    await ctx.testnet.fund(account.address, { native: GAS_TOP_UP, stablecoin: 0n });
  }
  const wallet = createWalletClient({ account, chain: chain ?? undefined, transport: custom({ request: (args) => client.request(args as never) }, { retryCount: 0 }) });
  return { client, wallet, chain };
}

async function verifyTransfer(
  ctx: AppContext,
  method: RailMethod,
  currency: RailCurrency,
  input: { txHash: Hash; payer?: Address; amount: bigint; /** an allowance collection, sent by the collector */ collected?: boolean },
): Promise<VerifiedTransfer> {
  const client = await clientOf(ctx, method);
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
  const token = tokenOf(currency);
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

/** The receipt of an approval of the collector, from the payer, of at least `minimum` of the token. */
async function verifyApproval(
  ctx: AppContext,
  method: RailMethod,
  currency: RailCurrency,
  input: { txHash: Hash; payer?: Address; minimum: bigint },
): Promise<VerifiedApproval> {
  const token = tokenOf(currency);
  if (!token) throw refuse('APPROVAL_UNSUPPORTED', 'Only tokens have allowances');
  const client = await clientOf(ctx, method);
  const receipt = await client.getTransactionReceipt({ hash: input.txHash }).catch(() => null);
  if (!receipt) throw refuse('TX_NOT_FOUND', `Transaction ${input.txHash} is not on chain yet`);
  if (receipt.status !== 'success') throw refuse('TX_FAILED', `Transaction ${input.txHash} failed on chain`);
  const owner = getAddress(receipt.from);
  if (input.payer && owner !== getAddress(input.payer)) throw refuse('TX_WRONG_SENDER', 'The transaction was not sent by the signed-in wallet');
  const approval = parseEventLogs({ abi: erc20Abi, eventName: 'Approval', logs: receipt.logs }).find(
    (log) => getAddress(log.address) === token && getAddress(log.args.owner) === owner && getAddress(log.args.spender) === collectorOf(method),
  );
  if (!approval) throw refuse('TX_NOT_APPROVAL', 'The transaction does not allow the merchant to collect this currency');
  if (approval.args.value < input.minimum) {
    throw refuse('APPROVAL_TOO_LOW', `The transaction allows ${approval.args.value}, less than the ${input.minimum} needed`);
  }
  const head = await client.getBlockNumber({ cacheTime: 0 });
  if (head - receipt.blockNumber + 1n < BigInt(confirmationsOf(method))) {
    throw refuse('TX_UNCONFIRMED', 'The transaction needs more confirmations; it will be checked again');
  }
  return { chainId: chainIdOf(method), txHash: input.txHash, payer: owner, token, allowance: approval.args.value, blockNumber: receipt.blockNumber };
}

/** EVM chains (ethereum, base and the embedded test chain): native coin and ERC-20 tokens, with viem. */
export const evmRail: PaymentRail = {
  quote(method, currency, amount, options = {}) {
    const token = tokenOf(currency);
    const base = { chain_id: chainIdOf(method), token };
    const steps: PaymentStep[] = [];
    // Only tokens have allowances; a native-coin subscription pays each cycle from the wallet.
    if (options.approve && token) steps.push({ ...base, type: 'approve', to: collectorOf(method), amount: options.approve.toString() });
    // Nothing due today (a trial): the approval alone.
    if (amount > 0n || steps.length === 0) steps.push({ ...base, type: 'transfer', to: collectorOf(method), amount: amount.toString() });
    return steps;
  },

  verify: (ctx, method, currency, input) => verifyTransfer(ctx, method, currency, input),
  verifyApproval: (ctx, method, currency, input) => verifyApproval(ctx, method, currency, input),

  async funds(ctx, method, currency, payer) {
    const client = await clientOf(ctx, method);
    const token = tokenOf(currency);
    if (!token) return { balance: await client.getBalance({ address: payer }), allowance: 0n };
    const [balance, allowance] = await Promise.all([
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [payer] }),
      client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [payer, collectorOf(method)] }),
    ]);
    return { balance, allowance };
  },

  canCollect: (ctx, method, currency) => !!currency.contract && !!collectorKeyOf(ctx, method),

  async collect(ctx, method, currency, input) {
    const token = tokenOf(currency);
    if (!token) throw refuse('COLLECT_UNSUPPORTED', 'Only tokens can be collected from an allowance');
    const { client, wallet, chain } = await collectorWallet(ctx, method);
    const txHash = await wallet.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'transferFrom',
      args: [input.payer, wallet.account.address, input.amount],
      chain,
    });
    await client.waitForTransactionReceipt({ hash: txHash });
    return verifyTransfer(ctx, method, currency, { txHash, payer: input.payer, amount: input.amount, collected: true });
  },

  async position(ctx, method) {
    return (await clientOf(ctx, method)).getBlockNumber({ cacheTime: 0 });
  },

  async findPayments(ctx, method, currency, { payer, from }) {
    const client = await clientOf(ctx, method);
    const token = tokenOf(currency);
    const collector = collectorOf(method);
    if (token) {
      const logs = await client.getLogs({ address: token, event: TRANSFER_TOPIC, args: { from: payer, to: collector }, fromBlock: from });
      return [...new Set(logs.map((log) => log.transactionHash!))];
    }
    const head = await client.getBlockNumber({ cacheTime: 0 });
    const start = head - from > NATIVE_SCAN_BLOCKS ? head - NATIVE_SCAN_BLOCKS : from;
    const found: Hash[] = [];
    for (let n = start; n <= head; n++) {
      const block = await client.getBlock({ blockNumber: n, includeTransactions: true });
      for (const tx of block.transactions) {
        if (getAddress(tx.from) === payer && tx.to && getAddress(tx.to) === collector) found.push(tx.hash);
      }
    }
    return found;
  },

  async refund(ctx, method, currency, { to, amount }) {
    const { client, wallet, chain } = await collectorWallet(ctx, method);
    const token = tokenOf(currency);
    const txHash = token
      ? await wallet.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, amount], chain })
      : await wallet.sendTransaction({ to, value: amount, chain });
    const receipt = await client.waitForTransactionReceipt({ hash: txHash });
    if (receipt.status !== 'success') throw refuse('REFUND_FAILED', `Refund transaction ${txHash} failed on chain`);
    return { txHash, blockNumber: receipt.blockNumber };
  },
};
