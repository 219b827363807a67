import { createContext, useContext } from 'react';
import type { SessionUser } from './session-user';

export type SessionState = { user: SessionUser | null; loading: boolean };

export const SessionContext = createContext<SessionState>({ user: null, loading: false });

export function useSession(): SessionState {
  return useContext(SessionContext);
}
