import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAY_SOCKET_PATH, USER_EVENTS, USER_SOCKET_PATH } from '../../../common/identity';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, signIn } from '../../test/wallet';

const API = '/.well-known/service/api';

describe('realtime channels', () => {
  let t: TestApp;
  let base: string;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let alice: Awaited<ReturnType<typeof signIn>>;
  let bob: Awaited<ReturnType<typeof signIn>>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await signIn(t.app);
    alice = await signIn(t.app);
    bob = await signIn(t.app);
    t.app.ctx.realtime.registerRelayChannel('checkout', () => true);
    t.app.ctx.realtime.registerRelayChannel('customer', (user, id) => user?.did === `did:test:${id}`);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await t.close();
  });

  const connect = (path: string, options: Parameters<typeof io>[1] = {}) => {
    const socket = io(base, { path, reconnection: false, ...options });
    sockets.push(socket);
    return socket;
  };
  const connected = (socket: Socket) =>
    new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
  const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

  it('beats every 100 s on the user channel and every 30 s on the relay, starting on long-polling', async () => {
    const handshake = async (path: string) => {
      const body = await (await fetch(`${base}${path}/?EIO=4&transport=polling`)).text();
      return JSON.parse(body.slice(1));
    };
    expect(await handshake(USER_SOCKET_PATH)).toMatchObject({ pingInterval: 100_000, upgrades: ['websocket'] });
    expect(await handshake(RELAY_SOCKET_PATH)).toMatchObject({ pingInterval: 30_000, upgrades: ['websocket'] });
  });

  it('refuses a user-channel socket without a signed-in user', async () => {
    const socket = connect(USER_SOCKET_PATH);
    await expect(connected(socket)).rejects.toThrow('unauthorized');
  });

  it('delivers a notification and its read event to that user only, on every transport', async () => {
    const aliceWs = connect(USER_SOCKET_PATH, { auth: { token: alice.token }, transports: ['websocket'] });
    const alicePolling = connect(USER_SOCKET_PATH, { auth: { token: alice.token }, transports: ['polling'] });
    const bobSocket = connect(USER_SOCKET_PATH, { auth: { token: bob.token } });
    await Promise.all([connected(aliceWs), connected(alicePolling), connected(bobSocket)]);
    let bobGot = 0;
    bobSocket.on(USER_EVENTS.notificationCreate, () => bobGot++);

    const created = Promise.all([
      next<{ notification: { title: string; id: string }; unread: number }>(aliceWs, USER_EVENTS.notificationCreate),
      next<{ notification: { title: string } }>(alicePolling, USER_EVENTS.notificationCreate),
    ]);
    await t.app.inject({
      method: 'POST',
      url: `${API}/admin/notifications`,
      headers: bearer(admin.token),
      payload: { title: 'Live', severity: 'warning', receivers: [alice.user.did] },
    });
    const [viaWs, viaPolling] = await created;
    expect(viaWs.notification.title).toBe('Live');
    expect(viaWs.unread).toBe(1);
    expect(viaPolling.notification.title).toBe('Live');

    const readEvent = next<{ ids: string[]; unread: number }>(aliceWs, USER_EVENTS.notificationRead);
    await t.app.inject({
      method: 'PUT',
      url: `${API}/user/notifications/read`,
      headers: bearer(alice.token),
      payload: { ids: [viaWs.notification.id] },
    });
    expect(await readEvent).toEqual({ ids: [viaWs.notification.id], unread: 0 });
    await new Promise((r) => setTimeout(r, 100));
    expect(bobGot).toBe(0);
  });

  it('uses the session cookie when no token is given', async () => {
    const socket = connect(USER_SOCKET_PATH, { extraHeaders: { cookie: `login_token=${bob.token}` }, transports: ['polling'] });
    await connected(socket);
    const got = next<{ notification: { title: string } }>(socket, USER_EVENTS.notificationCreate);
    await t.app.inject({
      method: 'POST',
      url: `${API}/admin/notifications`,
      headers: bearer(admin.token),
      payload: { title: 'For Bob', receivers: [bob.user.did] },
    });
    expect((await got).notification.title).toBe('For Bob');
  });

  it('relays payment events to subscribers of a channel, and checks who may subscribe', async () => {
    const socket = connect(RELAY_SOCKET_PATH);
    await connected(socket);
    const subscribe = (channel: string) => socket.emitWithAck('subscribe', { channel });
    expect(await subscribe('checkout:cs_1')).toEqual({ ok: true });
    expect(await subscribe('nothing:1')).toEqual({ error: 'Unknown channel nothing:1' });
    expect(await subscribe('customer:someone')).toEqual({ error: 'Not allowed to subscribe to customer:someone' });

    const paid = next<{ id: string }>(socket, 'checkout.session.completed');
    t.app.ctx.realtime.publishRelay('checkout:cs_2', 'checkout.session.completed', { id: 'cs_2' });
    t.app.ctx.realtime.publishRelay('checkout:cs_1', 'checkout.session.completed', { id: 'cs_1' });
    expect(await paid).toEqual({ id: 'cs_1' });
  });
});
