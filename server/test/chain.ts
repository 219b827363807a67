import fs from 'node:fs';
import ganache from 'ganache';
import solc from 'solc';
import { createPublicClient, createWalletClient, custom, type Abi, type Hex, type PublicClient } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

export const TEST_CHAIN_ID = 1337;
// A fixed funded key, so deployments need no faucet.
const FUNDED_KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318' as Hex;

/** An in-process EVM chain (ganache) with viem clients bound to it. */
export function startTestChain() {
  const provider = ganache.provider({
    chain: { chainId: TEST_CHAIN_ID },
    wallet: { accounts: [{ secretKey: FUNDED_KEY, balance: `0x${(10n ** 21n).toString(16)}` }] },
    logging: { quiet: true },
  });
  const chain = {
    id: TEST_CHAIN_ID,
    name: 'test',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] as string[] } },
  };
  const transport = custom(provider, { retryCount: 0 });
  const publicClient = createPublicClient({ chain, transport }) as PublicClient;
  const deployer = createWalletClient({ chain, transport, account: privateKeyToAccount(FUNDED_KEY) });
  return { provider, publicClient, deployer, close: () => provider.disconnect() };
}

/** Compiles one Solidity file of server/test/contracts for an EVM version ganache runs. */
export function compileContract(file: string, name: string): { abi: Abi; bytecode: Hex } {
  const source = fs.readFileSync(new URL(`./contracts/${file}`, import.meta.url), 'utf8');
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { [file]: { content: source } },
        settings: { evmVersion: 'paris', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
      }),
    ),
  );
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join('\n'));
  const contract = output.contracts[file][name];
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}
