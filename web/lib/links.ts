/**
 * Paths this single-page app renders itself; the platform's `/.well-known/` pages and other
 * origins need a real page load.
 */
export function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/.well-known/');
}

export function isExternalLink(link: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(link) || link.startsWith('//');
}
