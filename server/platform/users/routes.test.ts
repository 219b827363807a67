import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, signIn } from '../../test/wallet';

const API = '/.well-known/service/api';
// A 1×1 transparent PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('users, profiles and passports', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signIn>>;
  let alice: Awaited<ReturnType<typeof signIn>>;
  let bob: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signIn(t.app);
    alice = await signIn(t.app);
    bob = await signIn(t.app);
  });
  afterAll(() => t.close());

  const session = async (token: string) => (await t.app.inject({ url: `${API}/auth/session`, headers: bearer(token) })).json().user;
  const putProfile = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `${API}/user/profile`, headers: bearer(token), payload });
  const grant = (token: string, did: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `${API}/admin/users/${encodeURIComponent(did)}/passports`, headers: bearer(token), payload });

  it('edits name and email, and refuses a bad email naming the field', async () => {
    const res = await putProfile(alice.token, { fullName: '  Alice Liddell ', email: 'alice@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ fullName: 'Alice Liddell', email: 'alice@example.com' });
    expect((await session(alice.token)).fullName).toBe('Alice Liddell');

    const bad = await putProfile(alice.token, { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('email');
    const longLocal = await putProfile(alice.token, { email: `${'a'.repeat(65)}@example.com` });
    expect(longLocal.statusCode).toBe(400);
    expect((await session(alice.token)).email).toBe('alice@example.com');
  });

  it('needs a signed-in user to edit a profile', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `${API}/user/profile`, payload: { fullName: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it('serves a generated identicon until an image is uploaded, then the image, with a 168-hour cache', async () => {
    const path = `/.well-known/service/user/avatar/${encodeURIComponent(bob.user.did)}`;
    const generated = await t.app.inject(`${path}?size=64`);
    expect(generated.statusCode).toBe(200);
    expect(generated.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(generated.headers['cache-control']).toBe('public, max-age=604800');
    expect(generated.body).toContain('width="64"');
    expect((await t.app.inject(path)).body).toContain('width="48"');

    const upload = await putProfile(bob.token, { avatar: `data:image/png;base64,${PNG}` });
    expect(upload.statusCode).toBe(200);
    expect(upload.json().user.avatar).toMatch(/size=48&v=\d+$/);
    const image = await t.app.inject(path);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);

    const svg = await putProfile(bob.token, { avatar: 'data:image/svg+xml;base64,PHN2Zy8+' });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().details).toEqual([{ path: 'avatar', message: 'must be a PNG, JPEG, WebP or GIF data URL' }]);
    const huge = await putProfile(bob.token, { avatar: `data:image/png;base64,${Buffer.alloc(1024 * 1024 + 1).toString('base64')}` });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error).toBe('Validate failed: avatar: must be at most 1 MB');

    await putProfile(bob.token, { avatar: null });
    expect((await t.app.inject(path)).headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it('refuses a DID that is not one', async () => {
    expect((await t.app.inject('/.well-known/service/user/avatar/hello')).statusCode).toBe(400);
  });

  it('keeps admin routes from guests and signed-out callers', async () => {
    expect((await t.app.inject(`${API}/admin/users`)).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${API}/admin/users`, headers: bearer(alice.token) })).statusCode).toBe(403);
    expect((await grant(alice.token, alice.user.did, { role: 'developer' })).statusCode).toBe(403);
    const list = await t.app.inject({ url: `${API}/admin/users?pageSize=2`, headers: bearer(owner.token) });
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBe(3);
    expect(list.json().list).toHaveLength(2);
  });

  it('grants and revokes passports, effective on the user’s next request', async () => {
    const granted = await grant(owner.token, alice.user.did, { role: 'developer' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().user.passports.map((p: { role: string }) => p.role)).toEqual(['developer']);
    expect((await session(alice.token)).role).toBe('developer');
    // Granting again changes nothing.
    expect((await grant(owner.token, alice.user.did, { role: 'developer' })).json().user.passports).toHaveLength(1);

    expect((await grant(owner.token, bob.user.did, { role: 'admin' })).statusCode).toBe(200);
    expect((await session(bob.token)).role).toBe('admin');
    // An admin manages developers, but cannot make admins.
    expect((await grant(bob.token, alice.user.did, { role: 'admin' })).statusCode).toBe(403);
    expect((await grant(bob.token, alice.user.did, { role: 'developer', revoke: true })).statusCode).toBe(200);
    expect((await session(alice.token)).role).toBe('guest');
    const again = await grant(bob.token, alice.user.did, { role: 'developer', revoke: true });
    expect(again.statusCode).toBe(404);

    expect((await grant(owner.token, 'did:pkh:eip155:1:0x0000000000000000000000000000000000000000', { role: 'developer' })).statusCode).toBe(404);
    expect((await grant(owner.token, alice.user.did, { role: 'owner' })).statusCode).toBe(400);
  });
});
