import { createPrivateKey, generateKeyPairSync, sign } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { didKeyFromEd25519 } from '../common/did';
import { manifestSchema } from '../common/store/manifest';
import { packFolder } from '../server/store/plugins/bundle';
import { sha512Hex, signedPayload } from '../server/store/plugins/signature';
import { readConfig, writeConfig } from './config';
import { StoreError, storeRequest } from './store-client';

type Out = (line: string) => void;
const KEY_FILE = 'plugin-key.json';

function openBrowser(url: string) {
  if (process.env.MINTGATE_NO_BROWSER) return;
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'start' : 'xdg-open';
  try {
    spawn(command, [url], { stdio: 'ignore', detached: true }).on('error', () => undefined).unref();
  } catch {
    // No browser here: the printed address is enough.
  }
}

/** `mintgate login <store>`: device-code sign-in; the token arrives in the poll answer only. */
export async function login(store: string, out: Out, options: { pollMs?: number; timeoutMs?: number } = {}) {
  const { data } = await storeRequest<{ code: string; poll_token: string; verification_url: string; interval: number; expires_in: number }>(store, undefined, 'POST', '/cli/sessions', { client: 'cli' });
  out(`Open ${data.verification_url} and confirm the code ${data.code}`);
  openBrowser(data.verification_url);
  const deadline = Date.now() + (options.timeoutMs ?? data.expires_in * 1000);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, options.pollMs ?? data.interval * 1000));
    const poll = await storeRequest<{ status: string; token?: string; user_did?: string }>(store, undefined, 'POST', '/cli/sessions/poll', { poll_token: data.poll_token });
    if (poll.data.status === 'approved') {
      writeConfig({ store, token: poll.data.token, did: poll.data.user_did });
      out(`Signed in as ${poll.data.user_did}`);
      return;
    }
  }
  throw new Error('The login code expired before it was confirmed');
}

export async function whoami(out: Out) {
  const config = readConfig();
  if (!config.store || !config.token) throw new Error('Not signed in: run `mintgate login <store-url>`');
  const { data } = await storeRequest<{ did: string; role: string }>(config.store, config.token, 'GET', '/developer/whoami');
  out(`${data.did} (${data.role}) on ${config.store}`);
}

/** `mintgate keygen`: an Ed25519 key pair; its did:key is the plugin's DID. */
export function keygen(dir: string, out: Out) {
  const file = path.join(dir, KEY_FILE);
  if (fs.existsSync(file)) throw new Error(`${file} already exists; a plugin keeps its key`);
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const did = didKeyFromEd25519(Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url'));
  fs.writeFileSync(file, `${JSON.stringify({ did, privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64') }, null, 2)}\n`, { mode: 0o600 });
  out(did);
  return did;
}

/**
 * `mintgate publish [dir]`: checks plugin.json, packs and signs the bundle, uploads it, and moves
 * it on as far as the store allows: published, or sent for review. Run again after approval.
 */
export async function publish(dir: string, out: Out) {
  const config = readConfig();
  if (!config.store || !config.token) throw new Error('Not signed in: run `mintgate login <store-url>`');
  const manifestText = fs.readFileSync(path.join(dir, 'plugin.json'), 'utf8');
  const parsed = manifestSchema.safeParse(JSON.parse(manifestText));
  if (!parsed.success) throw new Error(`plugin.json: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const manifest = parsed.data;
  const key = JSON.parse(fs.readFileSync(path.join(dir, KEY_FILE), 'utf8')) as { did: string; privateKey: string };
  if (key.did !== manifest.did) throw new Error(`plugin.json names ${manifest.did} but ${KEY_FILE} holds ${key.did}`);
  const call = <T>(method: string, p: string, body?: unknown) => storeRequest<T>(config.store!, config.token, method, p, body);

  const own = await call<{ list: { did: string }[] }>('GET', '/developer/plugins');
  if (!own.data.list.some((p) => p.did === manifest.did)) {
    await call('POST', '/developer/plugins', { did: manifest.did, name: manifest.name, title: manifest.title, description: manifest.description });
    out(`Created plugin ${manifest.name} (${manifest.did})`);
  }
  const detail = await call<{ versions: { version: string; status: string }[] }>('GET', `/plugins/${manifest.did}`);
  let status = detail.data.versions.find((v) => v.version === manifest.version)?.status;
  if (!status) {
    const bundle = await packFolder(dir);
    const signature = sign(null, signedPayload(manifestText, sha512Hex(bundle)), createPrivateKey({ key: Buffer.from(key.privateKey, 'base64'), format: 'der', type: 'pkcs8' })).toString('hex');
    const form = new FormData();
    form.append('manifest', manifestText);
    form.append('signature', signature);
    form.append('bundle', new Blob([new Uint8Array(bundle)]), `${manifest.name}-${manifest.version}.tgz`);
    await call('POST', `/developer/plugins/${manifest.did}/versions`, form);
    out(`Uploaded ${manifest.name} ${manifest.version} (${bundle.length} bytes)`);
    status = 'draft';
  }
  if (status === 'draft' || status === 'approved') {
    try {
      await call('POST', `/developer/plugins/${manifest.did}/publish`, { version: manifest.version });
      out(`Published ${manifest.name} ${manifest.version}`);
      return 'published';
    } catch (error) {
      if (!(error instanceof StoreError) || error.code !== 'INVALID_TRANSITION' || status !== 'draft') throw error;
    }
    await call('POST', `/developer/plugins/${manifest.did}/request-review`, { version: manifest.version });
    out(`${manifest.name} ${manifest.version} is waiting for review; run publish again once it is approved`);
    return 'pending';
  }
  out(`${manifest.name} ${manifest.version} is ${status}`);
  return status;
}
