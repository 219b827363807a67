import { getContractAddress, keccak256, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** The embedded test chain: an in-process EVM chain reached through the app itself. */
export const TESTNET_CHAIN_ID = 1337;
export const TESTNET_RPC_PATH = '/payment/api/testnet/rpc';

/**
 * A key known to everyone, for the embedded test chain only: it deploys the test stablecoin first
 * thing, so the coin's address is known before the chain runs (the address of its nonce-0 deploy).
 */
export const TESTNET_DEPLOYER_KEY = keccak256(toHex('mintgate embedded test chain deployer'));
export const TESTNET_DEPLOYER = privateKeyToAccount(TESTNET_DEPLOYER_KEY).address;
export const TESTNET_STABLECOIN_ADDRESS = getContractAddress({ from: TESTNET_DEPLOYER, nonce: 0n });
