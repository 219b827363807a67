import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ModalsProvider } from '@mantine/modals';
import { renderUi } from '../../../test/render';
import { stubApi } from '../../../test/api-stub';
import { jsonResponse } from '../../../test/fixtures';
import { apiKey } from '../../../test/payment-fixtures';
import { ApiKeysPage } from './ApiKeysPage';

const SECRET = 'sk_test_4bXr9QmZp7Lk2VwYc8NdTf3HsJ6uGa1E';

function server() {
  const keys = [apiKey()];
  return stubApi((call) => {
    if (call.path !== '/payment/api/api-keys' && !call.path.startsWith('/payment/api/api-keys/')) return undefined;
    if (call.method === 'GET') return jsonResponse({ list: keys, count: keys.length });
    if (call.method === 'POST') {
      const created = apiKey({ id: 'key_New1234abcd', name: (call.body as { name: string }).name, secret: 'sk_test_…1E' });
      keys.unshift(created);
      return jsonResponse({ ...created, secret: SECRET }, 201);
    }
    if (call.method === 'DELETE') {
      keys[0] = { ...keys[0], revoked_at: '2025-04-02T10:00:00.000Z' };
      return jsonResponse(keys[0]);
    }
    return undefined;
  });
}

describe('ApiKeysPage', () => {
  it('shows a new key’s secret once, then only the masked form', async () => {
    const calls = server();
    renderUi(<ApiKeysPage />);
    expect(await screen.findByText('sk_test_…Wxyz')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('api-key-new'));
    fireEvent.change(await screen.findByTestId('api-key-name'), { target: { value: 'Shop server 2' } });
    fireEvent.click(screen.getByTestId('api-key-submit'));

    const secret = await screen.findByTestId('api-key-secret');
    expect(secret).toHaveTextContent(SECRET);
    expect(screen.getByTestId('secret-warning')).toHaveTextContent('will not be shown again');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Shop server 2' });

    fireEvent.click(screen.getByTestId('secret-done'));
    await waitFor(() => expect(screen.queryByTestId('api-key-secret')).not.toBeInTheDocument());
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(await screen.findByText('sk_test_…1E')).toBeInTheDocument();
    expect(screen.getAllByTestId('api-key-row')).toHaveLength(2);
  });

  it('asks before revoking a key', async () => {
    const calls = server();
    renderUi(
      <ModalsProvider>
        <ApiKeysPage />
      </ModalsProvider>,
    );
    fireEvent.click(await screen.findByTestId('api-key-revoke'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/payment/api/api-keys/key_Shop1234abcd')).toBe(true));
    const row = await screen.findByTestId('api-key-row');
    expect(await within(row).findByText('Revoked')).toBeInTheDocument();
  });

  it('requires a name', async () => {
    const calls = server();
    renderUi(<ApiKeysPage />);
    fireEvent.click(await screen.findByTestId('api-key-new'));
    fireEvent.click(await screen.findByTestId('api-key-submit'));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
