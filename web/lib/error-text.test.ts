import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { formatError } from './error-text';

describe('formatError', () => {
  it('joins a list of errors one per line', () => {
    expect(formatError([new Error('first'), { message: 'second' }, 'third'])).toBe('first\nsecond\nthird');
  });

  it('formats validation details', () => {
    const err = {
      message: 'Bad request',
      details: [
        { path: 'customer_email', message: 'Invalid email' },
        { path: ['billing_address', 'postal_code'], message: 'Required' },
      ],
    };
    expect(formatError(err)).toBe('Validate failed: customer_email: Invalid email; billing_address.postal_code: Required');
  });

  it("uses the response's error field", () => {
    const err = Object.assign(new Error('Request failed'), { response: { status: 400, data: { error: 'Price not found' } } });
    expect(formatError(err)).toBe('Price not found');
  });

  it('falls back to the message plus the body when the response has no error field', () => {
    const err = Object.assign(new Error('Request failed'), { response: { status: 502, data: '<html>bad gateway</html>' } });
    expect(formatError(err)).toBe('Request failed <html>bad gateway</html>');
    const json = Object.assign(new Error('Request failed'), { response: { status: 500, data: { ok: false } } });
    expect(formatError(json)).toBe('Request failed {"ok":false}');
  });

  it('reads ApiError from the client', () => {
    expect(formatError(new ApiError(409, { error: 'Already paid', code: 'PAID' }))).toBe('Already paid');
    const invalid = new ApiError(400, { error: 'Validate failed: x: y', details: [{ path: 'x', message: 'y' }] });
    expect(formatError(invalid)).toBe('Validate failed: x: y');
  });

  it("uses the error's message otherwise", () => {
    expect(formatError(new Error('Network down'))).toBe('Network down');
  });

  it('says Unknown error when there is nothing to show', () => {
    expect(formatError(undefined)).toBe('Unknown error');
    expect(formatError(null)).toBe('Unknown error');
    expect(formatError({})).toBe('Unknown error');
    expect(formatError(new Error(''))).toBe('Unknown error');
  });
});
