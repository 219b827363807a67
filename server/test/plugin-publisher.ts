import { generateKeyPairSync, sign } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { didKeyFromEd25519 } from '../../common/did';
import { sha512Hex, signedPayload } from '../store/plugins/signature';

/** A plugin key pair as `mintgate keygen` makes it: the DID and a signer. */
export function newPluginKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  return { did: didKeyFromEd25519(raw), sign: (payload: Buffer) => sign(null, payload, privateKey).toString('hex') };
}

export function manifestFor(did: string, name: string, version: string, extra: object = {}) {
  return { did, name, version, title: `${name} plugin`, description: `The ${name} plugin for tests`, keywords: ['testing'], ...extra };
}

/** Uploads a version as multipart, signed with the plugin key unless another signature is given. */
export async function uploadVersion(
  app: FastifyInstance,
  headers: Record<string, string>,
  key: ReturnType<typeof newPluginKey>,
  manifest: object,
  options: { bundle?: Buffer; signature?: string } = {},
) {
  const manifestText = JSON.stringify(manifest);
  const bundle = options.bundle ?? Buffer.from(`bundle of ${manifestText}`);
  const form = new FormData();
  form.append('manifest', manifestText);
  form.append('signature', options.signature ?? key.sign(signedPayload(manifestText, sha512Hex(bundle))));
  form.append('bundle', new Blob([new Uint8Array(bundle)]), 'plugin.tgz');
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: `/api/developer/plugins/${key.did}/versions`,
    headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}
