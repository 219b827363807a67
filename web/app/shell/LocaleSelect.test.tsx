import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { installPlatformConfig, navItem } from '../../test/fixtures';
import { i18n, LOCALE_STORAGE_KEY } from '../../lib/i18n';
import { Header } from './Header';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('LocaleSelect', () => {
  it('switches the page to Chinese and remembers the choice', async () => {
    installPlatformConfig({ navigation: [navItem('docs')] });
    renderUi(<Header />);
    expect(screen.getByText('docs en')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('locale-select'), { target: { value: 'zh' } });

    expect(await screen.findByText('docs zh')).toBeInTheDocument();
    expect(screen.getByTestId('session-connect')).toHaveTextContent('连接');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh');
    expect(document.documentElement.lang).toBe('zh');
  });

  it('lists the configured languages', () => {
    installPlatformConfig({ languages: [{ code: 'en', name: 'English' }] });
    renderUi(<Header />);
    const options = Array.from(screen.getByTestId('locale-select').querySelectorAll('option'));
    expect(options.map((option) => option.value)).toEqual(['en']);
  });
});
