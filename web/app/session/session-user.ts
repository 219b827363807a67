export type SessionUser = {
  did: string;
  role: string;
  fullName: string;
  email: string;
  passports: { role: string }[];
  didSpace?: { endpoint: string; did: string };
};

/** The user's own role plus every passport role ("developer" usually comes from a passport). */
export function userRoles(user: SessionUser | null): string[] {
  if (!user) return [];
  return [...new Set([user.role, ...(user.passports ?? []).map((p) => p.role)].filter(Boolean))];
}

export function hasAnyRole(user: SessionUser | null, allowed: readonly string[]): boolean {
  return userRoles(user).some((role) => allowed.includes(role));
}
