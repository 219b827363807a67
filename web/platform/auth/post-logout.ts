import { keepFrameToken } from '../../lib/frame-session';
import { platformApi } from '../../lib/platform-api';

/** Ends the session and clears its cookie (and a framed page's kept token). */
export async function postLogout(): Promise<{ ok: true }> {
  try {
    return await platformApi<{ ok: true }>('/auth/logout', { method: 'POST', body: {} });
  } finally {
    keepFrameToken(null);
  }
}
