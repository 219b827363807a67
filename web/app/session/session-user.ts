import type { SessionUser } from '@common/identity.ts';

export type { SessionUser };

type RoleHolder = Pick<SessionUser, 'role' | 'passports'>;

/** The user's own role plus every passport role ("developer" usually comes from a passport). */
export function userRoles(user: RoleHolder | null): string[] {
  if (!user) return [];
  return [...new Set([user.role, ...(user.passports ?? []).map((p) => p.role)].filter(Boolean))];
}

export function hasAnyRole(user: RoleHolder | null, allowed: readonly string[]): boolean {
  return userRoles(user).some((role) => allowed.includes(role));
}
