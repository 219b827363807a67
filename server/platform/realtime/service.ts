import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import {
  RELAY_HEARTBEAT_MS,
  RELAY_SOCKET_PATH,
  USER_HEARTBEAT_MS,
  USER_SOCKET_PATH,
  type SessionUser,
} from '../../../common/identity';

export type RelayAuthorizer = (user: SessionUser | null, id: string) => boolean | Promise<boolean>;

export type Realtime = {
  /** Emits on one user's channel: every open tab of that user receives it. */
  publishToUser: (userDid: string, event: string, data: unknown) => void;
  /** Emits on a relay channel such as `checkout:cs_…` to whoever subscribed to it. */
  publishRelay: (channel: string, event: string, data: unknown) => void;
  /** Lets a part open relay channels of one kind, deciding who may subscribe. */
  registerRelayChannel: (kind: string, authorize: RelayAuthorizer) => void;
  attach: (server: HttpServer) => void;
  close: () => Promise<void>;
};

type Options = {
  appDid: string;
  /** Resolves the signed-in user of a socket from its handshake (cookie or `auth.token`). */
  userForHandshake: (handshake: Socket['handshake']) => Promise<SessionUser | null>;
};

/**
 * Two socket.io servers on the app's HTTP server, as the spec's two sockets: the user channel
 * (notifications; heartbeat 100 s) and the relay (payment events; heartbeat 30 s). Both start
 * with long-polling and upgrade to websocket when they can. Rooms are named by app DID, then
 * user DID or channel, and the event name is the socket event.
 */
export function createRealtime({ appDid, userForHandshake }: Options): Realtime {
  // Two engines share one HTTP server, so neither may destroy upgrade requests meant for the other.
  const user = new Server({ path: USER_SOCKET_PATH, pingInterval: USER_HEARTBEAT_MS, destroyUpgrade: false, serveClient: false });
  const relay = new Server({ path: RELAY_SOCKET_PATH, pingInterval: RELAY_HEARTBEAT_MS, destroyUpgrade: false, serveClient: false });
  const authorizers = new Map<string, RelayAuthorizer>();
  const userRoom = (did: string) => `${appDid}/${did}`;
  const relayRoom = (channel: string) => `${appDid}/relay/${channel}`;

  user.use(async (socket, next) => {
    try {
      const signedIn = await userForHandshake(socket.handshake);
      if (!signedIn) return next(new Error('unauthorized'));
      socket.data.user = signedIn;
      await socket.join(userRoom(signedIn.did));
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  relay.use(async (socket, next) => {
    try {
      socket.data.user = await userForHandshake(socket.handshake);
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  relay.on('connection', (socket) => {
    socket.on('subscribe', async (payload: { channel?: unknown }, ack?: (answer: object) => void) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      const channel = typeof payload?.channel === 'string' ? payload.channel : '';
      const separator = channel.indexOf(':');
      const authorize = separator > 0 ? authorizers.get(channel.slice(0, separator)) : undefined;
      if (!authorize) return reply({ error: `Unknown channel ${channel}` });
      const allowed = await Promise.resolve(authorize(socket.data.user ?? null, channel.slice(separator + 1))).catch(() => false);
      if (!allowed) return reply({ error: `Not allowed to subscribe to ${channel}` });
      await socket.join(relayRoom(channel));
      reply({ ok: true });
    });
    socket.on('unsubscribe', async (payload: { channel?: unknown }) => {
      if (typeof payload?.channel === 'string') await socket.leave(relayRoom(payload.channel));
    });
  });

  return {
    publishToUser: (did, event, data) => void user.to(userRoom(did)).emit(event, data),
    publishRelay: (channel, event, data) => void relay.to(relayRoom(channel)).emit(event, data),
    registerRelayChannel: (kind, authorize) => void authorizers.set(kind, authorize),
    attach: (server) => {
      user.attach(server);
      relay.attach(server);
    },
    close: async () => {
      // Not io.close(): that would also close the HTTP server, which Fastify owns.
      for (const io of [user, relay]) {
        io.disconnectSockets(true);
        io.engine?.close();
      }
    },
  };
}
