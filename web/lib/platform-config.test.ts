import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearRemoteConfigMemory,
  fetchRemotePlatformConfig,
  FALLBACK_PLATFORM_CONFIG,
  getPlatformConfig,
  REMOTE_CONFIG_TTL_MS,
} from './platform-config';

const ORIGIN = 'https://other.example.com';
const remote = { ...FALLBACK_PLATFORM_CONFIG, appName: 'Other Store', appDid: 'z2other' };
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T00:00:00Z'));
  clearRemoteConfigMemory();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(remote), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('getPlatformConfig', () => {
  it('returns the configuration the platform script set', () => {
    window.mintgate = remote;
    expect(getPlatformConfig()).toBe(remote);
  });

  it('falls back when the script did not run', () => {
    expect(getPlatformConfig()).toBe(FALLBACK_PLATFORM_CONFIG);
  });
});

describe('fetchRemotePlatformConfig', () => {
  it('fetches the JSON form of the platform script', async () => {
    await expect(fetchRemotePlatformConfig(`${ORIGIN}/some/page`)).resolves.toMatchObject({ appName: 'Other Store' });
    expect(fetchMock).toHaveBeenCalledWith(`${ORIGIN}/__plugin__.js?type=json`, expect.anything());
  });

  it('serves from memory for ten minutes, then fetches again', async () => {
    await fetchRemotePlatformConfig(ORIGIN);
    vi.advanceTimersByTime(REMOTE_CONFIG_TTL_MS - 1);
    await fetchRemotePlatformConfig(ORIGIN);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    await fetchRemotePlatformConfig(ORIGIN);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('serves from local storage across page loads until it expires', async () => {
    await fetchRemotePlatformConfig(ORIGIN);
    clearRemoteConfigMemory();
    vi.advanceTimersByTime(5 * 60 * 1000);
    await expect(fetchRemotePlatformConfig(ORIGIN)).resolves.toMatchObject({ appName: 'Other Store' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    clearRemoteConfigMemory();
    vi.advanceTimersByTime(5 * 60 * 1000);
    await fetchRemotePlatformConfig(ORIGIN);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('caches each origin separately', async () => {
    await fetchRemotePlatformConfig(ORIGIN);
    await fetchRemotePlatformConfig('https://third.example.com');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects an answer that is not a platform configuration and caches nothing', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ appName: 1 }), { status: 200 }));
    await expect(fetchRemotePlatformConfig(ORIGIN)).rejects.toThrow();
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(remote), { status: 200 }));
    await expect(fetchRemotePlatformConfig(ORIGIN)).resolves.toMatchObject({ appName: 'Other Store' });
  });

  it('rejects a failed request', async () => {
    fetchMock.mockImplementation(async () => new Response('nope', { status: 404 }));
    await expect(fetchRemotePlatformConfig(ORIGIN)).rejects.toThrow(/404/);
  });
});
