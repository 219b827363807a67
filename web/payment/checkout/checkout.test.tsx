import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderUi } from '../../test/render';
import { stubApi, type ApiCall } from '../../test/api-stub';
import { jsonResponse, user } from '../../test/fixtures';
import { CheckoutPage } from './CheckoutPage';
import { checkoutPrice, checkoutSession, checkoutSettings, lineItem, retrieveAnswer } from './checkout-fixtures';
import { DonationAmount } from './DonationAmount';
import { OrderSummary, startsCollapsed } from './OrderSummary';
import { QuantityStepper } from './QuantityStepper';
import type { CheckoutSession } from './types';
import { currency } from '../../test/payment-fixtures';

type Answer = (call: ApiCall) => Response | undefined;

function serve(session: CheckoutSession, extra: Answer = () => undefined) {
  return stubApi((call) => {
    const own = extra(call);
    if (own) return own;
    if (call.path === `/payment/api/checkout-sessions/retrieve/${session.id}`) return jsonResponse(retrieveAnswer(session));
    if (call.path === '/payment/api/settings') return jsonResponse(checkoutSettings());
    if (call.path === '/payment/api/customers/me') return jsonResponse({ id: null, name: '', email: '', phone: '', address: {} });
    if (call.path.endsWith('/cross-sell')) return jsonResponse({ error: 'none' });
    return undefined;
  });
}

function renderCheckout(session: CheckoutSession, options: Parameters<typeof renderUi>[1] = {}) {
  return renderUi(
    <Routes>
      <Route path="/payment/checkout/pay/:id" element={<CheckoutPage />} />
    </Routes>,
    { route: `/payment/checkout/pay/${session.id}`, ...options },
  );
}

const noop = () => {};

describe('checkout page', () => {
  it('shows the skeleton, then the summary with the test-mode badge and the total', async () => {
    const session = checkoutSession();
    serve(session);
    renderCheckout(session, { session: { user: user('guest') } });
    expect(screen.getByTestId('checkout-skeleton')).toBeInTheDocument();
    const summary = await screen.findByTestId('checkout-summary', {}, { timeout: 3000 });
    expect(within(summary).getByTestId('checkout-summary-title')).toHaveTextContent('Order summary');
    expect(within(summary).getByTestId('checkout-test-badge')).toHaveTextContent('Test mode');
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('5 TUSD');
    expect(screen.getByTestId('checkout-submit')).toHaveTextContent('Pay');
  });

  it('states what subscribing allows under the button, with the stake on an ArcBlock method', async () => {
    const session = checkoutSession({ mode: 'subscription' });
    serve(session);
    const { unmount } = renderCheckout(session, { session: { user: user('guest') } });
    expect(await screen.findByTestId('checkout-consent', {}, { timeout: 3000 })).toHaveTextContent('charge your account for future payments');
    expect(screen.getByTestId('checkout-consent')).not.toHaveTextContent('stake');
    unmount();

    const arcblock = checkoutSettings();
    arcblock.paymentMethods[0].type = 'arcblock';
    serve(session, (call) => (call.path === '/payment/api/settings' ? jsonResponse(arcblock) : undefined));
    renderCheckout(session, { session: { user: user('guest') } });
    expect(await screen.findByTestId('checkout-consent', {}, { timeout: 3000 })).toHaveTextContent('slash the stake');
  });

  it('shows a trial as free today, then what each cycle costs', async () => {
    const monthly = checkoutPrice({ type: 'recurring', recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' } } as never);
    const session = checkoutSession({ mode: 'subscription', line_items: [lineItem({ price: monthly })], subscription_data: { trial_period_days: 14 } });
    serve(session);
    renderCheckout(session, { session: { user: user('guest') } });
    const summary = await screen.findByTestId('checkout-summary', {}, { timeout: 3000 });
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('0 TUSD');
    expect(within(summary).getByTestId('checkout-trial')).toHaveTextContent('14 days free');
    expect(within(summary).getByTestId('checkout-then')).toHaveTextContent('Then 5 TUSD, billed monthly');
  });

  it('charges the first cycle when the trial is limited to another currency', async () => {
    const monthly = checkoutPrice({ type: 'recurring', recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' } } as never);
    const session = checkoutSession({ mode: 'subscription', line_items: [lineItem({ price: monthly })], subscription_data: { trial_period_days: 14, trial_currency: 'pc_Elsewhere1234' } });
    serve(session);
    renderCheckout(session, { session: { user: user('guest') } });
    const summary = await screen.findByTestId('checkout-summary', {}, { timeout: 3000 });
    expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('5 TUSD');
    expect(within(summary).queryByTestId('checkout-trial')).not.toBeInTheDocument();
  });

  it('shows no subscription consent for a one-time payment', async () => {
    const session = checkoutSession();
    serve(session);
    renderCheckout(session, { session: { user: user('guest') } });
    await screen.findByTestId('checkout-submit', {}, { timeout: 3000 });
    expect(screen.queryByTestId('checkout-consent')).not.toBeInTheDocument();
  });

  it('titles the summary with the session\'s action label, in the page language', async () => {
    const session = checkoutSession({ metadata: { page_info: { action_label: { en: 'Your plan', zh: '你的套餐' } } } });
    serve(session);
    renderCheckout(session, { session: { user: user('guest') } });
    expect(await screen.findByTestId('checkout-summary-title', {}, { timeout: 3000 })).toHaveTextContent('Your plan');
  });

  it('applies the quantity asked for in the link once, and ignores quantities out of reach', async () => {
    const session = checkoutSession();
    const calls = serve(session, (call) => (call.path.endsWith('/adjust-quantity') ? jsonResponse(session) : undefined));
    renderUi(
      <Routes>
        <Route path="/payment/checkout/pay/:id" element={<CheckoutPage />} />
      </Routes>,
      { route: `/payment/checkout/pay/${session.id}?qty_${session.line_items[0].price_id}=3`, session: { user: user('guest') } },
    );
    await screen.findByTestId('checkout-panel', {}, { timeout: 3000 });
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/adjust-quantity'))).toHaveLength(1));
    expect(calls.find((c) => c.path.endsWith('/adjust-quantity'))?.body).toMatchObject({ quantity: 3 });
  });

  it('hides name and email for a signed-in user who has both', async () => {
    const session = checkoutSession();
    serve(session);
    renderCheckout(session, { session: { user: user('guest') } });
    await screen.findByTestId('checkout-panel', {}, { timeout: 3000 });
    expect(screen.queryByTestId('checkout-field-customer_name')).not.toBeInTheDocument();
    expect(screen.queryByTestId('checkout-field-customer_email')).not.toBeInTheDocument();
  });

  it.each([
    ['the user lacks an email', { user: user('guest', { email: null as unknown as string }) }, {}],
    ['phone collection is on', { user: user('guest') }, { phone_number_collection: { enabled: true } }],
    ['billing is required', { user: user('guest') }, { billing_address_collection: 'required' as const }],
    ['nobody is signed in', {}, {}],
  ])('shows name and email when %s', async (_, sessionState, sessionExtra) => {
    const session = checkoutSession(sessionExtra);
    serve(session);
    renderCheckout(session, { session: sessionState });
    expect(await screen.findByTestId('checkout-field-customer_name', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('checkout-field-customer_email')).toBeInTheDocument();
  });

  it('asks a signed-out buyer to connect first', async () => {
    const session = checkoutSession();
    serve(session);
    renderCheckout(session);
    expect(await screen.findByTestId('checkout-submit', {}, { timeout: 3000 })).toHaveTextContent('Connect and Pay');
  });

  it('shows Required and Invalid under the fields, and nothing is submitted', async () => {
    const session = checkoutSession({ billing_address_collection: 'required' });
    const calls = serve(session);
    renderCheckout(session, { session: { user: user('guest', { fullName: '', email: '' }) } });
    await screen.findByTestId('checkout-field-customer_email', {}, { timeout: 3000 });
    fireEvent.change(screen.getByTestId('checkout-field-customer_email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByTestId('checkout-submit'));
    expect(await screen.findByTestId('checkout-error-customer_email')).toHaveTextContent('Invalid');
    expect(screen.getByTestId('checkout-error-customer_name')).toHaveTextContent('Required');
    expect(screen.getByTestId('checkout-error-billing-line1')).toHaveTextContent('Required');
    expect(screen.getByTestId('checkout-error-billing-postal_code')).toHaveTextContent('Required');
    // The blank phone is valid.
    expect(screen.queryByTestId('checkout-error-customer_phone')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/submit'))).toBe(false);
  });

  it('shows the server field messages under their fields', async () => {
    const session = checkoutSession();
    serve(session, (call) =>
      call.path.endsWith('/submit')
        ? jsonResponse({ error: 'Validate failed', details: [{ path: 'customer_email', message: 'Use your work email' }] }, 400)
        : undefined,
    );
    renderCheckout(session, { session: { user: user('guest', { email: '' }) } });
    await screen.findByTestId('checkout-field-customer_email', {}, { timeout: 3000 });
    fireEvent.change(screen.getByTestId('checkout-field-customer_email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByTestId('checkout-submit'));
    expect(await screen.findByTestId('checkout-error-customer_email')).toHaveTextContent('Use your work email');
  });

  it('submits with Enter and opens the past-due dialog without a toast on CUSTOMER_LIMITED', async () => {
    const session = checkoutSession();
    const tusd = checkoutSettings().baseCurrency!;
    const calls = serve(session, (call) => {
      if (call.path.endsWith('/submit')) return jsonResponse({ error: 'You have past-due invoices', code: 'CUSTOMER_LIMITED' }, 400);
      if (call.path === '/payment/api/customers/me') return jsonResponse({ id: 'cus_Ada12345678', name: '', email: '', phone: '', address: {} });
      if (call.path === '/payment/api/customers/cus_Ada12345678/overdue/invoices') {
        return jsonResponse({
          summary: { [tusd.id]: { amount: '3000000', currency: tusd, method: { id: 'pm_TestChain1234', type: 'ethereum', name: 'Test chain' } } },
          invoices: [{ id: 'in_Late12345678', number: 'ADA-0002', status: 'open', currency_id: tusd.id, amount_remaining: '3000000', due_date: 1_700_000_000, lines: [] }],
          subscription: null,
          subscriptionCount: 0,
          customer: { id: 'cus_Ada12345678' },
        });
      }
      return undefined;
    });
    renderCheckout(session, { session: { user: user('guest', { email: '' }) } });
    const email = await screen.findByTestId('checkout-field-customer_email', {}, { timeout: 3000 });
    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.keyDown(email, { key: 'Enter' });
    // The dialog lists what is owed per currency, with a way to pay it and a link to the past-due page.
    expect(await screen.findByTestId('overdue-amount')).toHaveTextContent('3 TUSD');
    expect(screen.getByTestId('overdue-pay')).toHaveTextContent('Pay');
    expect(within(screen.getByTestId('overdue-invoices')).getByText('ADA-0002')).toBeInTheDocument();
    expect(screen.getByTestId('past-due-page-link')).toHaveAttribute('href', expect.stringContaining('/payment/customer/invoice/past-due?livemode=false&referer='));
    expect(screen.queryByTestId('checkout-toast-error')).not.toBeInTheDocument();
    const submit = calls.find((c) => c.path.endsWith('/submit'))!;
    expect(submit.method).toBe('PUT');
    expect(submit.body).toMatchObject({ customer_email: 'ada@example.com', payment_currency: 'pc_TusdTest1234', payment_method: 'pm_TestChain1234' });
  });

  it.each([
    ['expired', checkoutSession({ status: 'expired' }), 'checkout-expired', 'This link has expired...'],
    ['past its deadline', checkoutSession({ expires_at: Math.floor(Date.now() / 1000) - 5 }), 'checkout-expired', 'Expired Link'],
    ['without items', checkoutSession({ line_items: [] }), 'checkout-empty', 'Seems this checkoutSession is not configured properly'],
    ['paid', checkoutSession({ status: 'complete', payment_status: 'paid' }), 'checkout-completed', 'Thanks! Your guide is on its way.'],
  ])('shows its own page for a session %s', async (_, session, testId, text) => {
    serve(session);
    renderCheckout(session);
    expect(await screen.findByTestId(testId, {}, { timeout: 3000 })).toHaveTextContent(text);
  });

  it('shows Oops when the session cannot be loaded', async () => {
    stubApi(() => jsonResponse({ error: 'No checkout session cs_Gone1234' }, 404));
    renderCheckout(checkoutSession({ id: 'cs_Gone1234' }));
    const page = await screen.findByTestId('checkout-error', {}, { timeout: 3000 });
    expect(page).toHaveTextContent('Oops');
    expect(page).toHaveTextContent('No checkout session cs_Gone1234');
  });

  it('starts a session for a payment link and replaces the address with it', async () => {
    const session = checkoutSession({ id: 'cs_Fresh1234' });
    const calls = serve(session, (call) => (call.path === '/payment/api/checkout-sessions/start/plink_Guide1234' ? jsonResponse(session, 201) : undefined));
    renderCheckout(session, { route: '/payment/checkout/pay/plink_Guide1234' });
    await screen.findByTestId('checkout-summary', {}, { timeout: 3000 });
    expect(calls.filter((c) => c.path.includes('/start/'))).toHaveLength(1);
  });

  it('hides the summary in the minimal modes', async () => {
    const session = checkoutSession();
    serve(session);
    renderUi(
      <Routes>
        <Route path="/payment/checkout/pay/:id" element={<CheckoutPage />} />
      </Routes>,
      { route: `/payment/checkout/pay/${session.id}?mode=inline-minimal`, session: { user: user('guest') } },
    );
    expect(await screen.findByTestId('checkout-panel', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-summary')).not.toBeInTheDocument();
    expect(screen.getByTestId('checkout-page')).toHaveAttribute('data-mode', 'inline-minimal');
  });
});

describe('quantity stepper', () => {
  it('stops at the bounds', () => {
    renderUi(
      <>
        <QuantityStepper name="Low" value={1} bounds={{ min: 1, max: 3 }} onChange={noop} />
        <QuantityStepper name="High" value={3} bounds={{ min: 1, max: 3 }} onChange={noop} />
      </>,
    );
    const [low, high] = screen.getAllByTestId('quantity-stepper');
    expect(within(low).getByTestId('quantity-decrease')).toBeDisabled();
    expect(within(low).getByTestId('quantity-increase')).toBeEnabled();
    expect(within(high).getByTestId('quantity-increase')).toBeDisabled();
    expect(within(high).getByTestId('quantity-decrease')).toBeEnabled();
  });

  it('sends the next quantity and has labels for screen readers', () => {
    const seen: number[] = [];
    renderUi(<QuantityStepper name="Guide" value={2} bounds={{ min: 1, max: 3 }} onChange={(q) => seen.push(q)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Increase the quantity of Guide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease the quantity of Guide' }));
    expect(seen).toEqual([3, 1]);
  });

  it('is bounded by the per-checkout limit and shows the price rule chip when broken', () => {
    const price = lineItem().price;
    const limited = lineItem({ quantity: 3, price: { ...price, quantity_limit_per_checkout: 2 } });
    renderUi(
      <OrderSummary
        session={checkoutSession({ line_items: [limited, lineItem({ id: 'li_2' }), lineItem({ id: 'li_3' })] })}
        currency={currency()}
        total={0n}
        livemode
        busy={false}
        shakeCrossSell={false}
        mobile={false}
        onQuantity={noop}
        onUpsell={noop}
        onCrossSell={noop}
      />,
    );
    const first = screen.getAllByTestId('checkout-line-item')[0];
    expect(within(first).getByTestId('quantity-increase')).toBeDisabled();
    expect(within(first).getByTestId('quantity-error')).toHaveTextContent('Exceed purchase limit');
    expect(screen.queryByTestId('checkout-test-badge')).not.toBeInTheDocument();
  });
});

describe('order summary collapse', () => {
  const summary = (count: number, mobile = false) => (
    <OrderSummary
      session={checkoutSession({ line_items: Array.from({ length: count }, (_, i) => lineItem({ id: `li_${i}` })) })}
      currency={currency()}
      total={0n}
      livemode={false}
      busy={false}
      shakeCrossSell={false}
      mobile={mobile}
      onQuantity={noop}
      onUpsell={noop}
      onCrossSell={noop}
    />
  );

  it('is collapsed under 3 items, open from 3, and always collapsed on small screens', () => {
    expect([1, 2, 3, 4].map((n) => startsCollapsed(n, false))).toEqual([true, true, false, false]);
    expect(startsCollapsed(5, true)).toBe(true);
  });

  it('renders collapsed with 2 items and opens on the toggle', async () => {
    renderUi(summary(2));
    expect(screen.getByTestId('checkout-summary-items')).toHaveAttribute('data-collapsed', 'true');
    const toggle = screen.getByTestId('checkout-summary-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Show 2 items');
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByTestId('checkout-summary-items')).toHaveAttribute('data-collapsed', 'false'));
  });

  it('renders open with 3 items', () => {
    renderUi(summary(3));
    expect(screen.getByTestId('checkout-summary-items')).toHaveAttribute('data-collapsed', 'false');
    expect(screen.getByTestId('checkout-summary-toggle')).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('donation amount', () => {
  const tipItem = () =>
    lineItem({
      custom_amount: '5000000',
      adjustable_quantity: null,
      price: { ...lineItem().price, unit_amount: '0', custom_unit_amount: { presets: ['1000000', '5000000', '10000000'], minimum: '100000', maximum: '1000000000' } },
    });

  it('starts on the middle preset, shows the Tab hint and sends a chosen preset', async () => {
    const sent: string[] = [];
    renderUi(<DonationAmount item={tipItem()} link={null} currency={currency()} onAmount={async (u) => sent.push(u)} />);
    const presets = screen.getAllByTestId('donation-preset');
    expect(presets.map((p) => p.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    expect(screen.getByTestId('donation-tab-hint')).toBeInTheDocument();
    fireEvent.click(presets[2]);
    expect(sent).toEqual(['10000000']);
  });

  it('shows the between message for a custom amount out of range', async () => {
    const valid: boolean[] = [];
    renderUi(<DonationAmount item={tipItem()} link={null} currency={currency()} onAmount={async () => undefined} onValidChange={(v) => valid.push(v)} />);
    fireEvent.click(screen.getByTestId('donation-custom'));
    const input = await screen.findByTestId('donation-custom-input');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 900));
    });
    fireEvent.change(input, { target: { value: '0.01' } });
    expect(await screen.findByText('Please enter an amount between 0.1 and 1000.')).toBeInTheDocument();
    expect(valid.at(-1)).toBe(false);
  });
});
