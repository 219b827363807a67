import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { normalizeLocale } from '@common/locale.ts';
import { getPlatformConfig } from '../../lib/platform-config';
import { changeLocale } from '../../lib/i18n';
import { useLocale } from './use-locale';

const DEFAULT_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'zh', name: '简体中文' },
] as const;

export function LocaleSelect() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const configured = getPlatformConfig().languages;
  const languages = configured.length > 0 ? configured : DEFAULT_LANGUAGES;

  const onChange = (value: string) => {
    const next = normalizeLocale(value);
    if (!next) return;
    void changeLocale(next);
    // A ?locale= in the address outranks the stored choice, so keep it in step.
    if (params.has('locale')) {
      setParams(
        (current) => {
          current.set('locale', next);
          return current;
        },
        { replace: true },
      );
    }
  };

  return (
    <NativeSelect
      size="xs"
      aria-label={t('header.language')}
      data-testid="locale-select"
      value={locale}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={languages.map((language) => ({ value: language.code, label: language.name }))}
    />
  );
}
