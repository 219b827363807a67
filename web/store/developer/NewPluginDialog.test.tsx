import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { didKeyFromEd25519 } from '@common/did.ts';
import { stubApi } from '../../test/api-stub';
import { jsonResponse, user } from '../../test/fixtures';
import { renderUi } from '../../test/render';
import { NewPluginDialog } from './NewPluginDialog';

const DID = didKeyFromEd25519(new Uint8Array(32).fill(7));

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('NewPluginDialog', () => {
  it('shows the store form texts and sends nothing while they stand', async () => {
    const calls = stubApi(() => undefined);
    renderUi(<NewPluginDialog opened onClose={() => {}} />, { session: { user: user('developer') } });
    fireEvent.click(await screen.findByTestId('new-plugin-submit'));
    expect(screen.getByText('DID is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();

    fill('new-plugin-did', DID);
    fill('new-plugin-name', 'bad name!');
    fill('new-plugin-description', 'ab');
    fireEvent.click(screen.getByTestId('new-plugin-submit'));
    expect(screen.getByText('name only letters, digits, - and _')).toBeInTheDocument();
    expect(screen.getByText('no less than 3 chars')).toBeInTheDocument();

    fill('new-plugin-name', 'a'.repeat(33));
    fill('new-plugin-description', 'x'.repeat(161));
    fireEvent.click(screen.getByTestId('new-plugin-submit'));
    expect(screen.getByText('max 32 characters')).toBeInTheDocument();
    expect(screen.getByText('no longer than 160 chars')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the server saying the name is taken', async () => {
    const calls = stubApi(({ method, path, body }) =>
      method === 'POST' && path === '/api/developer/plugins'
        ? jsonResponse({ error: 'Validation failed', code: 'VALIDATION_ERROR', details: [{ path: ['name'], message: `${(body as { name: string }).name} is existed` }] }, 400)
        : undefined,
    );
    renderUi(<NewPluginDialog opened onClose={() => {}} />, { session: { user: user('developer') } });
    fill('new-plugin-did', DID);
    fill('new-plugin-name', 'alpha');
    fireEvent.click(screen.getByTestId('new-plugin-submit'));
    expect(await screen.findByText('alpha is existed')).toBeInTheDocument();
    await waitFor(() => expect(calls[0]?.body).toEqual({ did: DID, name: 'alpha' }));
  });
});
