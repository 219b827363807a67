import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '../../../test/render';
import { stubApi } from '../../../test/api-stub';
import { jsonResponse } from '../../../test/fixtures';
import { attempt } from '../../../test/payment-fixtures';
import { WebhookAttemptsTable } from './WebhookAttemptsTable';

const ENDPOINT = 'we_Shop1234abcd';

describe('WebhookAttemptsTable', () => {
  it('lists deliveries with their status and resends a failed one', async () => {
    const attempts = [
      attempt({ id: 'wa_2', event_id: 'evt_Fail1234abcd', event_type: 'checkout.session.completed', status: 'failed', attempt: 3, response_status: 500, error: 'HTTP 500' }),
      attempt(),
    ];
    const calls = stubApi((call) => {
      if (call.path === `/payment/api/webhook-endpoints/${ENDPOINT}/attempts`) return jsonResponse({ list: attempts, count: 2 });
      if (call.path === `/payment/api/webhook-endpoints/${ENDPOINT}/resend`) return jsonResponse({ queued: true }, 202);
      return undefined;
    });
    renderUi(<WebhookAttemptsTable endpointId={ENDPOINT} />);

    const rows = await screen.findAllByTestId('webhook-attempt-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByTestId('webhook-attempt-status')).toHaveTextContent('Failed');
    expect(within(rows[0]).getByText('checkout.session.completed')).toBeInTheDocument();
    expect(within(rows[1]).getByTestId('webhook-attempt-status')).toHaveTextContent('Succeeded');
    // Only a failed delivery offers to send again.
    expect(within(rows[1]).queryByTestId('webhook-resend')).not.toBeInTheDocument();
    expect(calls[0].query.get('page')).toBe('1');
    expect(calls[0].query.get('pageSize')).toBe('10');

    fireEvent.click(within(rows[0]).getByTestId('webhook-resend'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ event_id: 'evt_Fail1234abcd' });
    expect(await screen.findByText('checkout.session.completed queued for delivery again')).toBeInTheDocument();
  });

  it('says so when nothing was delivered yet', async () => {
    stubApi(() => jsonResponse({ list: [], count: 0 }));
    renderUi(<WebhookAttemptsTable endpointId={ENDPOINT} />);
    expect(await screen.findByText('No deliveries yet.')).toBeInTheDocument();
  });

  it('shows the server’s error when the log cannot be read', async () => {
    stubApi(() => jsonResponse({ error: 'No webhook endpoint we_Shop1234abcd' }, 404));
    renderUi(<WebhookAttemptsTable endpointId={ENDPOINT} />);
    expect(await screen.findByTestId('table-error')).toHaveTextContent('No webhook endpoint we_Shop1234abcd');
  });
});
