import { createHash, createPublicKey, verify } from 'node:crypto';
import { ed25519FromDidKey } from '../../../common/did';

/** What a publisher signs: the manifest as uploaded and the bundle's sha512, one per line. */
export function signedPayload(manifestText: string, sha512: string): Buffer {
  return Buffer.from(`${manifestText}\n${sha512}`, 'utf8');
}

export const sha512Hex = (bytes: Uint8Array) => createHash('sha512').update(bytes).digest('hex');

/** Checks an Ed25519 signature (hex or base64) against the key inside a `did:key`. */
export function verifyPluginSignature(did: string, payload: Buffer, signature: string): boolean {
  const raw = ed25519FromDidKey(did);
  if (!raw) return false;
  const bytes = /^[0-9a-fA-F]{128}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.from(signature, 'base64');
  if (bytes.length !== 64) return false;
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(raw).toString('base64url') }, format: 'jwk' });
  return verify(null, payload, key, bytes);
}
