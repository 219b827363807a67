import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { manifestFor, newPluginKey, uploadVersion } from '../test/plugin-publisher';
import { bearer, signIn } from '../test/wallet';

describe('plugin store', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signIn>>;
  let dev: Awaited<ReturnType<typeof signIn>>;
  let other: Awaited<ReturnType<typeof signIn>>;
  let visitor: Awaited<ReturnType<typeof signIn>>;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signIn(t.app);
    dev = await signIn(t.app);
    other = await signIn(t.app);
    visitor = await signIn(t.app);
    for (const user of [dev, other]) {
      await t.app.inject({
        method: 'PUT',
        url: `/.well-known/service/api/admin/users/${encodeURIComponent(user.user.did)}/passports`,
        headers: bearer(owner.token),
        payload: { role: 'developer' },
      });
    }
    const category = await t.app.inject({ method: 'POST', url: '/api/console/categories', headers: bearer(owner.token), payload: { slug: 'tools', names: { en: 'Tools', zh: '工具' } } });
    categoryId = category.json().id;
  });
  afterAll(() => t.close());

  const as = (user: { token: string }) => (method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url: `/api${url}`, headers: bearer(user.token), payload });
  const anonymous = (url: string) => t.app.inject(`/api${url}`);
  const create = async (name: string, user = dev) => {
    const key = newPluginKey();
    const res = await as(user)('POST', '/developer/plugins', { did: key.did, name });
    expect(res.statusCode, res.body).toBe(201);
    return key;
  };
  /** Uploads, reviews, approves and publishes one version; answers the plugin's key. */
  const publish = async (name: string, extra: object = {}) => {
    const key = await create(name);
    expect((await uploadVersion(t.app, bearer(dev.token), key, manifestFor(key.did, name, '1.0.0', extra))).statusCode).toBe(201);
    await as(dev)('POST', `/developer/plugins/${key.did}/request-review`, { version: '1.0.0' });
    await as(owner)('POST', `/console/plugins/${key.did}/start-review`, { version: '1.0.0' });
    await as(owner)('POST', `/console/plugins/${key.did}/approve`, { version: '1.0.0', category_id: categoryId });
    expect((await as(dev)('POST', `/developer/plugins/${key.did}/publish`, { version: '1.0.0' })).json().status).toBe('published');
    return key;
  };
  const unread = async (user: { token: string }) =>
    (await t.app.inject({ url: '/.well-known/service/api/user/notifications', headers: bearer(user.token) })).json();

  it('keeps developer routes to developers, and names come with the spec’s messages', async () => {
    expect((await as(visitor)('POST', '/developer/plugins', { did: newPluginKey().did, name: 'x' })).json().code).toBe('DEVELOPER_REQUIRED');
    const bad = await as(dev)('POST', '/developer/plugins', { did: newPluginKey().did, name: 'bad name!' });
    expect(bad.json().details[0]).toEqual({ path: 'name', message: 'name only letters, digits, - and _' });
    expect((await as(dev)('POST', '/developer/plugins', { did: newPluginKey().did, name: 'a'.repeat(33) })).json().details[0].message).toBe('max 32 characters');
    await create('unique-name');
    const taken = await as(other)('POST', '/developer/plugins', { did: newPluginKey().did, name: 'Unique-Name' });
    expect(taken.json().details[0]).toEqual({ path: 'name', message: 'Unique-Name is existed' });
  });

  it('walks a version from upload to published, telling the right people at each step', async () => {
    const key = await create('weather');
    const up = await uploadVersion(t.app, bearer(dev.token), key, manifestFor(key.did, 'weather', '1.0.0', { keywords: ['forecast', 'rain'] }));
    expect(up.json()).toMatchObject({ version: '1.0.0', status: 'draft' });
    // A draft is never served to others.
    expect((await anonymous(`/plugins/${key.did}`)).statusCode).toBe(404);
    expect((await as(dev)('GET', `/plugins/${key.did}`)).json().versions[0].status).toBe('draft');

    const ownerInbox = (await unread(owner)).unread;
    expect((await as(dev)('POST', `/developer/plugins/${key.did}/request-review`, { version: '1.0.0' })).json().status).toBe('pending');
    expect((await unread(owner)).unread).toBe(ownerInbox + 1);
    // The owner's list and the console's carry each version's status, for their badges and buttons.
    const own = (await as(dev)('GET', '/developer/plugins')).json().list.find((p: { name: string }) => p.name === 'weather');
    expect(own.versions).toEqual([expect.objectContaining({ version: '1.0.0', status: 'pending' })]);
    expect(own.versions[0]).not.toHaveProperty('manifest');
    const queue = (await as(owner)('GET', '/console/plugins?status=pending')).json().list;
    expect(queue.find((p: { name: string }) => p.name === 'weather').versions[0].status).toBe('pending');
    const busy = await uploadVersion(t.app, bearer(dev.token), key, manifestFor(key.did, 'weather', '1.1.0'));
    expect(busy.json()).toMatchObject({ code: 'PLUGIN_IN_REVIEW', error: 'Plugin weather is in review, please wait...' });

    const devInbox = (await unread(dev)).unread;
    expect((await as(dev)('POST', `/console/plugins/${key.did}/start-review`, { version: '1.0.0' })).statusCode).toBe(403);
    expect((await as(owner)('POST', `/console/plugins/${key.did}/start-review`, { version: '1.0.0' })).json().status).toBe('in_review');
    const noCategory = await as(owner)('POST', `/console/plugins/${key.did}/approve`, { version: '1.0.0' });
    expect(noCategory.json().details[0].message).toBe('Category is required');
    expect((await as(owner)('POST', `/console/plugins/${key.did}/approve`, { version: '1.0.0', category_id: categoryId })).json().status).toBe('approved');
    expect((await unread(dev)).unread).toBe(devInbox + 2);

    expect((await as(other)('POST', `/developer/plugins/${key.did}/publish`, { version: '1.0.0' })).json().code).toBe('NOT_PLUGIN_OWNER');
    expect((await as(dev)('POST', `/developer/plugins/${key.did}/publish`, { version: '1.0.0' })).json().status).toBe('published');
    const listed = await anonymous('/plugins?q=forecast');
    expect(listed.json().list.map((p: { name: string }) => p.name)).toEqual(['weather']);
    expect((await anonymous('/plugins?category=tools')).json().list.map((p: { name: string }) => p.name)).toContain('weather');

    const thread = await as(dev)('GET', `/developer/plugins/${key.did}/versions/1.0.0/comments`);
    expect(thread.json().list.map((c: { body: string }) => c.body)).toEqual(['Pending review', 'In review', 'Approved', 'Published']);
  });

  it('refuses a rejected version, lower versions, bad signatures and other people’s plugins', async () => {
    const key = await create('rejected-one');
    await uploadVersion(t.app, bearer(dev.token), key, manifestFor(key.did, 'rejected-one', '1.0.0'));
    await as(dev)('POST', `/developer/plugins/${key.did}/request-review`, { version: '1.0.0' });
    expect((await as(owner)('POST', `/console/plugins/${key.did}/reject`, { version: '1.0.0' })).json().code).toBe('INVALID_TRANSITION');
    await as(owner)('POST', `/console/plugins/${key.did}/start-review`, { version: '1.0.0' });
    expect((await as(owner)('POST', `/console/plugins/${key.did}/reject`, { version: '1.0.0', reason: 'crashes' })).json().status).toBe('rejected');
    expect((await as(dev)('POST', `/developer/plugins/${key.did}/request-review`, { version: '1.0.0' })).json().code).toBe('VERSION_REJECTED');
    const lower = await uploadVersion(t.app, bearer(dev.token), key, manifestFor(key.did, 'rejected-one', '0.9.0'));
    expect(lower.json().details[0]).toEqual({ path: 'manifest.version', message: 'must be higher than 1.0.0' });
    const forged = await uploadVersion(t.app, bearer(dev.token), key, manifestFor(key.did, 'rejected-one', '1.1.0'), { signature: newPluginKey().sign(Buffer.from('x')) });
    expect(forged.json().code).toBe('BAD_SIGNATURE');
    expect((await uploadVersion(t.app, bearer(other.token), key, manifestFor(key.did, 'rejected-one', '1.1.0'))).json().code).toBe('NOT_PLUGIN_OWNER');
    expect((await uploadVersion(t.app, bearer(dev.token), key, manifestFor(key.did, 'rejected-one', '1.1.0'))).json().status).toBe('draft');
  });

  it('lets the developer cancel a review, telling the admins', async () => {
    const key = await create('cancelled-one');
    await uploadVersion(t.app, bearer(dev.token), key, manifestFor(key.did, 'cancelled-one', '1.0.0'));
    expect((await as(dev)('POST', `/developer/plugins/${key.did}/cancel-review`, { version: '1.0.0' })).json().code).toBe('INVALID_TRANSITION');
    await as(dev)('POST', `/developer/plugins/${key.did}/request-review`, { version: '1.0.0' });
    const before = (await unread(owner)).unread;
    expect((await as(dev)('POST', `/developer/plugins/${key.did}/cancel-review`, { version: '1.0.0' })).json().status).toBe('cancelled');
    expect((await unread(owner)).unread).toBe(before + 1);
    expect((await as(dev)('POST', `/developer/plugins/${key.did}/publish`, { version: '1.0.0' })).json().code).toBe('INVALID_TRANSITION');
  });

  it('publishes later drafts without review when the review type is "first"', async () => {
    const key = await create('trusted');
    await uploadVersion(t.app, bearer(dev.token), key, manifestFor(key.did, 'trusted', '1.0.0'));
    await as(dev)('POST', `/developer/plugins/${key.did}/request-review`, { version: '1.0.0' });
    await as(owner)('POST', `/console/plugins/${key.did}/start-review`, { version: '1.0.0' });
    await as(owner)('POST', `/console/plugins/${key.did}/approve`, { version: '1.0.0', category_id: categoryId, review_type: 'first' });
    await as(dev)('POST', `/developer/plugins/${key.did}/publish`, { version: '1.0.0' });
    await uploadVersion(t.app, bearer(dev.token), key, manifestFor(key.did, 'trusted', '1.1.0'));
    expect((await as(dev)('POST', `/developer/plugins/${key.did}/publish`, { version: '1.1.0' })).json().status).toBe('published');
    expect((await anonymous(`/plugins/${key.did}`)).json().current_version).toBe('1.1.0');
  });

  it('hides blocked plugins from everyone but their owner and refuses their downloads', async () => {
    const key = await publish('blockme');
    const bundle = await anonymous(`/plugins/${key.did}/1.0.0/bundle`);
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['x-sha512']).toMatch(/^[0-9a-f]{128}$/);
    expect((await anonymous(`/plugins/${key.did}`)).json().downloads).toBe(1);

    const reason = await as(owner)('POST', `/console/plugins/${key.did}/block`, { reason: 'x'.repeat(256) });
    expect(reason.json().details[0].message).toBe('max 255 characters');
    await as(owner)('POST', `/console/plugins/${key.did}/block`, { reason: 'Malware' });
    expect((await anonymous('/plugins?q=blockme')).json().count).toBe(0);
    expect((await anonymous(`/plugins/${key.did}`)).statusCode).toBe(404);
    expect((await as(dev)('GET', `/plugins/${key.did}`)).json()).toMatchObject({ status: 'blocked', block_reason: 'Malware' });
    expect((await anonymous(`/plugins/${key.did}/1.0.0/bundle`)).json().code).toBe('PLUGIN_BLOCKED');
    await as(owner)('POST', `/console/plugins/${key.did}/unblock`);
    expect((await anonymous('/plugins?q=blockme')).json().count).toBe(1);

    await t.database.db.updateTable('plugin_versions').set({ removed_at: new Date() }).where('plugin_did', '=', key.did).execute();
    expect((await anonymous(`/plugins/${key.did}/1.0.0/bundle`)).statusCode).toBe(410);
  });

  it('lists private plugins only to their owner', async () => {
    const key = await publish('hidden-gem');
    await as(dev)('PUT', `/developer/plugins/${key.did}`, { visibility: 'private' });
    expect((await anonymous('/plugins?q=hidden')).json().count).toBe(0);
    expect((await as(dev)('GET', '/developer/plugins')).json().list.map((p: { name: string }) => p.name)).toContain('hidden-gem');
  });

  it('issues access tokens shown once, and a revoked token stops working at once', async () => {
    expect((await as(dev)('POST', '/developer/access-tokens', { name: '' })).json().details[0].message).toBe('The access-token name is required');
    const created = (await as(dev)('POST', '/developer/access-tokens', { name: 'laptop' })).json();
    expect(created.secret).toMatch(/^mgt_/);
    const listed = (await as(dev)('GET', '/developer/access-tokens')).json().list;
    expect(listed[0].secret).toBe(`mgt_…${created.secret.slice(-4)}`);
    const withToken = await t.app.inject({ url: '/api/developer/plugins', headers: bearer(created.secret) });
    expect(withToken.statusCode).toBe(200);
    await as(dev)('DELETE', `/developer/access-tokens/${created.id}`);
    expect((await t.app.inject({ url: '/api/developer/plugins', headers: bearer(created.secret) })).statusCode).toBe(401);
    expect((await as(other)('DELETE', `/developer/access-tokens/${created.id}`)).statusCode).toBe(404);
  });

  it('manages categories in the console', async () => {
    expect((await as(dev)('POST', '/console/categories', { slug: 'games', names: { en: 'Games', zh: '游戏' } })).statusCode).toBe(403);
    const long = await as(owner)('POST', '/console/categories', { slug: 'long', names: { en: 'x'.repeat(41), zh: 'x' } });
    expect(long.json().details[0].message).toBe('max 40 characters');
    expect((await as(owner)('POST', '/console/categories', { slug: 'tools', names: { en: 'T', zh: 'T' } })).json().details[0].message).toBe('tools is existed');
    const games = (await as(owner)('POST', '/console/categories', { slug: 'games', names: { en: 'Games', zh: '游戏' } })).json();
    expect((await as(owner)('PUT', `/console/categories/${games.id}`, { names: { en: 'Fun', zh: '娱乐' } })).json().names.en).toBe('Fun');
    expect((await as(owner)('DELETE', `/console/categories/${categoryId}`)).json().code).toBe('CATEGORY_IN_USE');
    expect((await as(owner)('DELETE', `/console/categories/${games.id}`)).json()).toEqual({ id: games.id, deleted: true });
    expect((await anonymous('/categories')).json().list.map((c: { slug: string }) => c.slug)).toEqual(['tools']);
  });

  it('sorts the public list by popularity, newest or name', async () => {
    const a = await publish('alpha-sort');
    await publish('beta-sort');
    await anonymous(`/plugins/${a.did}/1.0.0/bundle`);
    const names = async (sort: string) => (await anonymous(`/plugins?q=sort&sort=${sort}`)).json().list.map((p: { name: string }) => p.name);
    expect(await names('name')).toEqual(['alpha-sort', 'beta-sort']);
    expect(await names('newest')).toEqual(['beta-sort', 'alpha-sort']);
    expect(await names('popular')).toEqual(['alpha-sort', 'beta-sort']);
  });
});
