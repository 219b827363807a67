import { privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { inject } from 'vitest';

/** The install's owner, signing in from outside the browser as an operator's script would. */
export const ownerAccount = () => privateKeyToAccount(inject('ownerKey') as `0x${string}`);

export async function signInOwner(base: string): Promise<string> {
  return signInWith(base, ownerAccount());
}

/** Signs a wallet in over HTTP, as a script would; answers the session token. */
export async function signInWith(base: string, account: ReturnType<typeof privateKeyToAccount>): Promise<string> {
  const url = new URL(base);
  const { nonce } = await (await fetch(`${base}/.well-known/service/api/auth/nonce`, { method: 'POST' })).json();
  const message = createSiweMessage({
    domain: url.host,
    address: account.address,
    uri: url.origin,
    version: '1',
    chainId: 1337,
    nonce,
    issuedAt: new Date(),
  });
  const res = await fetch(`${base}/.well-known/service/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${await res.text()}`);
  return (await res.json()).token;
}
