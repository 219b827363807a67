import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getPlatformConfig } from '../../lib/platform-config';
import { MoonIcon, SunIcon } from '../../components/icons';

/** Only offered when the site follows the system scheme; a fixed preference is forced instead. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  if (getPlatformConfig().preferences.theme !== 'system') return null;

  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t(next === 'dark' ? 'header.toDark' : 'header.toLight')}
      data-testid="theme-toggle"
      data-scheme={scheme}
      onClick={() => setColorScheme(next)}
    >
      {scheme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}
