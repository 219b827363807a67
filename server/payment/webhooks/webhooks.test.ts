import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { setUpMerchant } from '../../test/merchant';

type Received = { headers: http.IncomingHttpHeaders; body: string; verified: unknown; error?: string };

/** A merchant's receiver: verifies each delivery with the standardwebhooks library. */
function startReceiver() {
  const received: Received[] = [];
  let secret = '';
  const answers: number[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const entry: Received = { headers: req.headers, body, verified: null };
      try {
        entry.verified = new Webhook(secret).verify(body, req.headers as Record<string, string>);
      } catch (error) {
        entry.error = (error as Error).message;
      }
      received.push(entry);
      res.statusCode = answers.shift() ?? 200;
      res.end(res.statusCode === 200 ? 'ok' : 'try later');
    });
  });
  return {
    received,
    answers,
    setSecret: (s: string) => (secret = s),
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`))),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function until<T>(check: () => Promise<T | undefined> | T | undefined, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('webhooks', () => {
  let t: TestApp;
  let m: Awaited<ReturnType<typeof setUpMerchant>>;
  const receiver = startReceiver();
  let url: string;
  let endpoint: { id: string; secret: string };

  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_RETRY_DELAY_SECONDS: '1', WEBHOOK_RETRY_LIMIT: '3' });
    m = await setUpMerchant(t.app);
    url = await receiver.listen();
    const res = await m.test('POST', '/webhook-endpoints', { url, enabled_events: ['product.created', 'price.created'] });
    expect(res.statusCode).toBe(201);
    endpoint = res.json();
    receiver.setSecret(endpoint.secret);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  it('shows the signing secret once', async () => {
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const read = await m.test('GET', `/webhook-endpoints/${endpoint.id}`);
    expect(read.json().secret).toBeUndefined();
    expect(read.body).not.toContain(endpoint.secret.slice(6));
    const bad = await m.test('POST', '/webhook-endpoints', { url, enabled_events: ['product.created', 'nothing.happened'] });
    expect(bad.json().details).toEqual([{ path: 'enabled_events', message: 'nothing.happened is not an event type' }]);
  });

  it('delivers subscribed events signed per Standard Webhooks, and retries after a 500', async () => {
    receiver.answers.push(500);
    const product = (await m.test('POST', '/products', { name: 'Hooked' })).json();
    const deliveries = await until(() => {
      const mine = receiver.received.filter((r) => r.body.includes(product.id));
      return mine.length >= 2 ? mine : undefined;
    });
    for (const delivery of deliveries) {
      expect(delivery.error).toBeUndefined();
      expect(delivery.verified).toMatchObject({ type: 'product.created', livemode: false, data: { object: { id: product.id, name: 'Hooked' } } });
    }
    // The same message id on the retry lets a receiver drop duplicates.
    expect(deliveries[0].headers['webhook-id']).toBe(deliveries[1].headers['webhook-id']);
    expect(deliveries[0].headers['webhook-id']).toMatch(/^evt_/);
    expect(deliveries[0].headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);

    const log = await until(async () => {
      const list = (await m.test('GET', `/webhook-endpoints/${endpoint.id}/attempts`)).json().list;
      return list.filter((a: { event_type: string }) => a.event_type === 'product.created').length >= 2 ? list : undefined;
    });
    const attempts = log.filter((a: { event_type: string }) => a.event_type === 'product.created');
    expect(attempts.map((a: { status: string; response_status: number; attempt: number }) => [a.attempt, a.status, a.response_status]).reverse()).toEqual([
      [1, 'failed', 500],
      [2, 'succeeded', 200],
    ]);
  });

  it('sends only subscribed types, and a forged signature fails verification', async () => {
    const before = receiver.received.length;
    const product = (await m.test('POST', '/products', { name: 'Quiet' })).json();
    await m.test('PUT', `/products/${product.id}`, { name: 'Quieter' });
    await until(() => receiver.received.some((r) => r.body.includes(product.id)));
    await new Promise((r) => setTimeout(r, 1500));
    const types = receiver.received.slice(before).map((r) => JSON.parse(r.body).type);
    expect(types).toEqual(['product.created']);

    const forged = receiver.received[receiver.received.length - 1];
    expect(() =>
      new Webhook(endpoint.secret).verify(forged.body.replace('Quiet', 'Loud'), forged.headers as Record<string, string>),
    ).toThrow();
  });

  it('resends an event on request, and stops sending to a disabled endpoint', async () => {
    const events = (await m.test('GET', '/events?type=product.created&pageSize=1')).json().list;
    const before = receiver.received.length;
    const resend = await m.test('POST', `/webhook-endpoints/${endpoint.id}/resend`, { event_id: events[0].id });
    expect(resend.statusCode).toBe(202);
    const again = await until(() => receiver.received.slice(before).find((r) => r.headers['webhook-id'] === events[0].id));
    expect(again.error).toBeUndefined();

    await m.test('PUT', `/webhook-endpoints/${endpoint.id}`, { status: 'disabled' });
    const count = receiver.received.length;
    await m.test('POST', '/products', { name: 'Unheard' });
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.received.length).toBe(count);
  });

  it('keeps endpoints per mode', async () => {
    expect((await m.live('GET', `/webhook-endpoints/${endpoint.id}`)).statusCode).toBe(404);
    expect((await m.live('GET', '/webhook-endpoints')).json().count).toBe(0);
  });
});
