import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from '../../../test/render';
import { stubApi } from '../../../test/api-stub';
import { jsonResponse, user } from '../../../test/fixtures';
import { currency } from '../../../test/payment-fixtures';
import type { DonationSettings } from '../shared/types';
import { DonationSettingsPage } from './DonationSettingsPage';

function settings(extra: Partial<DonationSettings> = {}): DonationSettings {
  return {
    id: 'set_Blog12345678',
    livemode: false,
    type: 'donate',
    mountLocation: 'blog',
    description: '',
    active: false,
    settings: { amount: { presets: ['1000000', '5000000'], preset: '5000000', custom: true } },
    created_at: '2025-04-01T10:00:00.000Z',
    updated_at: '2025-04-01T10:00:00.000Z',
    ...extra,
  };
}

function server() {
  let stored = settings();
  return stubApi((call) => {
    if (call.path === '/payment/api/settings' && call.method === 'GET') return jsonResponse({ paymentMethods: [], baseCurrency: currency() });
    if (call.path === '/payment/api/settings' && call.method === 'POST') return jsonResponse(stored);
    if (call.path.startsWith('/payment/api/settings/') && call.method === 'PUT') {
      const body = call.body as { active?: boolean; settings?: DonationSettings['settings'] };
      stored = { ...stored, active: body.active ?? stored.active, settings: { ...stored.settings, ...body.settings }, updated_at: new Date().toISOString() };
      return jsonResponse(stored);
    }
    return undefined;
  });
}

describe('DonationSettingsPage', () => {
  it('gets the settings of a mount location, enables inactive ones, then offers to configure them', async () => {
    window.localStorage.setItem('livemode', 'false');
    const calls = server();
    renderUi(<DonationSettingsPage />, { route: '/payment/integrations/donations?mount=blog', session: { user: user('owner') } });

    expect(await screen.findByTestId('donation-inactive')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ mountLocation: 'blog', type: 'donate', livemode: false, active: true });
    expect(screen.getByTestId('donation-presets')).toHaveValue('1, 5');

    fireEvent.click(screen.getByTestId('donation-enable'));
    expect(await screen.findByText('Would you like to set the amounts and the button now, or later?')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/payment/api/settings/set_Blog12345678', body: { active: true } });
    fireEvent.click(screen.getByTestId('donation-configure-later'));
    await waitFor(() => expect(screen.getByTestId('donation-status')).toHaveTextContent('Active'));
    expect(screen.queryByTestId('donation-inactive')).not.toBeInTheDocument();
  });

  it('saves amounts in smallest units and keeps presets within the range', async () => {
    const calls = server();
    renderUi(<DonationSettingsPage />, { route: '/payment/integrations/donations?mount=blog', session: { user: user('owner') } });
    const presets = await screen.findByTestId('donation-presets');
    fireEvent.change(screen.getByTestId('donation-maximum'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('donation-submit'));
    expect(await screen.findAllByText('Please enter an amount between 0 TUSD and 2 TUSD.')).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(presets, { target: { value: '1, 2.5, 20' } });
    fireEvent.change(screen.getByTestId('donation-preset'), { target: { value: '2.5' } });
    fireEvent.change(screen.getByTestId('donation-maximum'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('donation-submit'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/payment/api/settings/blog',
      body: {
        livemode: true,
        settings: { amount: { presets: ['1000000', '2500000', '20000000'], preset: '2500000', custom: true, maximum: '50000000' }, btnText: '', historyType: 'avatar' },
      },
    });
  });
});
