import { requestJson, type ApiRequest } from '../../lib/api';

/** Store API base; every call path below is relative to it. */
export const STORE_BASE = '/api';

export function storeUrl(path: string, query: ApiRequest['query'] = {}): string {
  const url = new URL(`${STORE_BASE}${path.startsWith('/') ? path : `/${path}`}`, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return `${url.pathname}${url.search}`;
}

/** A same-origin JSON call to the store API; a non-2xx answer throws an `ApiError`. */
export function storeApi<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { query, ...rest } = request;
  return requestJson<T>(storeUrl(path, query), rest);
}

/** Path segment of a DID (its colons stay readable, anything else is escaped). */
export function didSegment(did: string): string {
  return encodeURIComponent(did).replace(/%3A/gi, ':');
}

/** Where a published version's bundle is downloaded. */
export function bundleUrl(did: string, version: string): string {
  return `${STORE_BASE}/plugins/${didSegment(did)}/${encodeURIComponent(version)}/bundle`;
}
