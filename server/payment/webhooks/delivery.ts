import { Webhook } from 'standardwebhooks';
import type { AppContext } from '../../context';
import { newId } from '../../lib/ids';
import { toEvent } from '../events/service';

const TIMEOUT_MS = 10_000;
const KEEP_BODY_CHARS = 2000;

export class DeliveryFailed extends Error {}

/**
 * Posts one event to one endpoint, signed per Standard Webhooks (`webhook-id` is the event id,
 * the same on every retry, so receivers can drop duplicates). Every try is logged; a non-2xx
 * answer or a network error throws so the queue retries with backoff.
 */
export async function deliverWebhook(ctx: AppContext, input: { eventId: string; endpointId: string; attempt: number }) {
  const endpoint = await ctx.db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('id', '=', input.endpointId)
    .executeTakeFirst();
  const event = await ctx.db.selectFrom('events').selectAll().where('id', '=', input.eventId).executeTakeFirst();
  // A deleted or disabled endpoint gets nothing more.
  if (!endpoint || !event || endpoint.status !== 'enabled') return;

  const body = JSON.stringify(toEvent(event));
  const sentAt = new Date();
  const signature = new Webhook(ctx.secrets.open(endpoint.secret_encrypted)).sign(event.id, sentAt, body);
  const started = Date.now();
  let status: number | null = null;
  let responseBody = '';
  let error: string | null = null;
  try {
    const response = await fetch(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mintgate-Webhooks/1',
        'webhook-id': event.id,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'manual',
    });
    status = response.status;
    responseBody = (await response.text()).slice(0, KEEP_BODY_CHARS);
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  const succeeded = status !== null && status >= 200 && status < 300;
  await ctx.db
    .insertInto('webhook_attempts')
    .values({
      id: newId('wa'),
      livemode: endpoint.livemode,
      event_id: event.id,
      webhook_endpoint_id: endpoint.id,
      attempt: input.attempt,
      status: succeeded ? 'succeeded' : 'failed',
      response_status: status,
      response_body: responseBody,
      error,
      duration_ms: Date.now() - started,
    })
    .execute();
  if (!succeeded) throw new DeliveryFailed(error ?? `endpoint answered ${status}`);
}
