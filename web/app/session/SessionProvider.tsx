import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SessionContext } from './session-context';
import { fetchSessionUser } from './fetch-session';

export const SESSION_QUERY_KEY = ['session'] as const;

export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, isPending } = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    staleTime: 60_000,
    retry: false,
  });
  return <SessionContext.Provider value={{ user: data ?? null, loading: isPending }}>{children}</SessionContext.Provider>;
}
