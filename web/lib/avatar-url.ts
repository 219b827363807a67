/** Default avatar size in pixels (spec §9). */
export const AVATAR_DEFAULT_SIZE = 48;

/** The same avatar URL asking for another size; other query parameters (the version) stay. */
export function avatarUrl(url: string, size: number): string {
  if (!url) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const queryAt = base.indexOf('?');
  const path = queryAt >= 0 ? base.slice(0, queryAt) : base;
  const params = new URLSearchParams(queryAt >= 0 ? base.slice(queryAt + 1) : '');
  params.set('size', String(Math.round(size)));
  return `${path}?${params.toString()}${hash}`;
}
