import type { BrowserContext } from 'playwright-core';
import { createWalletClient, defineChain, erc20Abi, getAddress, http, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { TESTNET_CHAIN_ID, TESTNET_RPC_PATH, TESTNET_STABLECOIN_ADDRESS } from '../common/testnet';
import { appUrl } from './browser';

const rpcUrl = () => appUrl(TESTNET_RPC_PATH);
const chain = () =>
  defineChain({ id: TESTNET_CHAIN_ID, name: 'Mintgate test chain', nativeCurrency: { name: 'Test Ether', symbol: 'TETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl()] } } });

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(rpcUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await res.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

/** A wallet client of the key on the embedded chain, reached through the app as a browser wallet would. */
export function chainWallet(key: Hex) {
  const account = privateKeyToAccount(key);
  const client = createWalletClient({ account, chain: chain(), transport: http(rpcUrl(), { retryCount: 0 }) });
  return {
    address: account.address,
    /** Sets the allowance of the test stablecoin that `spender` may collect. */
    approve: async (spender: Address, amount: bigint) => {
      const hash = await client.writeContract({ address: TESTNET_STABLECOIN_ADDRESS, abi: erc20Abi, functionName: 'approve', args: [spender, amount] });
      for (let i = 0; i < 50; i++) {
        if (await rpc('eth_getTransactionReceipt', [hash])) return hash;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`approve ${hash} was not mined`);
    },
  };
}

/**
 * Gives every page of the context an injected EIP-1193 wallet (`window.ethereum`) holding the
 * key: the page's requests reach this process, which signs transactions with the key and passes
 * reads to the app's test-chain RPC, as a browser extension would.
 */
export async function injectBrowserWallet(context: BrowserContext, key: Hex) {
  const account = privateKeyToAccount(key);
  const signer = createWalletClient({ account, chain: chain(), transport: http(rpcUrl(), { retryCount: 0 }) });
  await context.exposeFunction('__e2eWalletRequest', async (method: string, params: unknown[]) => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return [account.address];
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain':
        return null;
      case 'eth_sendTransaction': {
        const tx = params[0] as { to: Address; data?: Hex; value?: Hex; gas?: Hex };
        return signer.sendTransaction({
          to: getAddress(tx.to),
          data: tx.data,
          value: tx.value ? BigInt(tx.value) : undefined,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        });
      }
      default:
        return rpc(method, params);
    }
  });
  await context.addInitScript(() => {
    const call = (window as unknown as { __e2eWalletRequest(method: string, params: unknown[]): Promise<unknown> }).__e2eWalletRequest;
    (window as unknown as { ethereum: unknown }).ethereum = {
      isMetaMask: false,
      request: ({ method, params }: { method: string; params?: unknown[] }) => call(method, params ?? []),
      on: () => undefined,
      removeListener: () => undefined,
    };
  });
}
