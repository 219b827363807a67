type ValidationDetail = { path?: unknown; message?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function messageOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value.message === 'string') return value.message;
  return String(value);
}

function pathText(path: unknown): string {
  return Array.isArray(path) ? path.join('.') : String(path ?? '');
}

function bodyText(body: unknown): string {
  if (body === undefined || body === null || body === '') return '';
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** Turns anything thrown by a request or a form into one line of text for the user. */
export function formatError(err: unknown): string {
  if (Array.isArray(err)) {
    return err.map(messageOf).join('\n');
  }
  if (isRecord(err) && Array.isArray(err.details) && err.details.length > 0) {
    const parts = (err.details as ValidationDetail[]).map((d) => `${pathText(d.path)}: ${messageOf(d.message)}`);
    return `Validate failed: ${parts.join('; ')}`;
  }
  if (isRecord(err) && isRecord(err.response)) {
    const { response } = err;
    const body = 'data' in response ? response.data : response.body;
    if (isRecord(body) && typeof body.error === 'string' && body.error) return body.error;
    const message = typeof err.message === 'string' ? err.message : '';
    return [message, bodyText(body)].filter(Boolean).join(' ') || 'Unknown error';
  }
  if (isRecord(err) && typeof err.message === 'string' && err.message) return err.message;
  return 'Unknown error';
}
