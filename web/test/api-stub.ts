import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/**
 * A stand-in payment server: `answer` gets each request and returns a response, or nothing for a
 * 404. Returns the calls made, in order.
 */
export function stubApi(answer: (call: ApiCall) => Response | undefined | Promise<Response | undefined>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), window.location.origin);
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return (await answer(call)) ?? jsonResponse({ error: `Not found: ${call.method} ${call.path}` }, 404);
    }),
  );
  return calls;
}
