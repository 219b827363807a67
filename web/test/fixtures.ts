import type { NavItem, PlatformConfig } from '@common/platform-config.ts';
import type { SessionUser } from '../app/session/session-user';
import { FALLBACK_PLATFORM_CONFIG } from '../lib/platform-config';

export function platformConfig(overrides: Partial<PlatformConfig> = {}): PlatformConfig {
  return { ...FALLBACK_PLATFORM_CONFIG, appName: 'Test Store', ...overrides };
}

/** Puts a platform configuration on the page the way `/__plugin__.js` does. */
export function installPlatformConfig(overrides: Partial<PlatformConfig> = {}): PlatformConfig {
  const config = platformConfig(overrides);
  window.mintgate = config;
  return config;
}

export function user(role: string, extra: Partial<SessionUser> = {}): SessionUser {
  return {
    did: `did:pkh:eip155:1:0x${role.padEnd(40, '0').slice(0, 40)}`,
    role,
    fullName: `${role[0].toUpperCase()}${role.slice(1)} User`,
    email: `${role}@example.com`,
    passports: [],
    ...extra,
  };
}

export function navItem(id: string, extra: Partial<NavItem> = {}): NavItem {
  return { id, title: { en: `${id} en`, zh: `${id} zh` }, link: `/${id}`, section: 'header', ...extra };
}
