import { createTheme, localStorageColorSchemeManager, type MantineProviderProps } from '@mantine/core';
import type { ThemePreference } from '@common/platform-config.ts';

export const COLOR_SCHEME_STORAGE_KEY = 'mintgate-color-scheme';

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
});

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

type ColorSchemeProps = Pick<MantineProviderProps, 'defaultColorScheme' | 'forceColorScheme' | 'colorSchemeManager'>;

/** "system" follows the OS until the user picks with the toggle; otherwise the site forces its scheme. */
export function colorSchemeProps(preference: ThemePreference): ColorSchemeProps {
  return preference === 'system'
    ? { defaultColorScheme: 'auto', colorSchemeManager }
    : { forceColorScheme: preference };
}
