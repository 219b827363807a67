import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { i18n } from '../../lib/i18n';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { StatusPage } from './StatusPage';
import { OopsPage } from './OopsPage';

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteErrorBoundary', () => {
  it('shows the error panel with Home and Refresh when a page throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderUi(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('renders its children when nothing fails', () => {
    renderUi(
      <RouteErrorBoundary>
        <p>fine</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });

  it('reloads the page on Refresh', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    renderUi(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('status pages', () => {
  it.each([
    [400, 'Sorry, the request is invalid.'],
    [403, 'Sorry, you are not authorized to access this page.'],
    [404, 'Sorry, the page you visited does not exist.'],
    [500, 'Sorry, something went wrong.'],
  ] as const)('%s shows its code and text', (status, text) => {
    renderUi(<StatusPage status={status} />);
    expect(screen.getByText(String(status))).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('shows the generic Oops page', () => {
    renderUi(<OopsPage />);
    expect(screen.getByText('Oops')).toBeInTheDocument();
  });

  it('renders Chinese when the locale is zh', async () => {
    await i18n.changeLanguage('zh');
    try {
      renderUi(<StatusPage status={404} />);
      expect(screen.getByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
      expect(document.documentElement.lang).toBe('zh');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(document.documentElement.lang).toBe('en');
  });
});
