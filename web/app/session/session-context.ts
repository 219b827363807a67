import { createContext, useContext } from 'react';
import type { WalletConnector } from '../../platform/auth/wallet';
import type { SessionUser } from './session-user';

/** `testMode`: offer the built-in test wallet whatever the site's mode (paying a test-mode checkout). */
export type SignInOptions = { testMode?: boolean };

export type SessionState = {
  user: SessionUser | null;
  /** The session is being read. */
  loading: boolean;
  /** A wallet sign-in is under way. */
  signingIn: boolean;
  /**
   * Opens the sign-in dialog; resolves with the user once signed in, or null when the dialog
   * is closed first. The page stays where it is.
   */
  openSignIn(options?: SignInOptions): Promise<SessionUser | null>;
  /** Signs in with a wallet (nonce, EIP-4361 message, signature) and makes it the session user. */
  login(connector: WalletConnector): Promise<SessionUser>;
  /** Ends the session and goes to the site root. */
  logout(): Promise<void>;
  /** Replaces the session user (after a profile change). */
  setUser(user: SessionUser): void;
};

export const defaultSessionState: SessionState = {
  user: null,
  loading: false,
  signingIn: false,
  openSignIn: async () => null,
  login: async () => {
    throw new Error('No session provider');
  },
  logout: async () => {},
  setUser: () => {},
};

export const SessionContext = createContext<SessionState>(defaultSessionState);

export function useSession(): SessionState {
  return useContext(SessionContext);
}
