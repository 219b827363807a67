import { describe, expect, it } from 'vitest';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { buildSignInMessage, SIGN_IN_MESSAGE_TTL_MS } from './siwe-message';

const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

describe('buildSignInMessage', () => {
  it('binds the message to this page, the nonce and ten minutes', () => {
    const now = new Date('2025-05-01T12:00:00.000Z');
    const message = buildSignInMessage({
      address,
      chainId: 1337,
      nonce: 'abcDEF123456',
      appName: 'Test Store',
      now,
      location: { host: 'store.example.com:8443', origin: 'https://store.example.com:8443' },
    });
    const fields = parseSiweMessage(message);
    expect(fields).toMatchObject({
      address,
      chainId: 1337,
      domain: 'store.example.com:8443',
      uri: 'https://store.example.com:8443',
      version: '1',
      nonce: 'abcDEF123456',
      statement: 'Sign in to Test Store',
    });
    expect(fields.issuedAt?.toISOString()).toBe(now.toISOString());
    expect(fields.expirationTime?.getTime()).toBe(now.getTime() + SIGN_IN_MESSAGE_TTL_MS);
    expect(validateSiweMessage({ message: fields, domain: 'store.example.com:8443', nonce: 'abcDEF123456', time: now })).toBe(true);
  });

  it('uses the current page by default and keeps the statement on one line', () => {
    const message = buildSignInMessage({ address, chainId: 1, nonce: 'n0nce0000', appName: 'Two\nLines' });
    const fields = parseSiweMessage(message);
    expect(fields.domain).toBe(window.location.host);
    expect(fields.uri).toBe(window.location.origin);
    expect(fields.statement).toBe('Sign in to Two Lines');
  });
});
