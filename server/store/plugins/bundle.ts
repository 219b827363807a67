import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';

/** What never goes into a bundle: the plugin's private key and local clutter. */
const EXCLUDED = new Set(['plugin-key.json', 'node_modules', '.git']);

/** Packs a plugin folder as a gzipped tar, the format the store serves. */
export async function packFolder(dir: string): Promise<Buffer> {
  const files = fs.readdirSync(dir).filter((name) => !EXCLUDED.has(name));
  const chunks: Buffer[] = [];
  for await (const chunk of tar.c({ gzip: true, cwd: dir, portable: true }, files) as AsyncIterable<Buffer>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** A bundle made of the given files, written to a scratch folder and packed. */
export async function packFiles(files: Record<string, string>): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mintgate-bundle-'));
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    return await packFolder(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
