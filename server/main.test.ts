import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startServer } from './main';
import { createFreshPostgresDatabase, testPostgresUrl } from './test/database';

const tsx = path.resolve('node_modules/.bin/tsx');
const tempDirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  children.forEach((c) => c.exitCode === null && c.kill('SIGKILL'));
  tempDirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mintgate-main-'));
  tempDirs.push(dir);
  return dir;
}

/** Starts `server/main.ts` as `npm start` does, on a free port, and collects its output. */
function startProcess(env: Record<string, string>) {
  const child = spawn(tsx, ['server/main.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Plugin store:\s+(http:\/\/\S+?)\/\s/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited before listening:\n${output}`));
    });
  });
  // Only tests that wait for the URL care that it never came.
  url.catch(() => undefined);
  return { child, url, exited, output: () => output };
}

describe('server/main.ts as a process', () => {
  it('prints its URLs, answers health, refuses a second process on the same DATA_DIR and stops cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    const first = startProcess({ DATA_DIR: dataDir, SEED: 'none' });
    const base = await first.url;
    const health = await fetch(`${base}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(first.output()).toContain('/payment');

    const holderPid = fs.readFileSync(path.join(dataDir, 'mintgate.pid'), 'utf8');
    const second = startProcess({ DATA_DIR: dataDir, SEED: 'none' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is already in use by another Mintgate process (pid ${holderPid})`);
    // The first process was not disturbed.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'mintgate.pid'))).toBe(false);

    // The data survives a restart.
    const again = startProcess({ DATA_DIR: dataDir, SEED: 'none' });
    const againBase = await again.url;
    expect((await fetch(`${againBase}/healthz`)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 60_000);

  it('stops at start-up naming a bad variable', async () => {
    const bad = startProcess({ DATA_DIR: tempDir(), PORT: 'abc' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid configuration: PORT: /);
  }, 30_000);
});

describe('graceful stop', () => {
  it('finishes in-flight requests, refuses new connections, then closes the database', async () => {
    const adminUrl = testPostgresUrl();
    const fresh = adminUrl ? await createFreshPostgresDatabase(adminUrl) : undefined;
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'none',
      LOG_LEVEL: 'silent',
      DATA_DIR: tempDir(),
      ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = await startServer(config, {
      configure: (app) => {
        app.get('/api/test/slow', async () => {
          await gate;
          const row = await app.ctx.db.selectFrom('platform_settings').select('key').executeTakeFirst();
          return { done: true, key: row?.key };
        });
      },
    });
    try {
      const inFlight = fetch(`${server.url}/api/test/slow`);
      await new Promise((r) => setTimeout(r, 200));
      const stopped = server.stop();
      await new Promise((r) => setTimeout(r, 200));
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
      release();
      const res = await inFlight;
      // The request still reached the database: it closes only after the last request.
      expect(await res.json()).toEqual({ done: true, key: 'app_identity' });
      await stopped;
    } finally {
      release();
      await server.stop();
      await fresh?.drop();
    }
  }, 60_000);
});
