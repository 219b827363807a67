import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLocale, i18n, LOCALE_STORAGE_KEY } from './i18n';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('detectLocale', () => {
  it('prefers ?locale= over the stored choice', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    window.history.replaceState(null, '', '/?locale=tw');
    expect(detectLocale()).toBe('zh');
  });

  it('uses the stored choice over the browser language', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'zh');
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('en-US');
    expect(detectLocale()).toBe('zh');
  });

  it('uses the browser language, then en', () => {
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('zh-CN');
    expect(detectLocale()).toBe('zh');
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('fr-FR');
    expect(detectLocale()).toBe('en');
  });
});

describe('i18n', () => {
  it('sets the document language from the start', () => {
    expect(document.documentElement.lang).toBe(i18n.language);
  });
});
