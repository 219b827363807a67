import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { RELAY_SOCKET_PATH } from '@common/identity.ts';

/** Connection and acknowledgement timeout of the relay (spec §9: long-poll timeout 5 s). */
export const RELAY_TIMEOUT_MS = 5000;

export type RelaySocketOptions = Partial<ManagerOptions & SocketOptions>;
type RelaySocket = Pick<Socket, 'on' | 'off' | 'timeout' | 'disconnect' | 'io'>;

export type RelayClient = {
  /** Joins a channel; resolves with the server's acknowledgement. Joined channels are joined again after a reconnection. */
  subscribe(channel: string): Promise<unknown>;
  /** Listens to an event; returns the function that stops listening. */
  on<T>(event: string, handler: (payload: T) => void): () => void;
  close(): void;
};

const createSocket = (options: RelaySocketOptions): RelaySocket => io(options);

/** Connects to the realtime relay (payment events such as invoice.paid). */
export function connectRelay(create: (options: RelaySocketOptions) => RelaySocket = createSocket): RelayClient {
  const socket = create({ path: RELAY_SOCKET_PATH, timeout: RELAY_TIMEOUT_MS, withCredentials: true });
  const channels = new Set<string>();

  const join = (channel: string) =>
    new Promise<unknown>((resolve, reject) => {
      socket.timeout(RELAY_TIMEOUT_MS).emit('subscribe', { channel }, (err: Error | null, ack: unknown) => {
        if (err) reject(err);
        else resolve(ack);
      });
    });

  socket.io.on('reconnect', () => {
    for (const channel of channels) join(channel).catch(() => undefined);
  });

  return {
    subscribe(channel) {
      channels.add(channel);
      return join(channel);
    },
    on<T>(event: string, handler: (payload: T) => void) {
      const listener = handler as (...args: unknown[]) => void;
      socket.on(event, listener);
      return () => {
        socket.off(event, listener);
      };
    },
    close() {
      channels.clear();
      socket.disconnect();
    },
  };
}
