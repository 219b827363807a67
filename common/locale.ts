import { LOCALES, type Locale, type LocalizedText } from './platform-config.ts';

export const DEFAULT_LOCALE: Locale = 'en';

/** Maps a language tag ("zh-CN", "tw", "en_US") to a supported locale, or undefined. */
export function normalizeLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  if (base === 'tw') return 'zh';
  return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : undefined;
}

export type LocaleSources = {
  /** `?locale=` from the page URL */
  query?: string | null;
  /** the user's remembered choice */
  stored?: string | null;
  /** `navigator.language` */
  browser?: string | null;
};

/** The URL wins, then the stored choice, then the browser; unsupported values fall through. */
export function resolveLocale(sources: LocaleSources): Locale {
  return (
    normalizeLocale(sources.query) ??
    normalizeLocale(sources.stored) ??
    normalizeLocale(sources.browser) ??
    DEFAULT_LOCALE
  );
}

/** Picks the text for a locale from a plain string or a per-locale object, falling back to en. */
export function localizeText(text: LocalizedText | undefined, locale: string): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  const key = normalizeLocale(locale) ?? DEFAULT_LOCALE;
  return (key === 'zh' ? text.zh : undefined) || text.en;
}
