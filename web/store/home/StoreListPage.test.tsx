import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { stubApi } from '../../test/api-stub';
import { jsonResponse } from '../../test/fixtures';
import { renderUi } from '../../test/render';
import { StoreListPage } from './StoreListPage';

const PLUGINS = [
  { did: 'did:key:z6MkAlpha', name: 'alpha', title: 'Alpha tools', description: 'First plugin', logo: '', downloads: 12, current_version: '1.0.0' },
  { did: 'did:key:z6MkBeta', name: 'beta', title: 'Beta board', description: 'Second plugin', logo: '', downloads: 3, current_version: '0.2.0' },
];

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function stubStore() {
  return stubApi(({ path, query }) => {
    if (path === '/api/categories') return jsonResponse({ list: [{ id: 'cat_1', slug: 'tools', names: { en: 'Tools', zh: '工具' } }], count: 1 });
    if (path === '/api/plugins') {
      const q = query.get('q')?.toLowerCase();
      const list = q ? PLUGINS.filter((p) => p.title.toLowerCase().includes(q)) : PLUGINS;
      return jsonResponse({ list, count: list.length });
    }
    return undefined;
  });
}

describe('StoreListPage', () => {
  it('lists the plugins as cards with their version and downloads', async () => {
    stubStore();
    renderUi(<StoreListPage />);
    const cards = await screen.findAllByTestId('store-plugin-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Alpha tools');
    expect(cards[0]).toHaveTextContent('v1.0.0');
    expect(cards[0]).toHaveTextContent('12 downloads');
    expect(cards[0]).toHaveAttribute('href', '/plugins/did:key:z6MkAlpha');
    expect(within(await screen.findByTestId('store-category')).getByText('Tools')).toBeInTheDocument();
  });

  it('puts the search into the URL after typing stops, then asks for it once', async () => {
    const calls = stubStore();
    renderUi(
      <>
        <StoreListPage />
        <Location />
      </>,
      { route: '/' },
    );
    await screen.findAllByTestId('store-plugin-card');
    const input = screen.getByTestId('store-search');
    fireEvent.change(input, { target: { value: 'be' } });
    fireEvent.change(input, { target: { value: 'beta' } });
    // Not yet: the search waits for typing to stop.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?q=beta'));
    await waitFor(() => expect(screen.getAllByTestId('store-plugin-card')).toHaveLength(1));
    expect(screen.getByTestId('store-plugin-card')).toHaveTextContent('Beta board');
    const searches = calls.filter((c) => c.path === '/api/plugins').map((c) => c.query.get('q'));
    expect(searches).toEqual([null, 'beta']);
    expect(calls.find((c) => c.query.get('q') === 'beta')?.query.get('pageSize')).toBe('10');
  });

  it('says when nothing matches', async () => {
    stubApi(({ path }) => (path === '/api/plugins' ? jsonResponse({ list: [], count: 0 }) : jsonResponse({ list: [], count: 0 })));
    renderUi(<StoreListPage />, { route: '/?q=zzz' });
    expect(await screen.findByTestId('store-empty')).toHaveTextContent('No plugins match your search.');
    expect(screen.getByTestId('store-search')).toHaveValue('zzz');
  });
});
