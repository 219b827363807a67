import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getPlatformConfig } from '../../lib/platform-config';
import { signInWithWallet } from '../../platform/auth/sign-in';
import { postLogout } from '../../platform/auth/post-logout';
import type { WalletConnector } from '../../platform/auth/wallet';
import { SessionContext, type SessionState, type SignInOptions } from './session-context';
import { fetchSessionUser } from './fetch-session';
import type { SessionUser } from './session-user';

export const SESSION_QUERY_KEY = ['session'] as const;

const SignInDialog = lazy(async () => ({ default: (await import('../../platform/auth/SignInDialog')).SignInDialog }));

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    staleTime: 60_000,
    retry: false,
  });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogTestMode, setDialogTestMode] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const waiting = useRef<((user: SessionUser | null) => void)[]>([]);

  const settle = useCallback((user: SessionUser | null) => {
    const callbacks = waiting.current;
    waiting.current = [];
    callbacks.forEach((resolve) => resolve(user));
  }, []);

  const setUser = useCallback(
    (user: SessionUser | null) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
    [queryClient],
  );

  const openSignIn = useCallback((options: SignInOptions = {}) => {
    setDialogTestMode(!!options.testMode);
    setDialogOpen(true);
    return new Promise<SessionUser | null>((resolve) => waiting.current.push(resolve));
  }, []);

  const closeSignIn = useCallback(() => {
    setDialogOpen(false);
    settle(null);
  }, [settle]);

  const login = useCallback(
    async (connector: WalletConnector) => {
      setSigningIn(true);
      try {
        const user = await signInWithWallet(connector, getPlatformConfig().appName);
        setUser(user);
        // Whatever was loaded as a visitor may differ for this user.
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
        setDialogOpen(false);
        settle(user);
        return user;
      } finally {
        setSigningIn(false);
      }
    },
    [queryClient, setUser, settle],
  );

  const logout = useCallback(async () => {
    await postLogout();
    setUser(null);
    // Spec §4: signing out goes to the site root.
    window.location.assign('/');
  }, [setUser]);

  const value = useMemo<SessionState>(
    () => ({
      user: data ?? null,
      loading: isPending,
      signingIn,
      openSignIn,
      login,
      logout,
      setUser,
    }),
    [data, isPending, signingIn, openSignIn, login, logout, setUser],
  );

  return (
    <SessionContext.Provider value={value}>
      {children}
      {dialogOpen ? (
        <Suspense fallback={null}>
          <SignInDialog opened onClose={closeSignIn} testMode={dialogTestMode} />
        </Suspense>
      ) : null}
    </SessionContext.Provider>
  );
}
