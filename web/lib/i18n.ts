import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { DEFAULT_LOCALE, normalizeLocale, resolveLocale } from '@common/locale.ts';
import { LOCALES, type Locale } from '@common/platform-config.ts';
import { en } from '../locales/en';
import { zh } from '../locales/zh';
import { readStorage, writeStorage } from './storage';

export const LOCALE_STORAGE_KEY = 'locale';

export function detectLocale(): Locale {
  return resolveLocale({
    query: new URLSearchParams(window.location.search).get('locale'),
    stored: readStorage(LOCALE_STORAGE_KEY),
    browser: window.navigator.language,
  });
}

function applyLocale(lng: string) {
  const locale = normalizeLocale(lng) ?? DEFAULT_LOCALE;
  document.documentElement.lang = locale;
  dayjs.locale(locale === 'zh' ? 'zh-cn' : 'en');
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', applyLocale);

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, zh: { translation: zh } },
  lng: detectLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // Resources are bundled, so initialise synchronously and render translated text on first paint.
  initAsync: false,
  interpolation: { escapeValue: false },
});

export function currentLocale(): Locale {
  return normalizeLocale(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LOCALE;
}

/** Switches the language and remembers the choice for the next visit. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeStorage(LOCALE_STORAGE_KEY, locale);
  await i18n.changeLanguage(locale);
}
