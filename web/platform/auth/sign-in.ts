import type { SessionUser } from '@common/identity.ts';
import { buildSignInMessage } from './siwe-message';
import { postLogin } from './post-login';
import { postNonce } from './post-nonce';
import type { WalletConnector } from './wallet';

/** Connects the wallet, signs a fresh sign-in message with it and opens a session. */
export async function signInWithWallet(connector: WalletConnector, appName: string): Promise<SessionUser> {
  const account = await connector.connect();
  const { nonce } = await postNonce();
  const message = buildSignInMessage({ address: account.address, chainId: account.chainId, nonce, appName });
  const signature = await account.signMessage(message);
  const { user } = await postLogin({ message, signature });
  return user;
}
