import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformConfigSchema } from '../../../common/platform-config';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../test/app';

describe('GET /__plugin__.js', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_NAME: 'Shop </script><b>', THEME: 'dark', PERMISSION_MODE: 'staking', STORE_NEED_REVIEW: 'false' });
  });
  afterAll(() => t.close());

  it('sets window.mintgate with the app config when run as a script', async () => {
    const res = await t.app.inject({ url: '/__plugin__.js', headers: { host: 'shop.example.com' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/javascript/);
    // The app name must not be able to end the script element it is embedded in.
    expect(res.body).not.toContain('</script>');
    const sandbox: { window: Record<string, unknown> } = { window: {} };
    vm.runInNewContext(res.body, sandbox);
    const config = platformConfigSchema.parse(sandbox.window.mintgate);
    expect(config.appName).toBe('Shop </script><b>');
    expect(config.appDid).toMatch(/^did:key:z6Mk/);
    expect(config.appUrl).toBe('http://shop.example.com');
    expect(config.preferences).toEqual({ theme: 'dark', permissionMode: 'staking', needReview: false });
    expect(config.componentMountPoints.map((m) => m.mountPoint)).toEqual(['/', '/payment']);
    expect(config.languages.map((l) => l.code)).toEqual(['en', 'zh']);
    const sections = new Set(config.navigation.flatMap((item) => [item.section].flat()));
    expect([...sections]).toEqual(expect.arrayContaining(['header', 'footer', 'sessionManager', 'userCenter']));
  });

  it('returns the same config as JSON for other origins', async () => {
    const js = await t.app.inject('/__plugin__.js');
    const res = await t.app.inject('/__plugin__.js?type=json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const sandbox: { window: Record<string, unknown> } = { window: {} };
    vm.runInNewContext(js.body, sandbox);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(sandbox.window.mintgate)));
  });

  it('refuses an unknown type', async () => {
    const res = await t.app.inject('/__plugin__.js?type=xml');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Validate failed: type: /);
  });

  it('keeps the app DID across restarts on the same database', async () => {
    const first = (await t.app.inject('/__plugin__.js?type=json')).json().appDid;
    const again = await buildApp({ config: t.config, database: t.database, logger: false });
    const second = (await again.inject('/__plugin__.js?type=json')).json().appDid;
    await again.close();
    expect(second).toBe(first);
  });
});
