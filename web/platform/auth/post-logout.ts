import { platformApi } from '../../lib/platform-api';

/** Ends the session and clears its cookie. */
export function postLogout(): Promise<{ ok: true }> {
  return platformApi<{ ok: true }>('/auth/logout', { method: 'POST', body: {} });
}
