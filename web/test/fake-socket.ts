import { act } from '@testing-library/react';
import type { EventSource } from '../platform/realtime/user-socket';

type Listener = (payload: unknown) => void;

/** A stand-in for the user channel: tests deliver server events with `deliver`. */
export function createFakeSocket() {
  const listeners = new Map<string, Set<Listener>>();
  const socket = {
    connected: false,
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return socket;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    connect() {
      socket.connected = true;
      return socket;
    },
    disconnect() {
      socket.connected = false;
      return socket;
    },
    listenerCount(event: string) {
      return listeners.get(event)?.size ?? 0;
    },
    /** Delivers a server event to every listener, inside `act`. */
    deliver(event: string, payload: unknown) {
      act(() => {
        listeners.get(event)?.forEach((listener) => listener(payload));
      });
    },
  };
  return socket as typeof socket & EventSource;
}
