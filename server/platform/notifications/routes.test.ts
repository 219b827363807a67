import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, signIn } from '../../test/wallet';

const API = '/.well-known/service/api';

describe('notifications', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let alice: Awaited<ReturnType<typeof signIn>>;
  let bob: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t.app);
    alice = await signIn(t.app);
    bob = await signIn(t.app);
  });
  afterAll(() => t.close());

  const send = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${API}/admin/notifications`, headers: bearer(token), payload });
  const inbox = async (token: string, query = '') => {
    const res = await t.app.inject({ url: `${API}/user/notifications${query}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const read = async (token: string, payload: object) =>
    (await t.app.inject({ method: 'PUT', url: `${API}/user/notifications/read`, headers: bearer(token), payload })).json();

  it('lets only owners and admins send', async () => {
    const payload = { title: 'Hi', receivers: [alice.user.did] };
    expect((await t.app.inject({ method: 'POST', url: `${API}/admin/notifications`, payload })).statusCode).toBe(401);
    expect((await send(bob.token, payload)).statusCode).toBe(403);
    const bad = await send(admin.token, { title: '', severity: 'loud', receivers: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path).sort()).toEqual(['receivers', 'severity', 'title']);
  });

  it('stores every field and shows each receiver only their own copy', async () => {
    const res = await send(admin.token, {
      title: 'Your plugin was approved',
      description: 'Version 1.2.0 is live',
      severity: 'success',
      sticky: true,
      receivers: [alice.user.did, bob.user.did],
    });
    expect(res.statusCode).toBe(201);
    const sent = res.json().notification;
    expect(sent).toMatchObject({ severity: 'success', sticky: true, source: 'system', componentDid: null });
    expect(sent.receivers).toEqual([{ receiver: alice.user.did }, { receiver: bob.user.did }]);

    const mine = await inbox(alice.token);
    expect(mine.count).toBe(1);
    expect(mine.unread).toBe(1);
    expect(mine.list[0]).toMatchObject({
      id: sent.id,
      title: 'Your plugin was approved',
      description: 'Version 1.2.0 is live',
      read: false,
      receivers: [{ receiver: alice.user.did, read: false, readAt: null }],
      actorInfo: { did: admin.user.did },
    });
    expect(JSON.stringify(mine)).not.toContain(bob.user.did);
    // The sender is not a receiver and sees nothing.
    expect((await inbox(admin.token)).count).toBe(0);
  });

  it('never lets one user read or mark another’s notifications', async () => {
    expect((await t.app.inject(`${API}/user/notifications`)).statusCode).toBe(401);
    const { id } = (await send(admin.token, { title: 'Only Alice', receivers: [alice.user.did] })).json().notification;
    expect((await inbox(bob.token, `?id=${id}`)).count).toBe(0);
    expect(await read(bob.token, { ids: [id] })).toEqual({ ids: [], unread: 1 });
    expect((await inbox(alice.token, `?id=${id}`)).list[0].read).toBe(false);
  });

  it('counts unread up on each new one and down only for those that turned read', async () => {
    const before = (await inbox(alice.token)).unread;
    const ids: string[] = [];
    for (const severity of ['info', 'warning', 'error']) {
      ids.push((await send(admin.token, { title: severity, severity, receivers: [alice.user.did] })).json().notification.id);
    }
    expect((await inbox(alice.token)).unread).toBe(before + 3);
    expect(await read(alice.token, { ids: [ids[0]] })).toEqual({ ids: [ids[0]], unread: before + 2 });
    // Reading it again changes nothing, so no badge can fall twice.
    expect(await read(alice.token, { ids: [ids[0]] })).toEqual({ ids: [], unread: before + 2 });
    expect((await inbox(alice.token, '?read=true')).list.map((n: { id: string }) => n.id)).toContain(ids[0]);
    expect((await inbox(alice.token, '?severity=warning')).list.map((n: { id: string }) => n.id)).toEqual([ids[1]]);
    const all = await read(alice.token, { all: true });
    expect(all.unread).toBe(0);
    expect(all.ids).toHaveLength(before + 2);
    expect((await inbox(alice.token, '?read=false')).count).toBe(0);
    expect(await read(alice.token, { all: true })).toEqual({ ids: [], unread: 0 });
  });

  it('pages newest first and filters by component', async () => {
    const { notify } = await import('./service');
    for (let i = 0; i < 3; i++) {
      await notify(t.app.ctx, { title: `Component ${i}`, source: 'component', componentDid: 'did:key:zComponent', receivers: [bob.user.did] });
    }
    const page = await inbox(bob.token, '?componentDid=did:key:zComponent&pageSize=2&page=1');
    expect(page.count).toBe(3);
    expect(page.list.map((n: { title: string }) => n.title)).toEqual(['Component 2', 'Component 1']);
    expect(page.list[0].source).toBe('component');
    expect((await inbox(bob.token, '?componentDid=did:key:zComponent&pageSize=2&page=2')).list).toHaveLength(1);
  });
});
