import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, normalizeLocale } from '@common/locale.ts';
import type { Locale } from '@common/platform-config.ts';

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return normalizeLocale(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LOCALE;
}
