import { base58 } from '@scure/base';

// Multicodec prefix of an Ed25519 public key (0xed, varint-encoded as 0xed 0x01).
const ED25519_PUB_PREFIX = [0xed, 0x01];

/** `did:key` of a raw 32-byte Ed25519 public key (W3C did:key, base58btc multibase). */
export function didKeyFromEd25519(publicKey: Uint8Array): string {
  if (publicKey.length !== 32) throw new Error('An Ed25519 public key has 32 bytes');
  return `did:key:z${base58.encode(Uint8Array.from([...ED25519_PUB_PREFIX, ...publicKey]))}`;
}

/** The raw Ed25519 public key inside a `did:key`, or null when it is not one. */
export function ed25519FromDidKey(did: string): Uint8Array | null {
  const match = /^did:key:z([1-9A-HJ-NP-Za-km-z]+)$/.exec(did);
  if (!match) return null;
  try {
    const bytes = base58.decode(match[1]);
    if (bytes.length !== 34 || bytes[0] !== ED25519_PUB_PREFIX[0] || bytes[1] !== ED25519_PUB_PREFIX[1]) return null;
    return bytes.slice(2);
  } catch {
    return null;
  }
}
