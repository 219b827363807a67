import { describe, expect, it } from 'vitest';
import { EMAIL_LOCAL_MAX_LENGTH, isValidEmail } from './email-address';

describe('isValidEmail', () => {
  it.each(['user@example.com', 'first.last+tag@mail.example.co', 'a_b-c@sub-domain.example.org', 'x@xn--fiqs8s.xn--fiqz9s'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'plain',
    '@example.com',
    'user@',
    'user@localhost',
    'user@example.c',
    'user@@example.com',
    'user name@example.com',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'user@-example.com',
    'user@example..com',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('limits the local part to 64 characters', () => {
    expect(isValidEmail(`${'a'.repeat(EMAIL_LOCAL_MAX_LENGTH)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(EMAIL_LOCAL_MAX_LENGTH + 1)}@example.com`)).toBe(false);
  });

  it('limits the whole address to 254 characters', () => {
    const domain = `${Array.from({ length: 4 }, () => 'd'.repeat(60)).join('.')}.com`;
    const fits = `${'a'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(fits).toHaveLength(254);
    expect(isValidEmail(fits)).toBe(true);
    expect(isValidEmail(`a${fits}`)).toBe(false);
  });
});
