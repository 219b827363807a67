import { createSiweMessage } from 'viem/siwe';
import type { Address } from 'viem';

/** How long a sign-in message stays valid. */
export const SIGN_IN_MESSAGE_TTL_MS = 10 * 60 * 1000;

export type SignInMessageInput = {
  address: Address;
  chainId: number;
  nonce: string;
  appName: string;
  now?: Date;
  /** The page's location; defaults to the current one. */
  location?: Pick<Location, 'host' | 'origin'>;
};

/** The EIP-4361 message the wallet signs to sign in to this site. */
export function buildSignInMessage({ address, chainId, nonce, appName, now = new Date(), location = window.location }: SignInMessageInput): string {
  return createSiweMessage({
    address,
    chainId,
    domain: location.host,
    uri: location.origin,
    version: '1',
    nonce,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + SIGN_IN_MESSAGE_TTL_MS),
    statement: `Sign in to ${appName.replace(/\s+/g, ' ').trim()}`,
  });
}
