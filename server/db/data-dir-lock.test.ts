import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mintgate-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('refuses a second holder while the first is alive, and frees the folder on release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by another Mintgate process \(pid \d+\)/);
    lock.release();
    expect(fs.existsSync(path.join(dir, 'mintgate.pid'))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    // Pids are below 2^22 on Linux, so this one cannot be running.
    fs.writeFileSync(path.join(dir, 'mintgate.pid'), '99999999');
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'mintgate.pid'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
