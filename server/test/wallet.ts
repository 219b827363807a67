import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import type { SessionUser } from '../../common/identity';

export const TEST_HOST = 'shop.test';
export const TEST_CHAIN_ID = 1337;

export function newAccount(): PrivateKeyAccount {
  return privateKeyToAccount(generatePrivateKey());
}

export async function fetchNonce(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/.well-known/service/api/auth/nonce', headers: { host: TEST_HOST } });
  return res.json().nonce;
}

/** A sign-in message as a wallet on this site would sign it; `fields` overrides any part. */
export function siweMessage(account: { address: `0x${string}` }, nonce: string, fields: Partial<SiweMessage> = {}): string {
  return createSiweMessage({
    domain: TEST_HOST,
    address: account.address,
    uri: `http://${TEST_HOST}/`,
    version: '1',
    chainId: TEST_CHAIN_ID,
    nonce,
    issuedAt: new Date(),
    expirationTime: new Date(Date.now() + 10 * 60 * 1000),
    statement: 'Sign in to Mintgate',
    ...fields,
  });
}

export async function postLogin(
  app: FastifyInstance,
  body: { message: string; signature: string },
  remoteAddress = '10.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/.well-known/service/api/auth/login',
    headers: { host: TEST_HOST },
    remoteAddress,
    payload: body,
  });
}

/** Signs in with a fresh (or given) wallet and returns the session token and user. */
export async function signIn(
  app: FastifyInstance,
  account: PrivateKeyAccount = newAccount(),
): Promise<{ token: string; user: SessionUser; account: PrivateKeyAccount }> {
  const message = siweMessage(account, await fetchNonce(app));
  const res = await postLogin(app, { message, signature: await account.signMessage({ message }) });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  const { token, user } = res.json();
  return { token, user, account };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
