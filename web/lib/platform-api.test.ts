import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { platformApi, platformApiUrl } from './platform-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('platformApiUrl', () => {
  it('puts the path under the platform API and drops empty query values', () => {
    expect(platformApiUrl('/user/notifications', { page: 2, read: false, severity: '', id: undefined })).toBe(
      '/.well-known/service/api/user/notifications?page=2&read=false',
    );
    expect(platformApiUrl('auth/nonce')).toBe('/.well-known/service/api/auth/nonce');
  });
});

describe('platformApi', () => {
  it('sends JSON with the session cookie and reads JSON back', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(platformApi('/auth/logout', { method: 'POST', body: {} })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/.well-known/service/api/auth/logout',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: '{}' }),
    );
  });

  it('throws the server error with its code', async () => {
    const body = { error: 'Signature does not match', code: 'INVALID_SIGNATURE' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 401, headers: { 'Content-Type': 'application/json' } })),
    );
    const error = await platformApi('/auth/login', { method: 'POST', body: {} }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_SIGNATURE', message: 'Signature does not match' });
  });
});
