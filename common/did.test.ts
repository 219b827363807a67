import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { base58 } from '@scure/base';
import { didKeyFromEd25519, ed25519FromDidKey } from './did';

describe('did:key', () => {
  it('encodes the did:key specification example', () => {
    const key = base58.decode('B12NYF8RrR3h41TDCTJojY59usg3mbtbjnFs7Eud1Y6u');
    const did = didKeyFromEd25519(key);
    expect(did).toBe('did:key:z6MkpTHR8VNsBxYAAWHut2Geadd9jSwuBV8xRoAnwWsdvktH');
    expect(ed25519FromDidKey(did)).toEqual(key);
  });

  it('round-trips a generated key and refuses other strings', () => {
    const jwk = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' });
    const raw = Uint8Array.from(Buffer.from(jwk.x!, 'base64url'));
    expect(ed25519FromDidKey(didKeyFromEd25519(raw))).toEqual(raw);
    expect(ed25519FromDidKey('did:key:zNotBase58!')).toBeNull();
    expect(ed25519FromDidKey('did:pkh:eip155:1:0xabc')).toBeNull();
    expect(() => didKeyFromEd25519(new Uint8Array(31))).toThrow();
  });
});
