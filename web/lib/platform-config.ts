import { PLATFORM_CONFIG_GLOBAL, platformConfigSchema, type PlatformConfig } from '@common/platform-config.ts';
import { readStorage, writeStorage } from './storage';

declare global {
  interface Window {
    [PLATFORM_CONFIG_GLOBAL]?: PlatformConfig;
  }
}

/** Used when the platform script did not load (for example the dev server without a backend). */
export const FALLBACK_PLATFORM_CONFIG: PlatformConfig = {
  appName: 'Mintgate',
  appDid: '',
  appUrl: '',
  version: '',
  componentMountPoints: [],
  preferences: { theme: 'system', permissionMode: 'invite', needReview: true },
  languages: [
    { code: 'en', name: 'English' },
    { code: 'zh', name: '简体中文' },
  ],
  navigation: [],
};

/** The configuration `/__plugin__.js` put on the page for this origin. */
export function getPlatformConfig(): PlatformConfig {
  return window[PLATFORM_CONFIG_GLOBAL] ?? FALLBACK_PLATFORM_CONFIG;
}

export const REMOTE_CONFIG_TTL_MS = 10 * 60 * 1000;
const STORAGE_PREFIX = 'mintgate:platform-config:';

type CacheEntry = { at: number; config: PlatformConfig };

const memory = new Map<string, CacheEntry>();

/** Forgets the in-memory copies (the stored ones stay). */
export function clearRemoteConfigMemory(): void {
  memory.clear();
}

function fresh(entry: CacheEntry | undefined): entry is CacheEntry {
  return !!entry && Date.now() - entry.at < REMOTE_CONFIG_TTL_MS;
}

function readStored(origin: string): CacheEntry | undefined {
  const raw = readStorage(STORAGE_PREFIX + origin);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { at?: unknown; config?: unknown };
    const config = platformConfigSchema.safeParse(parsed.config);
    if (typeof parsed.at !== 'number' || !config.success) return undefined;
    return { at: parsed.at, config: config.data };
  } catch {
    return undefined;
  }
}

/** Another site's platform configuration, cached for ten minutes in memory and local storage. */
export async function fetchRemotePlatformConfig(origin: string): Promise<PlatformConfig> {
  const key = new URL(origin).origin;
  const cached = memory.get(key);
  if (fresh(cached)) return cached.config;
  const stored = readStored(key);
  if (fresh(stored)) {
    memory.set(key, stored);
    return stored.config;
  }

  const response = await fetch(`${key}/__plugin__.js?type=json`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Failed to load the platform configuration of ${key} (${response.status})`);
  const config = platformConfigSchema.parse(await response.json());
  const entry: CacheEntry = { at: Date.now(), config };
  memory.set(key, entry);
  writeStorage(STORAGE_PREFIX + key, JSON.stringify(entry));
  return config;
}
