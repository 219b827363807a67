import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { readCookie } from '../../lib/cookies';
import { CONSENT_COOKIE, CookieConsent } from './CookieConsent';

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  vi.restoreAllMocks();
});

/** The real `document.cookie` accessor, found on the document's prototype chain. */
function cookieDescriptor(): PropertyDescriptor {
  for (let proto = Object.getPrototypeOf(document); proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
    if (descriptor) return descriptor;
  }
  throw new Error('document.cookie accessor not found');
}

describe('CookieConsent', () => {
  it('is shown until accepted, then never again', () => {
    const { unmount } = renderUi(<CookieConsent />);
    expect(screen.getByTestId('cookie-consent')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('cookie-accept'));
    expect(screen.queryByTestId('cookie-consent')).not.toBeInTheDocument();
    expect(readCookie(CONSENT_COOKIE)).toBe('accepted');
    unmount();

    renderUi(<CookieConsent />);
    expect(screen.queryByTestId('cookie-consent')).not.toBeInTheDocument();
  });

  it('stores the choice for 365 days', () => {
    const writes: string[] = [];
    const descriptor = cookieDescriptor();
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    renderUi(<CookieConsent />);
    fireEvent.click(screen.getByTestId('cookie-accept'));
    expect(writes).toEqual([expect.stringMatching(/^cookie_consent=accepted; Max-Age=31536000; Path=\//)]);
  });

  it('is hidden inside an iframe', () => {
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    renderUi(<CookieConsent />);
    expect(screen.queryByTestId('cookie-consent')).not.toBeInTheDocument();
  });
});
