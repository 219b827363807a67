import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubApi } from '../../test/api-stub';
import { jsonResponse, user } from '../../test/fixtures';
import { renderUi } from '../../test/render';
import { ApproveDialog } from './ReviewDialogs';

const TARGET = { did: 'did:key:z6MkAlpha', name: 'alpha', version: '1.0.0' };

describe('ApproveDialog', () => {
  it('requires a category, then sends it with the review type', async () => {
    const calls = stubApi(({ method, path }) => {
      if (path === '/api/categories') return jsonResponse({ list: [{ id: 'cat_1', slug: 'tools', names: { en: 'Tools', zh: '工具' } }], count: 1 });
      if (method === 'POST' && path === `/api/console/plugins/${TARGET.did}/approve`) return jsonResponse({ version: '1.0.0', status: 'approved' });
      return undefined;
    });
    const onDone = vi.fn();
    renderUi(<ApproveDialog target={TARGET} onClose={() => {}} onDone={onDone} />, { session: { user: user('admin') } });

    fireEvent.click(await screen.findByTestId('console-approve-confirm'));
    expect(await screen.findByText('Category is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await waitFor(() => expect(calls.some((c) => c.path === '/api/categories')).toBe(true));
    fireEvent.click(screen.getByTestId('console-approve-category'));
    fireEvent.click(await screen.findByRole('option', { name: 'Tools' }));
    fireEvent.click(screen.getByTestId('console-review-first'));
    fireEvent.click(screen.getByTestId('console-approve-confirm'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ version: '1.0.0', category_id: 'cat_1', review_type: 'first' });
  });
});
