import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameAuthHeaders, keepFrameToken } from './frame-session';
import { readStorage, writeStorage } from './storage';

const realTop = Object.getOwnPropertyDescriptor(window, 'top');

function insideAnotherSite() {
  Object.defineProperty(window, 'top', { configurable: true, get: () => ({}) });
}

afterEach(() => {
  if (realTop) Object.defineProperty(window, 'top', realTop);
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('session of a page framed by another site', () => {
  it('sends no token on the site itself: the cookie does', () => {
    keepFrameToken('tok_site');
    expect(frameAuthHeaders()).toEqual({});
  });

  it('keeps the sign-in token in a frame and sends it as a bearer token until sign-out', () => {
    insideAnotherSite();
    keepFrameToken('tok_framed');
    expect(frameAuthHeaders()).toEqual({ Authorization: 'Bearer tok_framed' });
    keepFrameToken(null);
    expect(frameAuthHeaders()).toEqual({});
  });

  it('keeps it in memory when the frame may not use storage', () => {
    insideAnotherSite();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    keepFrameToken('tok_memory');
    expect(frameAuthHeaders()).toEqual({ Authorization: 'Bearer tok_memory' });
    // Other remembered values (the test wallet's key, the mode) live in memory too.
    writeStorage('mintgate:probe', 'kept');
    expect(readStorage('mintgate:probe')).toBe('kept');
  });
});
