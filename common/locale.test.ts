import { describe, expect, it } from 'vitest';
import { localizeText, normalizeLocale, resolveLocale } from './locale.ts';

describe('normalizeLocale', () => {
  it('maps language tags to supported locales', () => {
    expect(normalizeLocale('en')).toBe('en');
    expect(normalizeLocale('en-US')).toBe('en');
    expect(normalizeLocale('zh-CN')).toBe('zh');
    expect(normalizeLocale('ZH_tw')).toBe('zh');
    expect(normalizeLocale('tw')).toBe('zh');
  });

  it('rejects unsupported or empty values', () => {
    expect(normalizeLocale('fr')).toBeUndefined();
    expect(normalizeLocale('')).toBeUndefined();
    expect(normalizeLocale(null)).toBeUndefined();
    expect(normalizeLocale(undefined)).toBeUndefined();
  });
});

describe('resolveLocale', () => {
  it('prefers the URL over the stored choice and the browser', () => {
    expect(resolveLocale({ query: 'zh', stored: 'en', browser: 'en-US' })).toBe('zh');
    expect(resolveLocale({ query: 'en', stored: 'zh', browser: 'zh-CN' })).toBe('en');
  });

  it('uses the stored choice when the URL has none', () => {
    expect(resolveLocale({ stored: 'zh', browser: 'en-US' })).toBe('zh');
  });

  it('uses the browser language when nothing else is set', () => {
    expect(resolveLocale({ browser: 'zh-TW' })).toBe('zh');
  });

  it('falls through unsupported values', () => {
    expect(resolveLocale({ query: 'fr', stored: 'de', browser: 'zh-CN' })).toBe('zh');
  });

  it('maps tw to zh', () => {
    expect(resolveLocale({ query: 'tw' })).toBe('zh');
  });

  it('falls back to en', () => {
    expect(resolveLocale({})).toBe('en');
    expect(resolveLocale({ query: 'fr', browser: 'ja' })).toBe('en');
  });
});

describe('localizeText', () => {
  it('returns plain strings as they are', () => {
    expect(localizeText('Docs', 'zh')).toBe('Docs');
  });

  it('picks the current locale and falls back to en', () => {
    expect(localizeText({ en: 'Docs', zh: '文档' }, 'zh')).toBe('文档');
    expect(localizeText({ en: 'Docs', zh: '文档' }, 'en')).toBe('Docs');
    expect(localizeText({ en: 'Docs' }, 'zh')).toBe('Docs');
    expect(localizeText({ en: 'Docs', zh: '' }, 'zh')).toBe('Docs');
    expect(localizeText({ en: 'Docs', zh: '文档' }, 'fr')).toBe('Docs');
  });

  it('returns an empty string for missing text', () => {
    expect(localizeText(undefined, 'en')).toBe('');
  });
});
