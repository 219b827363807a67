import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { installPlatformConfig, platformConfig } from '../../test/fixtures';
import { COLOR_SCHEME_STORAGE_KEY } from '../theme';
import { ThemeToggle } from './ThemeToggle';

const preferences = (theme: 'light' | 'dark' | 'system') => ({ ...platformConfig().preferences, theme });

describe('ThemeToggle', () => {
  it('is shown when the theme preference is system', () => {
    installPlatformConfig({ preferences: preferences('system') });
    renderUi(<ThemeToggle />);
    expect(screen.getByTestId('theme-toggle')).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('is hidden when the theme preference is %s', (theme) => {
    installPlatformConfig({ preferences: preferences(theme) });
    renderUi(<ThemeToggle />);
    expect(screen.queryByTestId('theme-toggle')).not.toBeInTheDocument();
  });

  it('switches the scheme and remembers the choice', () => {
    installPlatformConfig({ preferences: preferences('system') });
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    renderUi(<ThemeToggle />);
    const toggle = screen.getByTestId('theme-toggle');
    expect(toggle).toHaveAttribute('data-scheme', 'light');
    fireEvent.click(toggle);
    expect(screen.getByTestId('theme-toggle')).toHaveAttribute('data-scheme', 'dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  it('forces the configured scheme when the preference is fixed', () => {
    installPlatformConfig({ preferences: preferences('dark') });
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    renderUi(<ThemeToggle />);
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
