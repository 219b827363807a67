import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zh } from './zh';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leaves);
}

describe('locales', () => {
  it('have the same keys in en and zh', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });

  it('have non-empty strings at every leaf', () => {
    for (const value of [...leaves(en), ...leaves(zh)]) {
      expect(typeof value).toBe('string');
      expect(value).not.toBe('');
    }
  });

  it('carry the checkout validation texts', () => {
    expect(en.payment.checkout.required).toBe('Required');
    expect(en.payment.checkout.invalid).toBe('Invalid');
  });

  it('keep interpolation placeholders in both locales', () => {
    expect(zh.footer.copyright).toContain('{{year}}');
    expect(zh.footer.copyright).toContain('{{appName}}');
  });
});
