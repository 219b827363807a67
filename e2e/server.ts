import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type E2eServer = { port: number; stop: () => Promise<void>; dataDir: string };

/**
 * Starts the real app the way `npm start` does (built front end, embedded database, demo data)
 * in a fresh data directory, on a free port.
 */
export async function startE2eServer(env: Record<string, string> = {}): Promise<E2eServer> {
  const root = path.resolve(import.meta.dirname, '..');
  if (!fs.existsSync(path.join(root, 'dist/web/index.html'))) {
    throw new Error('No front-end build: run `npm run build` before the end-to-end suite.');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mintgate-e2e-'));
  const child: ChildProcess = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Plugin store:\s+http:\/\/[^:\s]+:(\d+)\//.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    port,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.on('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
