import { describe, expect, it } from 'vitest';
import { shortAddress, shortDid } from './short-address';

describe('shortAddress', () => {
  it('keeps the start and the end', () => {
    expect(shortAddress('0x8ba1f109551bD432803012645Ac136ddd64DBA72')).toBe('0x8ba1…BA72');
    expect(shortAddress('0x1234')).toBe('0x1234');
  });
});

describe('shortDid', () => {
  it('shortens the account part only', () => {
    expect(shortDid('did:pkh:eip155:1337:0x8ba1f109551bD432803012645Ac136ddd64DBA72')).toBe('did:pkh:eip155:1337:0x8ba1…BA72');
    expect(shortDid('plain')).toBe('plain');
  });
});
