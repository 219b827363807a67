import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { stubApi } from '../../test/api-stub';
import { jsonResponse, user } from '../../test/fixtures';
import { DonationGate } from './DonationGate';

function settingsAnswer(active: boolean) {
  return { id: 'set_Blog12345678', livemode: false, type: 'donate', mountLocation: 'blog', description: '', active, settings: {}, created_at: '' };
}

/** The settings endpoints as the server keeps them: enabling turns them on for later reads too. */
function serve(initiallyActive: boolean) {
  let active = initiallyActive;
  return stubApi((call) => {
    if (call.method === 'POST' && call.path === '/payment/api/settings') return jsonResponse(settingsAnswer(active));
    if (call.method === 'PUT' && call.path === '/payment/api/settings/set_Blog12345678') {
      active = true;
      return jsonResponse(settingsAnswer(true));
    }
    return undefined;
  });
}

const tipForm = <div data-testid="tip-form">tip form</div>;

describe('donation gate', () => {
  it('shows the tip form for a page whose donations are on, asking for its mount location', async () => {
    const calls = serve(true);
    renderUi(<DonationGate target="blog" livemode={false}>{tipForm}</DonationGate>);
    expect(await screen.findByTestId('tip-form')).toBeInTheDocument();
    expect(calls[0].body).toMatchObject({ mountLocation: 'blog', type: 'donate', livemode: false });
  });

  it('tells a visitor the feature is off, with no way to turn it on', async () => {
    serve(false);
    renderUi(<DonationGate target="blog" livemode={false}>{tipForm}</DonationGate>, { session: { user: user('guest') } });
    expect(await screen.findByTestId('donation-disabled')).toHaveTextContent('Donation feature is not enabled');
    expect(screen.queryByTestId('donation-enable')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tip-form')).not.toBeInTheDocument();
  });

  it('lets an owner enable them, then offers to configure now or later', async () => {
    const calls = serve(false);
    renderUi(<DonationGate target="blog" livemode={false}>{tipForm}</DonationGate>, { session: { user: user('owner') } });
    fireEvent.click(await screen.findByTestId('donation-enable'));
    expect(await screen.findByTestId('donation-configure-now')).toHaveAttribute('href', '/payment/integrations/donations?mount=blog');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ active: true });
    fireEvent.click(screen.getByTestId('donation-configure-later'));
    expect(await screen.findByTestId('tip-form')).toBeInTheDocument();
  });
});
