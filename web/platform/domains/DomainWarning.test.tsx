import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { user } from '../../test/fixtures';
import { DOMAINS_ADMIN_PATH, DomainWarning } from './DomainWarning';
import { DOMAIN_WARNING_SKIP_MS, DOMAIN_WARNING_STORAGE_KEY } from './domain-warning-skip';

const TEMP_HOST = '192-168-1-2.ip.example.net';
const DAY = 24 * 60 * 60 * 1000;

describe('DomainWarning', () => {
  it('shows owners the configure-domain version', () => {
    renderUi(<DomainWarning hostname={TEMP_HOST} />, { session: { user: user('owner') } });
    expect(screen.getByTestId('domain-warning')).toHaveAttribute('data-variant', 'owner');
    expect(screen.getByText('Configure domain').closest('a')).toHaveAttribute('href', DOMAINS_ADMIN_PATH);
  });

  it('shows admins the configure-domain version', () => {
    renderUi(<DomainWarning hostname={TEMP_HOST} />, { session: { user: user('admin') } });
    expect(screen.getByTestId('domain-warning-configure')).toBeInTheDocument();
  });

  it.each([
    ['a signed-out visitor', null],
    ['a developer', user('developer')],
  ])('shows %s the guest notice without the configure button', (_, sessionUser) => {
    renderUi(<DomainWarning hostname={TEMP_HOST} />, { session: { user: sessionUser } });
    expect(screen.getByTestId('domain-warning')).toHaveAttribute('data-variant', 'guest');
    expect(screen.getByText(/temporary address/)).toBeInTheDocument();
    expect(screen.queryByTestId('domain-warning-configure')).not.toBeInTheDocument();
  });

  it('waits for the session before choosing a version', () => {
    renderUi(<DomainWarning hostname={TEMP_HOST} />, { session: { loading: true } });
    expect(screen.queryByTestId('domain-warning')).not.toBeInTheDocument();
  });

  it('is not shown on a regular domain', () => {
    renderUi(<DomainWarning hostname="store.example.com" />);
    expect(screen.queryByTestId('domain-warning')).not.toBeInTheDocument();
  });

  it('stores a timestamp when dismissed and closes', () => {
    const before = Date.now();
    renderUi(<DomainWarning hostname={TEMP_HOST} />);
    fireEvent.click(screen.getByTestId('domain-warning-dismiss'));
    expect(screen.queryByTestId('domain-warning')).not.toBeInTheDocument();
    expect(Number(window.localStorage.getItem(DOMAIN_WARNING_STORAGE_KEY))).toBeGreaterThanOrEqual(before);
  });

  it('stays hidden for 30 days after dismissal', () => {
    window.localStorage.setItem(DOMAIN_WARNING_STORAGE_KEY, String(Date.now() - 29 * DAY));
    renderUi(<DomainWarning hostname={TEMP_HOST} />);
    expect(screen.queryByTestId('domain-warning')).not.toBeInTheDocument();
  });

  it('comes back after 30 days', () => {
    window.localStorage.setItem(DOMAIN_WARNING_STORAGE_KEY, String(Date.now() - DOMAIN_WARNING_SKIP_MS - 1));
    renderUi(<DomainWarning hostname={TEMP_HOST} />);
    expect(screen.getByTestId('domain-warning')).toBeInTheDocument();
  });

  it('is written in Chinese for zh', async () => {
    const { i18n } = await import('../../lib/i18n');
    await i18n.changeLanguage('zh');
    try {
      renderUi(<DomainWarning hostname={TEMP_HOST} />, { session: { user: user('owner') } });
      expect(screen.getByText('配置域名')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
