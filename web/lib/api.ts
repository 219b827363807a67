import { currentLocale } from './i18n';
import { readStorage } from './storage';
import { frameAuthHeaders } from './frame-session';

/** Payment API base; every call path below is relative to it. */
export const PAYMENT_BASE = '/payment';
export const LIVEMODE_STORAGE_KEY = 'livemode';

type QueryValue = string | number | boolean | null | undefined;

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type ErrorBody = {
  error?: string;
  code?: string;
  details?: { path: string | (string | number)[]; message: string }[];
};

export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly body: unknown;
  readonly details?: ErrorBody['details'];
  /** Shaped like other HTTP clients' errors so `formatError` reads the server's text. */
  readonly response: { status: number; data: unknown };

  constructor(status: number, body: unknown, statusText = '') {
    const parsed = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
    super(parsed.error || statusText || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = parsed.code;
    this.body = body;
    this.details = Array.isArray(parsed.details) && parsed.details.length > 0 ? parsed.details : undefined;
    this.response = { status, data: body };
  }
}

let globalAuthToken: string | null = null;

/** Token sent as `authToken` on every request that does not carry its own. */
export function setAuthToken(token: string | null): void {
  globalAuthToken = token;
}

export function getAuthToken(): string | null {
  return globalAuthToken;
}

/** Live mode unless the user switched to test mode; defaults to live. */
export function storedLivemode(): boolean {
  return readStorage(LIVEMODE_STORAGE_KEY) !== 'false';
}

export function buildApiUrl(path: string, query: ApiRequest['query'] = {}): string {
  const url = new URL(`${PAYMENT_BASE}${path.startsWith('/') ? path : `/${path}`}`, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const params = url.searchParams;
  if (!params.has('locale')) params.set('locale', currentLocale());
  if (!params.has('authToken') && globalAuthToken) params.set('authToken', globalAuthToken);
  if (!params.has('livemode')) params.set('livemode', String(storedLivemode()));
  return `${url.pathname}${url.search}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** Sends a same-origin JSON request to a ready URL; a non-2xx answer throws an `ApiError`. */
export async function requestJson<T>(url: string, request: Omit<ApiRequest, 'query'> = {}): Promise<T> {
  const { method = 'GET', body, headers, signal } = request;
  const init: RequestInit = { method, signal, credentials: 'same-origin', headers: { Accept: 'application/json', ...frameAuthHeaders(), ...headers } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'Content-Type': 'application/json', ...init.headers };
  }
  const response = await fetch(url, init);
  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, data, response.statusText);
  return data as T;
}

export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { query, ...rest } = request;
  return requestJson<T>(buildApiUrl(path, query), rest);
}
