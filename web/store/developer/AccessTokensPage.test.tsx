import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubApi } from '../../test/api-stub';
import { jsonResponse, user } from '../../test/fixtures';
import { renderUi } from '../../test/render';
import { AccessTokensPage } from './AccessTokensPage';

const SECRET = 'mgt_Secret1234567890';

function stubTokens() {
  const tokens: { id: string; name: string; secret: string; last_used_at: null; revoked_at: null; created_at: string }[] = [];
  const calls = stubApi(({ method, path, body }) => {
    if (path !== '/api/developer/access-tokens') return undefined;
    if (method === 'POST') {
      const { name } = body as { name: string };
      tokens.unshift({ id: 'tok_1', name, secret: 'mgt_…7890', last_used_at: null, revoked_at: null, created_at: '2025-05-01T00:00:00.000Z' });
      return jsonResponse({ id: 'tok_1', name, secret: SECRET }, 201);
    }
    return jsonResponse({ list: tokens, count: tokens.length });
  });
  return calls;
}

describe('AccessTokensPage', () => {
  it('requires a name', async () => {
    const calls = stubTokens();
    renderUi(<AccessTokensPage />, { session: { user: user('developer') } });
    fireEvent.click(screen.getByTestId('token-create'));
    fireEvent.click(await screen.findByTestId('token-submit'));
    expect(await screen.findByText('The access-token name is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the new secret once, then only the masked token', async () => {
    const calls = stubTokens();
    renderUi(<AccessTokensPage />, { session: { user: user('developer') } });
    fireEvent.click(screen.getByTestId('token-create'));
    fireEvent.change(await screen.findByTestId('token-name'), { target: { value: 'laptop' } });
    fireEvent.click(screen.getByTestId('token-submit'));
    expect(await screen.findByTestId('token-secret')).toHaveTextContent(SECRET);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'laptop' });

    fireEvent.click(screen.getByTestId('secret-done'));
    await waitFor(() => expect(screen.queryByTestId('token-secret')).not.toBeInTheDocument());
    const row = await screen.findByTestId('token-row');
    expect(row).toHaveTextContent('laptop');
    expect(row).toHaveTextContent('mgt_…7890');
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });
});
