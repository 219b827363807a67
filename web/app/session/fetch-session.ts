import { frameAuthHeaders } from '../../lib/frame-session';
import type { SessionUser } from './session-user';

export const SESSION_URL = '/.well-known/service/api/auth/session';

/** The signed-in user, or null; a missing endpoint or a network failure counts as signed out. */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const response = await fetch(SESSION_URL, { credentials: 'same-origin', headers: { Accept: 'application/json', ...frameAuthHeaders() } });
    if (!response.ok) return null;
    const body = (await response.json()) as { user?: SessionUser | null };
    return body.user ?? null;
  } catch {
    return null;
  }
}
