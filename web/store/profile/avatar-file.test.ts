import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatarFile, readAsDataUrl } from './avatar-file';

describe('checkAvatarFile', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])('accepts %s up to 1 MB', (type) => {
    expect(checkAvatarFile({ type, size: AVATAR_MAX_BYTES })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(checkAvatarFile({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
  });
});

describe('readAsDataUrl', () => {
  it('encodes the file with its type', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    await expect(readAsDataUrl(file)).resolves.toBe('data:image/png;base64,iVBORw==');
  });
});
