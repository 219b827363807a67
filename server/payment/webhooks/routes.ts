import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idOf, pageQuery } from '../../../common/payment/amount';
import { EVENT_TYPES } from '../../../common/payment/events';
import { webhookEndpointCreateBody, webhookEndpointUpdateBody } from '../../../common/payment/catalog';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { QUEUES } from '../../jobs/queue';
import { notFound, validationError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { toEvent } from '../events/service';
import { requireMerchant } from '../merchant-auth';
import type { Selectable } from 'kysely';

type EndpointRow = Selectable<Database['webhook_endpoints']>;

function toEndpoint(row: EndpointRow) {
  return {
    id: row.id,
    object: 'webhook_endpoint',
    livemode: row.livemode,
    url: row.url,
    description: row.description,
    enabled_events: row.enabled_events,
    status: row.status,
    metadata: row.metadata,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

function checkEvents(events: string[] | undefined) {
  const unknown = (events ?? []).filter((e) => e !== '*' && !(EVENT_TYPES as readonly string[]).includes(e));
  if (unknown.length) {
    throw validationError(unknown.map((e) => ({ path: 'enabled_events', message: `${e} is not an event type` })));
  }
}

export async function webhookRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: idOf('we') });

  async function findEndpoint(id: string, livemode: boolean) {
    const row = await ctx.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', id)
      .where('livemode', '=', livemode)
      .executeTakeFirst();
    if (!row) throw notFound(`No webhook endpoint ${id}`);
    return row;
  }

  typed.post('/webhook-endpoints', { schema: { body: webhookEndpointCreateBody } }, async (request, reply) => {
    const merchant = await requireMerchant(ctx, request);
    checkEvents(request.body.enabled_events);
    // The signing secret is shown once; it is stored encrypted because every delivery needs it.
    const secret = `whsec_${randomBytes(24).toString('base64')}`;
    const row = await ctx.db
      .insertInto('webhook_endpoints')
      .values({
        id: newId('we'),
        livemode: merchant.livemode,
        url: request.body.url,
        description: request.body.description ?? '',
        enabled_events: JSON.stringify(request.body.enabled_events),
        secret_encrypted: ctx.secrets.seal(secret),
        metadata: JSON.stringify(request.body.metadata ?? {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return reply.status(201).send({ ...toEndpoint(row), secret });
  });

  typed.get('/webhook-endpoints', { schema: { querystring: z.object(pageQuery).passthrough() } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    const { page, pageSize } = request.query;
    const base = ctx.db.selectFrom('webhook_endpoints').where('livemode', '=', merchant.livemode);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('created_at', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(toEndpoint), count: Number(total.n) };
  });

  typed.get('/webhook-endpoints/:id', { schema: { params } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    return toEndpoint(await findEndpoint(request.params.id, merchant.livemode));
  });

  typed.put('/webhook-endpoints/:id', { schema: { params, body: webhookEndpointUpdateBody } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    await findEndpoint(request.params.id, merchant.livemode);
    checkEvents(request.body.enabled_events);
    const { enabled_events, metadata, ...rest } = request.body;
    const row = await ctx.db
      .updateTable('webhook_endpoints')
      .set({
        ...rest,
        ...(enabled_events ? { enabled_events: JSON.stringify(enabled_events) } : {}),
        ...(metadata ? { metadata: JSON.stringify(metadata) } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', request.params.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEndpoint(row);
  });

  typed.delete('/webhook-endpoints/:id', { schema: { params } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    await findEndpoint(request.params.id, merchant.livemode);
    await ctx.db.deleteFrom('webhook_endpoints').where('id', '=', request.params.id).execute();
    return { id: request.params.id, deleted: true };
  });

  /** The delivery log of one endpoint, newest first. */
  typed.get(
    '/webhook-endpoints/:id/attempts',
    { schema: { params, querystring: z.object(pageQuery).passthrough() } },
    async (request) => {
      const merchant = await requireMerchant(ctx, request);
      await findEndpoint(request.params.id, merchant.livemode);
      const { page, pageSize } = request.query;
      const base = ctx.db
        .selectFrom('webhook_attempts as a')
        .innerJoin('events as e', 'e.id', 'a.event_id')
        .where('a.webhook_endpoint_id', '=', request.params.id);
      const [rows, total] = await Promise.all([
        base
          .select(['a.id', 'a.event_id', 'e.type as event_type', 'a.attempt', 'a.status', 'a.response_status', 'a.response_body', 'a.error', 'a.duration_ms', 'a.created_at'])
          .orderBy('a.created_at', 'desc')
          .orderBy('a.attempt', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        list: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
        count: Number(total.n),
      };
    },
  );

  /** Sends an event to the endpoint again, as a new delivery with its own retries. */
  typed.post(
    '/webhook-endpoints/:id/resend',
    { schema: { params, body: z.object({ event_id: idOf('evt') }) } },
    async (request, reply) => {
      const merchant = await requireMerchant(ctx, request);
      await findEndpoint(request.params.id, merchant.livemode);
      const event = await ctx.db
        .selectFrom('events')
        .select('id')
        .where('id', '=', request.body.event_id)
        .where('livemode', '=', merchant.livemode)
        .executeTakeFirst();
      if (!event) throw notFound(`No event ${request.body.event_id}`);
      await ctx.jobs.send(
        QUEUES.webhookDelivery,
        { eventId: event.id, endpointId: request.params.id, manual: true },
        { retryLimit: ctx.config.webhookRetryLimit, retryDelay: ctx.config.webhookRetryDelaySeconds },
      );
      return reply.status(202).send({ queued: true });
    },
  );

  typed.get(
    '/events',
    { schema: { querystring: z.object({ ...pageQuery, type: z.string().max(100).optional(), object_id: z.string().max(100).optional() }).passthrough() } },
    async (request) => {
      const merchant = await requireMerchant(ctx, request);
      const { page, pageSize, type, object_id } = request.query;
      let base = ctx.db.selectFrom('events').where('livemode', '=', merchant.livemode);
      if (type) base = base.where('type', '=', type);
      if (object_id) base = base.where('object_id', '=', object_id);
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(toEvent), count: Number(total.n) };
    },
  );

  typed.get('/events/:id', { schema: { params: z.object({ id: idOf('evt') }) } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    const row = await ctx.db
      .selectFrom('events')
      .selectAll()
      .where('id', '=', request.params.id)
      .where('livemode', '=', merchant.livemode)
      .executeTakeFirst();
    if (!row) throw notFound(`No event ${request.params.id}`);
    return toEvent(row);
  });
}
