import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_SEVERITIES } from '../../../common/identity';
import { booleanQuery } from '../../../common/payment/amount';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { requireRole, requireUser } from '../auth/request-user';
import { getNotification, listNotifications, notify, readNotifications } from './service';


export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/user/notifications',
    {
      schema: {
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(10),
          read: booleanQuery.optional(),
          severity: z.enum(NOTIFICATION_SEVERITIES).optional(),
          componentDid: z.string().max(200).optional(),
          id: z.string().max(100).optional(),
        }),
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return listNotifications(ctx, user.did, request.query);
    },
  );

  typed.put(
    '/user/notifications/read',
    {
      schema: {
        body: z.union([
          z.object({ ids: z.array(z.string().max(100)).min(1).max(500) }),
          z.object({ all: z.literal(true) }),
        ]),
      },
    },
    async (request) => {
      const user = await requireUser(ctx, request);
      return readNotifications(ctx, user.did, 'all' in request.body ? 'all' : request.body.ids);
    },
  );

  typed.post(
    '/admin/notifications',
    {
      schema: {
        body: z.object({
          title: z.string().trim().min(1).max(200),
          description: z.string().max(2000).default(''),
          severity: z.enum(NOTIFICATION_SEVERITIES).default('normal'),
          sticky: z.boolean().optional(),
          receivers: z.array(z.string().min(1).max(200)).min(1).max(1000),
        }),
      },
    },
    async (request, reply) => {
      const sender = await requireRole(ctx, request, ['owner', 'admin']);
      const { id } = await notify(ctx, {
        ...request.body,
        source: 'system',
        actorInfo: { did: sender.did, fullName: sender.fullName, avatar: sender.avatar },
      });
      // Answer with the sender's view of it: the first receiver's copy, without others' read state.
      const notification = await getNotification(ctx, request.body.receivers[0], id);
      if (!notification) throw notFound();
      const { receivers: _receivers, read: _read, ...shared } = notification;
      return reply.status(201).send({ notification: { ...shared, receivers: request.body.receivers.map((receiver) => ({ receiver })) } });
    },
  );
}
