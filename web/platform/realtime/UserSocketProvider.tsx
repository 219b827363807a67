import { useEffect, type ReactNode } from 'react';
import { useSession } from '../../app/session/session-context';
import { userSocket } from './user-socket';
import { UserSocketContext } from './user-socket-context';

/** Connects the user channel while someone is signed in, and drops it on sign-out or a change of user. */
export function UserSocketProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const did = user?.did ?? null;
  const socket = did ? userSocket() : null;
  useEffect(() => {
    if (!did) return;
    const connection = userSocket();
    connection.connect();
    return () => {
      connection.disconnect();
    };
  }, [did]);
  return <UserSocketContext.Provider value={socket}>{children}</UserSocketContext.Provider>;
}
