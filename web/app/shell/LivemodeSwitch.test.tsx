import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { renderUi } from '../../test/render';
import { stubApi } from '../../test/api-stub';
import { installPlatformConfig, jsonResponse } from '../../test/fixtures';
import { Header } from './Header';

/** Something on the page that reads payment data. */
function Products() {
  const { data } = useQuery({ queryKey: ['products'], queryFn: () => api<{ count: number }>('/api/products') });
  return <div data-testid="count">{data?.count}</div>;
}

describe('LivemodeSwitch', () => {
  it('switches to test mode: stores it, shows the badge, and reloads data with livemode=false', async () => {
    installPlatformConfig();
    const calls = stubApi((call) => (call.path === '/payment/api/products' ? jsonResponse({ list: [], count: 0 }) : undefined));
    renderUi(
      <>
        <Header />
        <Products />
      </>,
      { route: '/payment/admin/products' },
    );
    await waitFor(() => expect(calls.filter((c) => c.path === '/payment/api/products')).toHaveLength(1));
    expect(calls[calls.length - 1].query.get('livemode')).toBe('true');
    expect(screen.queryByTestId('livemode-badge')).not.toBeInTheDocument();

    const toggle = screen.getByTestId('livemode-switch');
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);

    expect(window.localStorage.getItem('livemode')).toBe('false');
    expect(toggle).toBeChecked();
    expect(screen.getByTestId('livemode-badge')).toHaveTextContent('Test mode');
    const products = () => calls.filter((c) => c.path === '/payment/api/products');
    await waitFor(() => expect(products()).toHaveLength(2));
    expect(products()[1].query.get('livemode')).toBe('false');

    // The API client sends the stored mode on every later request too.
    await api('/api/products');
    expect(products()[2].query.get('livemode')).toBe('false');

    fireEvent.click(toggle);
    expect(window.localStorage.getItem('livemode')).toBe('true');
    expect(screen.queryByTestId('livemode-badge')).not.toBeInTheDocument();
  });

  it('starts in test mode when that is stored', () => {
    installPlatformConfig();
    window.localStorage.setItem('livemode', 'false');
    renderUi(<Header />, { route: '/payment/admin' });
    expect(screen.getByTestId('livemode-switch')).toBeChecked();
    expect(screen.getByTestId('livemode-badge')).toBeInTheDocument();
  });

  it('is left out of pages that hold no payment data', () => {
    installPlatformConfig();
    renderUi(<Header />, { route: '/search' });
    expect(screen.queryByTestId('livemode-switch')).not.toBeInTheDocument();
  });
});
