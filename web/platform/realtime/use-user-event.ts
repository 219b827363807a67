import { useContext, useEffect, useRef } from 'react';
import { UserSocketContext } from './user-socket-context';

/** Calls `handler` for each `event` on the user channel while signed in; the latest handler is used. */
export function useUserEvent<T>(event: string, handler: (payload: T) => void): void {
  const source = useContext(UserSocketContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!source) return;
    const listener = (payload: T) => latest.current(payload);
    source.on(event, listener);
    return () => {
      source.off(event, listener);
    };
  }, [source, event]);
}
