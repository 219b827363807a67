import { io, type Socket } from 'socket.io-client';
import { USER_SOCKET_PATH } from '@common/identity.ts';

/** What listening to realtime events needs; a socket.io client socket is one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- event payloads are typed by each listener
type Listener = (...args: any[]) => void;

export type EventSource = {
  on(event: string, listener: Listener): unknown;
  off(event: string, listener: Listener): unknown;
};

let shared: Socket | null = null;

/**
 * The one connection to the user channel, made on first use and not connected yet. The session
 * cookie signs it in; the server puts it in the user's own channel and drives the heartbeat.
 * Transports stay at their default, so long-polling is the fallback when WebSocket fails.
 */
export function userSocket(): Socket {
  shared ??= io({ path: USER_SOCKET_PATH, withCredentials: true, autoConnect: false });
  return shared;
}
