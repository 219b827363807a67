import type { Notification, Passport, SessionUser } from '@common/identity.ts';
import type { NavItem, PlatformConfig, Role } from '@common/platform-config.ts';
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

const ADDRESSES: Record<string, string> = {
  owner: '0x00000000000000000000000000000000000000A1',
  admin: '0x00000000000000000000000000000000000000A2',
  developer: '0x00000000000000000000000000000000000000D3',
  guest: '0x00000000000000000000000000000000000000B4',
};

export function passport(role: Role, extra: Partial<Passport> = {}): Passport {
  return { id: `pp_${role}`, role, issuedBy: null, createdAt: '2025-03-01T08:00:00.000Z', ...extra };
}

export function user(role: Role, extra: Partial<SessionUser> = {}): SessionUser {
  const address = ADDRESSES[role];
  const did = `did:pkh:eip155:1337:${address}`;
  return {
    did,
    address,
    role,
    fullName: `${role[0].toUpperCase()}${role.slice(1)} User`,
    email: `${role}@example.com`,
    avatar: `/.well-known/service/user/avatar/${encodeURIComponent(did)}?size=48&v=1`,
    passports: [],
    didSpace: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...extra,
  };
}

export function notification(id: string, extra: Partial<Notification> = {}): Notification {
  return {
    id,
    severity: 'info',
    title: `Title ${id}`,
    description: `Description ${id}`,
    source: 'system',
    componentDid: null,
    sticky: false,
    receivers: [],
    activity: null,
    actorInfo: null,
    read: false,
    createdAt: '2025-04-01T10:00:00.000Z',
    ...extra,
  };
}

/** A JSON answer the way the server sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function navItem(id: string, extra: Partial<NavItem> = {}): NavItem {
  return { id, title: { en: `${id} en`, zh: `${id} zh` }, link: `/${id}`, section: 'header', ...extra };
}
