import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../server/test/app';
import { bearer, signIn } from '../server/test/wallet';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'mintgate-cli-'));
const configDir = path.join(work, 'config');
const pluginDir = path.join(work, 'sample-plugin');

/** Runs the CLI as a person would; `onLine` sees its output as it comes. */
function cli(args: string[], onLine: (line: string) => void = () => undefined) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'cli/index.ts', ...args], {
    env: { PATH: process.env.PATH, HOME: work, MINTGATE_CONFIG_DIR: configDir, MINTGATE_NO_BROWSER: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) onLine(line);
    output += chunk;
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('mintgate CLI', () => {
  let t: TestApp;
  let base: string;
  let admin: Awaited<ReturnType<typeof signIn>>;
  let developer: Awaited<ReturnType<typeof signIn>>;
  let categoryId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await signIn(t.app);
    developer = await signIn(t.app);
    await t.app.inject({
      method: 'PUT',
      url: `/.well-known/service/api/admin/users/${encodeURIComponent(developer.user.did)}/passports`,
      headers: bearer(admin.token),
      payload: { role: 'developer' },
    });
    categoryId = (await t.app.inject({ method: 'POST', url: '/api/console/categories', headers: bearer(admin.token), payload: { slug: 'samples', names: { en: 'Samples', zh: '示例' } } })).json().id;
    fs.mkdirSync(pluginDir);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('logs in through the browser, makes a key, publishes for review, and publishes after approval', async () => {
    // Login: the CLI prints a code; the developer confirms it in the signed-in browser.
    const login = cli(['login', base], (line) => {
      const code = /confirm the code ([A-Z0-9]{4}-[A-Z0-9]{4})/.exec(line)?.[1];
      if (code) {
        void t.app.inject({ method: 'POST', url: '/api/cli/sessions/confirm', headers: bearer(developer.token), payload: { code } });
      }
    });
    const loggedIn = await login;
    expect(loggedIn.code, loggedIn.output).toBe(0);
    expect(loggedIn.output).not.toMatch(/mgt_/);
    const saved = JSON.parse(fs.readFileSync(path.join(configDir, 'config.json'), 'utf8'));
    expect(saved).toMatchObject({ store: base, did: developer.user.did, token: expect.stringMatching(/^mgt_/) });
    expect((await cli(['whoami'])).output).toContain(developer.user.did);

    const keygen = await cli(['keygen', '--dir', pluginDir]);
    const did = keygen.output.trim();
    expect(did).toMatch(/^did:key:z6Mk/);
    fs.writeFileSync(path.join(pluginDir, 'README.md'), '# Sample\n');
    fs.writeFileSync(
      path.join(pluginDir, 'plugin.json'),
      JSON.stringify({ did, name: 'sample-plugin', version: '1.0.0', title: 'Sample plugin', description: 'A plugin published from the CLI', keywords: ['sample'] }),
    );

    const first = await cli(['publish', pluginDir]);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('Uploaded sample-plugin 1.0.0');
    expect(first.output).toContain('waiting for review');
    expect((await t.app.inject('/api/plugins?q=sample')).json().count).toBe(0);

    await t.app.inject({ method: 'POST', url: `/api/console/plugins/${did}/start-review`, headers: bearer(admin.token), payload: { version: '1.0.0' } });
    await t.app.inject({ method: 'POST', url: `/api/console/plugins/${did}/approve`, headers: bearer(admin.token), payload: { version: '1.0.0', category_id: categoryId } });

    const second = await cli(['publish', pluginDir]);
    expect(second.output).toContain('Published sample-plugin 1.0.0');
    const listed = (await t.app.inject('/api/plugins?q=sample')).json();
    expect(listed.list.map((p: { name: string }) => p.name)).toEqual(['sample-plugin']);

    // The bundle is the folder, packed; the key never leaves it.
    const bundle = await t.app.inject(`/api/plugins/${did}/1.0.0/bundle`);
    const tarText = gunzipSync(bundle.rawPayload).toString('latin1');
    expect(tarText).toContain('README.md');
    expect(tarText).toContain('# Sample');
    expect(tarText).not.toContain('plugin-key.json');
    expect(tarText).not.toContain('privateKey');
  }, 90_000);

  it('refuses to publish without signing in, and names what is wrong with plugin.json', async () => {
    fs.rmSync(path.join(configDir, 'config.json'));
    const noLogin = await cli(['publish', pluginDir]);
    expect(noLogin.code).toBe(1);
    expect(noLogin.output).toContain('Not signed in');
  }, 30_000);
});
