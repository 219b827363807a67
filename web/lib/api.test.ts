import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, LIVEMODE_STORAGE_KEY, setAuthToken } from './api';
import { i18n } from './i18n';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function requestedUrl(call = 0): URL {
  return new URL(String(fetchMock.mock.calls[call][0]), 'http://localhost');
}

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => jsonResponse({ ok: true }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  setAuthToken(null);
  await i18n.changeLanguage('en');
});

describe('api', () => {
  it('calls the payment base and returns the JSON body', async () => {
    await expect(api('/api/settings')).resolves.toEqual({ ok: true });
    expect(requestedUrl().pathname).toBe('/payment/api/settings');
  });

  it('adds the current locale', async () => {
    await i18n.changeLanguage('zh');
    await api('/api/settings');
    expect(requestedUrl().searchParams.get('locale')).toBe('zh');
  });

  it('keeps a locale given by the caller', async () => {
    await api('/api/settings', { query: { locale: 'en' } });
    expect(requestedUrl().searchParams.getAll('locale')).toEqual(['en']);
  });

  it('adds the global auth token only when set and absent', async () => {
    await api('/api/invoices');
    expect(requestedUrl(0).searchParams.has('authToken')).toBe(false);

    setAuthToken('tok_global');
    await api('/api/invoices');
    expect(requestedUrl(1).searchParams.get('authToken')).toBe('tok_global');

    await api('/api/invoices?authToken=tok_own');
    expect(requestedUrl(2).searchParams.getAll('authToken')).toEqual(['tok_own']);

    await api('/api/invoices', { query: { authToken: 'tok_query' } });
    expect(requestedUrl(3).searchParams.getAll('authToken')).toEqual(['tok_query']);
  });

  it('defaults livemode to true', async () => {
    await api('/api/settings');
    expect(requestedUrl().searchParams.get('livemode')).toBe('true');
  });

  it('reads livemode from local storage', async () => {
    window.localStorage.setItem(LIVEMODE_STORAGE_KEY, 'false');
    await api('/api/settings');
    expect(requestedUrl().searchParams.get('livemode')).toBe('false');
  });

  it('keeps a livemode given by the caller', async () => {
    window.localStorage.setItem(LIVEMODE_STORAGE_KEY, 'false');
    await api('/api/settings', { query: { livemode: true } });
    expect(requestedUrl().searchParams.getAll('livemode')).toEqual(['true']);
  });

  it('passes query values and skips empty ones', async () => {
    await api('/api/invoices', { query: { page: 2, pageSize: 10, status: undefined, customer_id: null } });
    const params = requestedUrl().searchParams;
    expect(params.get('page')).toBe('2');
    expect(params.get('pageSize')).toBe('10');
    expect(params.has('status')).toBe(false);
    expect(params.has('customer_id')).toBe(false);
  });

  it('sends a JSON body', async () => {
    await api('/api/checkout-sessions/cs_1/submit', { method: 'PUT', body: { customer_name: 'Ann' } });
    const init = fetchMock.mock.calls[0][1]!;
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"customer_name":"Ann"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws ApiError with status, code and body on failure', async () => {
    const body = { error: 'Customer has past-due invoices', code: 'CUSTOMER_LIMITED' };
    fetchMock.mockResolvedValue(jsonResponse(body, 403));
    const err = await api('/api/checkout-sessions/cs_1/submit', { method: 'PUT' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 403, code: 'CUSTOMER_LIMITED', body, message: body.error });
  });

  it('keeps validation details on the error', async () => {
    const body = { error: 'Validate failed: email: Invalid', details: [{ path: 'email', message: 'Invalid' }] };
    fetchMock.mockResolvedValue(jsonResponse(body, 400));
    await expect(api('/api/customers/me')).rejects.toMatchObject({ status: 400, details: body.details });
  });

  it('carries a text body when the server did not answer JSON', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api('/api/settings')).rejects.toMatchObject({ status: 502, body: 'Bad gateway', message: 'Bad Gateway' });
  });
});
