import { PLATFORM_API } from '@common/identity.ts';
import { requestJson, type ApiRequest } from './api';

/** URL of a platform API path with its query; empty values are left out. */
export function platformApiUrl(path: string, query: ApiRequest['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${PLATFORM_API}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

/** Calls the platform API (sign-in, users, notifications); the session cookie goes along. */
export function platformApi<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { query, ...rest } = request;
  return requestJson<T>(platformApiUrl(path, query), rest);
}
