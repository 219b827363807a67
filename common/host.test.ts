import { describe, expect, it } from 'vitest';
import { isTemporaryHost } from './host.ts';

describe('isTemporaryHost', () => {
  it('is true for bare IPv4 addresses', () => {
    expect(isTemporaryHost('127.0.0.1')).toBe(true);
    expect(isTemporaryHost('192.168.1.20')).toBe(true);
  });

  it('is true for bare IPv6 addresses', () => {
    expect(isTemporaryHost('::1')).toBe(true);
    expect(isTemporaryHost('[2001:db8::1]')).toBe(true);
    expect(isTemporaryHost('fe80::1%eth0')).toBe(true);
  });

  it('is true for .ip. and .did. subdomains', () => {
    expect(isTemporaryHost('192-168-1-20.ip.example.net')).toBe(true);
    expect(isTemporaryHost('z8abc.did.example.net')).toBe(true);
    expect(isTemporaryHost('A.IP.EXAMPLE.NET')).toBe(true);
  });

  it('is false for localhost and regular domains', () => {
    expect(isTemporaryHost('localhost')).toBe(false);
    expect(isTemporaryHost('example.com')).toBe(false);
    expect(isTemporaryHost('store.example.com')).toBe(false);
    expect(isTemporaryHost('')).toBe(false);
  });

  it('is false when ip or did is the first or last label', () => {
    expect(isTemporaryHost('ip.example.com')).toBe(false);
    expect(isTemporaryHost('did.example.com')).toBe(false);
    expect(isTemporaryHost('example.ip')).toBe(false);
    expect(isTemporaryHost('myip.example.com')).toBe(false);
  });

  it('is false for things that only look like addresses', () => {
    expect(isTemporaryHost('256.1.1.1')).toBe(false);
    expect(isTemporaryHost('1.2.3')).toBe(false);
  });
});
