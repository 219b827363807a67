import { describe, expect, it, vi } from 'vitest';
import { RELAY_SOCKET_PATH } from '@common/identity.ts';
import { connectRelay, RELAY_TIMEOUT_MS, type RelaySocketOptions } from './relay-client';

type Ack = (err: Error | null, value?: unknown) => void;

function fakeSocket(answer: (payload: unknown, ack: Ack) => void = (_p, ack) => ack(null, { ok: true })) {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const managerListeners = new Map<string, () => void>();
  const emitted: { event: string; payload: unknown; timeout: number }[] = [];
  const socket = {
    on: vi.fn((event: string, fn: (payload: unknown) => void) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(fn);
      return socket;
    }),
    off: vi.fn((event: string, fn: (payload: unknown) => void) => {
      listeners.get(event)?.delete(fn);
      return socket;
    }),
    timeout: (ms: number) => ({
      emit: (event: string, payload: unknown, ack: Ack) => {
        emitted.push({ event, payload, timeout: ms });
        answer(payload, ack);
      },
    }),
    disconnect: vi.fn(),
    io: { on: (event: string, fn: () => void) => managerListeners.set(event, fn) },
  };
  return {
    socket,
    emitted,
    deliver: (event: string, payload: unknown) => listeners.get(event)?.forEach((fn) => fn(payload)),
    reconnect: () => managerListeners.get('reconnect')?.(),
  };
}

function connect(fake: ReturnType<typeof fakeSocket>) {
  let options: RelaySocketOptions | undefined;
  const client = connectRelay((opts) => {
    options = opts;
    return fake.socket as never;
  });
  return { client, options: options! };
}

describe('connectRelay', () => {
  it('connects on the relay path with a 5 s timeout', () => {
    const { options } = connect(fakeSocket());
    expect(options).toMatchObject({ path: RELAY_SOCKET_PATH, timeout: RELAY_TIMEOUT_MS });
  });

  it('subscribes with an acknowledgement', async () => {
    const fake = fakeSocket();
    const { client } = connect(fake);
    await expect(client.subscribe('customer:cus_1')).resolves.toEqual({ ok: true });
    expect(fake.emitted).toEqual([{ event: 'subscribe', payload: { channel: 'customer:cus_1' }, timeout: RELAY_TIMEOUT_MS }]);
  });

  it('rejects when the acknowledgement does not come', async () => {
    const fake = fakeSocket((_p, ack) => ack(new Error('operation has timed out')));
    const { client } = connect(fake);
    await expect(client.subscribe('x')).rejects.toThrow('timed out');
  });

  it('joins its channels again after a reconnection', async () => {
    const fake = fakeSocket();
    const { client } = connect(fake);
    await client.subscribe('a');
    await client.subscribe('b');
    fake.reconnect();
    expect(fake.emitted.map((e) => e.payload)).toEqual([{ channel: 'a' }, { channel: 'b' }, { channel: 'a' }, { channel: 'b' }]);
  });

  it('passes events to handlers until they stop listening', () => {
    const fake = fakeSocket();
    const { client } = connect(fake);
    const handler = vi.fn();
    const stop = client.on('invoice.paid', handler);
    fake.deliver('invoice.paid', { id: 'in_1' });
    stop();
    fake.deliver('invoice.paid', { id: 'in_2' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ id: 'in_1' });
  });

  it('closes the connection', () => {
    const fake = fakeSocket();
    connect(fake).client.close();
    expect(fake.socket.disconnect).toHaveBeenCalled();
  });
});
