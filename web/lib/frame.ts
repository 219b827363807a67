/** True inside an iframe; a cross-origin parent makes `window.top` unreadable, which also means framed. */
export function isInIframe(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}
