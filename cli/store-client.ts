/** Calls the store API with the saved access token; errors carry the server's message. */
export class StoreError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

export async function storeRequest<T>(store: string, token: string | undefined, method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const isForm = body instanceof FormData;
  const res = await fetch(`${store.replace(/\/$/, '')}/api${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body && !isForm ? { 'content-type': 'application/json' } : {}) },
    body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as T & { error?: string; code?: string };
  if (!res.ok) throw new StoreError(res.status, data.code, data.error ?? `${method} ${path} answered ${res.status}`);
  return { status: res.status, data };
}
