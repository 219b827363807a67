import {
  createPublicClient,
  createWalletClient,
  custom,
  defineChain,
  erc20Abi,
  getAddress,
  http,
  type Account,
  type Address,
  type Chain,
  type Hash,
  type Transport,
} from 'viem';
import { TESTNET_CHAIN_ID, TESTNET_RPC_PATH } from '@common/testnet.ts';
import type { Eip1193Provider } from '../../platform/auth/eip1193';
import type { WalletStep } from './types';

/** The embedded test chain, reached through the app itself. */
export function testChain(): Chain {
  const rpc = `${window.location.origin}${TESTNET_RPC_PATH}`;
  return defineChain({
    id: TESTNET_CHAIN_ID,
    name: 'Mintgate test chain',
    nativeCurrency: { name: 'Test Ether', symbol: 'TETH', decimals: 18 },
    rpcUrls: { default: { http: [rpc] } },
  });
}

/** Who signs the steps: a local key (the test wallet) or a browser wallet. */
export type PayingWallet =
  | { kind: 'local'; account: Account }
  | { kind: 'eip1193'; provider: Eip1193Provider; address: Address };

export type StepProgress = { index: number; total: number; status: 'sending' | 'confirming' | 'done'; hash?: Hash };

function clientsFor(wallet: PayingWallet, chainId: number) {
  const chain = chainId === TESTNET_CHAIN_ID ? testChain() : defineChain({ ...testChain(), id: chainId, name: `Chain ${chainId}` });
  const transport: Transport =
    wallet.kind === 'local' ? http(chain.rpcUrls.default.http[0]) : custom(wallet.provider as Parameters<typeof custom>[0]);
  const account = wallet.kind === 'local' ? wallet.account : wallet.address;
  // A browser wallet reads through its own node; the test chain is read through the app.
  const reader = chainId === TESTNET_CHAIN_ID ? http(testChain().rpcUrls.default.http[0]) : transport;
  return {
    walletClient: createWalletClient({ account, chain, transport }),
    publicClient: createPublicClient({ chain, transport: reader }),
  };
}

/**
 * Performs the wallet steps in order (approve, then transfer) and waits for each to be mined.
 * Returns the transaction hashes to hand back to the server.
 */
export async function performSteps(
  wallet: PayingWallet,
  steps: readonly WalletStep[],
  onProgress: (progress: StepProgress) => void = () => {},
): Promise<Hash[]> {
  const hashes: Hash[] = [];
  for (const [index, step] of steps.entries()) {
    const { walletClient, publicClient } = clientsFor(wallet, step.chain_id);
    const account = walletClient.account!;
    onProgress({ index, total: steps.length, status: 'sending' });
    const amount = BigInt(step.amount);
    const to = getAddress(step.to);
    let hash: Hash;
    if (step.token) {
      hash = await walletClient.writeContract({
        account,
        chain: walletClient.chain,
        address: getAddress(step.token),
        abi: erc20Abi,
        functionName: step.type === 'approve' ? 'approve' : 'transfer',
        args: [to, amount],
      });
    } else {
      hash = await walletClient.sendTransaction({ account, chain: walletClient.chain, to, value: amount });
    }
    onProgress({ index, total: steps.length, status: 'confirming', hash });
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 500 });
    if (receipt.status !== 'success') throw new Error(`Transaction ${hash} failed on chain`);
    onProgress({ index, total: steps.length, status: 'done', hash });
    hashes.push(hash);
  }
  return hashes;
}

/** The test wallet's balances on the embedded chain: native coin and a token. */
export async function testWalletBalances(address: Address, token: Address | null): Promise<{ native: bigint; token: bigint }> {
  const client = createPublicClient({ chain: testChain(), transport: http(testChain().rpcUrls.default.http[0]) });
  const [native, tokenBalance] = await Promise.all([
    client.getBalance({ address }),
    token ? client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] }) : Promise.resolve(0n),
  ]);
  return { native, token: tokenBalance };
}
