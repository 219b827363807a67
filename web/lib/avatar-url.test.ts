import { describe, expect, it } from 'vitest';
import { avatarUrl } from './avatar-url';

describe('avatarUrl', () => {
  it('replaces the size and keeps the version', () => {
    expect(avatarUrl('/.well-known/service/user/avatar/did%3Apkh%3A1?size=48&v=3', 160)).toBe(
      '/.well-known/service/user/avatar/did%3Apkh%3A1?size=160&v=3',
    );
  });

  it('adds a size to a URL without a query', () => {
    expect(avatarUrl('/avatar/x', 96)).toBe('/avatar/x?size=96');
    expect(avatarUrl('', 96)).toBe('');
  });
});
