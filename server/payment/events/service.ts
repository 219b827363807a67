import type { Transaction } from 'kysely';
import type { EventType } from '../../../common/payment/events';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { QUEUES } from '../../jobs/queue';
import { newId } from '../../lib/ids';

export type EventInput = {
  livemode: boolean;
  type: EventType;
  objectType: string;
  object: { id: string } & Record<string, unknown>;
  requestedBy?: string;
  idempotencyKey?: string;
};

/**
 * Writes an event inside the transaction that made the change, and queues its webhook
 * deliveries in the same transaction: a change is never committed without its event, nor an
 * event sent for a change that rolled back.
 */
export async function recordEvent(ctx: AppContext, trx: Transaction<Database>, input: EventInput): Promise<string> {
  const id = newId('evt');
  await trx
    .insertInto('events')
    .values({
      id,
      livemode: input.livemode,
      type: input.type,
      object_type: input.objectType,
      object_id: input.object.id,
      data: JSON.stringify({ object: input.object }),
      request: JSON.stringify({ requested_by: input.requestedBy ?? null, idempotency_key: input.idempotencyKey ?? null }),
    })
    .execute();

  const endpoints = await trx
    .selectFrom('webhook_endpoints')
    .select(['id', 'enabled_events'])
    .where('livemode', '=', input.livemode)
    .where('status', '=', 'enabled')
    .execute();
  for (const endpoint of endpoints) {
    if (!endpoint.enabled_events.includes('*') && !endpoint.enabled_events.includes(input.type)) continue;
    await ctx.jobs.send(
      QUEUES.webhookDelivery,
      { eventId: id, endpointId: endpoint.id },
      { trx, retryLimit: ctx.config.webhookRetryLimit, retryDelay: ctx.config.webhookRetryDelaySeconds },
    );
  }
  return id;
}

export function toEvent(row: {
  id: string;
  livemode: boolean;
  type: string;
  data: Record<string, unknown>;
  request: Record<string, unknown>;
  created_at: Date;
}) {
  return {
    id: row.id,
    object: 'event',
    type: row.type,
    livemode: row.livemode,
    created: Math.floor(new Date(row.created_at).getTime() / 1000),
    data: row.data,
    request: row.request,
  };
}
