import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PLATFORM_CONFIG_GLOBAL } from '@common/platform-config.ts';
import { FALLBACK_PLATFORM_CONFIG } from '../../lib/platform-config';
import { stubApi } from '../../test/api-stub';
import { jsonResponse, user } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { JoinPage } from './JoinPage';

const STAKE = { amount: '2500000', currency: { id: 'pc_test', symbol: 'TUSD', decimal: 6 } };

function stubJoin(info: object) {
  return stubApi(({ method, path }) => {
    if (path !== '/api/join') return undefined;
    if (method === 'POST') return jsonResponse({ checkoutSessionId: 'cs_stake', url: '/payment/checkout/pay/cs_stake' }, 201);
    return jsonResponse({ enabled: true, stake: STAKE, joined: false, stakes: [], ...info });
  });
}

const routes = [
  { path: '/join', element: <JoinPage /> },
  { path: '/payment/checkout/pay/:id', element: <p>checkout page</p> },
  { path: '/', element: <p>home</p> },
];

describe('JoinPage', () => {
  beforeEach(() => {
    window[PLATFORM_CONFIG_GLOBAL] = { ...FALLBACK_PLATFORM_CONFIG, preferences: { ...FALLBACK_PLATFORM_CONFIG.preferences, permissionMode: 'staking' } };
  });
  afterEach(() => {
    delete window[PLATFORM_CONFIG_GLOBAL];
  });

  it('shows the stake, asks for agreement, then opens the stake checkout', async () => {
    const calls = stubJoin({});
    const { router } = renderRoutes(routes, { route: '/join', session: { user: user('guest') } });
    expect(await screen.findByTestId('join-amount')).toHaveTextContent('Stake: 2.5 TUSD');
    fireEvent.click(screen.getByTestId('join-stake'));
    expect(await screen.findByText('Please agree to the terms and conditions')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByLabelText("I have read and agree to the store's developer terms"));
    fireEvent.click(screen.getByTestId('join-stake'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/checkout/pay/cs_stake'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ agreed: true });
  });

  it('asks a visitor to sign in before staking', async () => {
    const calls = stubJoin({});
    const openSignIn = vi.fn(async () => null);
    renderRoutes(routes, { route: '/join', session: { user: null, openSignIn } });
    fireEvent.click(await screen.findByLabelText("I have read and agree to the store's developer terms"));
    fireEvent.click(screen.getByTestId('join-stake'));
    await waitFor(() => expect(openSignIn).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('tells a developer they already joined', async () => {
    stubJoin({ joined: true });
    renderRoutes(routes, { route: '/join', session: { user: user('developer') } });
    expect(await screen.findByTestId('join-done')).toHaveTextContent('You hold a developer passport');
    expect(screen.queryByTestId('join-stake')).not.toBeInTheDocument();
  });

  it('says when the store has no currency to stake in', async () => {
    stubJoin({ stake: null });
    renderRoutes(routes, { route: '/join', session: { user: user('guest') } });
    expect(await screen.findByTestId('join-unavailable')).toHaveTextContent('Staking is not set up');
  });

  it('does not exist in invite mode', async () => {
    window[PLATFORM_CONFIG_GLOBAL] = FALLBACK_PLATFORM_CONFIG;
    renderRoutes(routes, { route: '/join', session: { user: user('guest') } });
    expect(await screen.findByText('home')).toBeInTheDocument();
  });
});
