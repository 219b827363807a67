/**
 * Inside another site's frame (an embedded checkout) the session cookie is a third-party cookie
 * the browser does not send, so the token the sign-in answers is kept for this tab instead and
 * sent as a bearer token. On the site itself the cookie is used and nothing is kept here.
 */
const STORAGE_KEY = 'mintgate:frame-session';
/** Where storage is blocked in the frame, the token lives as long as the page. */
let memoryToken: string | null = null;

export function inFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

export function keepFrameToken(token: string | null): void {
  if (!inFrame()) return;
  memoryToken = token;
  try {
    if (token) window.sessionStorage.setItem(STORAGE_KEY, token);
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused: the token in memory serves this page.
  }
}

/** The Authorization header of a framed page's requests, if it signed in there. */
export function frameAuthHeaders(): Record<string, string> {
  if (!inFrame()) return {};
  let token = memoryToken;
  try {
    token = window.sessionStorage.getItem(STORAGE_KEY) ?? memoryToken;
  } catch {
    // blocked: the memory copy, if any
  }
  return token ? { Authorization: `Bearer ${token}` } : {};
}
