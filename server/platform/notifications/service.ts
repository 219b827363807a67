import {
  USER_EVENTS,
  type Notification,
  type NotificationCreateEvent,
  type NotificationReadEvent,
  type NotificationSeverity,
} from '../../../common/identity';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { QUEUES } from '../../jobs/queue';
import { newId } from '../../lib/ids';
import { countUnread, listInbox, markRead, type InboxRow } from './repo';

export type NotifyInput = {
  title: string;
  description?: string;
  severity?: NotificationSeverity;
  source?: 'system' | 'component';
  componentDid?: string | null;
  sticky?: boolean;
  receivers: string[];
  activity?: Notification['activity'];
  actorInfo?: Notification['actorInfo'];
};

function toNotification(row: InboxRow): Notification {
  const read = row.read_at !== null;
  return {
    id: row.id,
    severity: row.severity as NotificationSeverity,
    title: row.title,
    description: row.description,
    source: row.source,
    componentDid: row.component_did,
    sticky: row.sticky,
    receivers: [{ receiver: row.receiver, read, readAt: row.read_at ? new Date(row.read_at).toISOString() : null }],
    activity: (row.activity as Notification['activity']) ?? null,
    actorInfo: (row.actor_info as Notification['actorInfo']) ?? null,
    read,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Queues a notification inside another part's transaction: it is sent once that change has
 * committed, and never for a change that rolled back.
 */
export async function queueNotification(ctx: AppContext, trx: Transaction<Database>, input: NotifyInput): Promise<void> {
  await ctx.jobs.send(QUEUES.notify, input, { trx, retryLimit: 3, retryDelay: 5 });
}

/**
 * Stores a notification for its receivers and pushes it to each one's user channel. Other parts
 * call this after their own change has committed.
 */
export async function notify(ctx: AppContext, input: NotifyInput): Promise<{ id: string }> {
  const receivers = [...new Set(input.receivers)];
  const id = newId('ntf');
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('notifications')
      .values({
        id,
        severity: input.severity ?? 'normal',
        title: input.title,
        description: input.description ?? '',
        source: input.source ?? 'system',
        component_did: input.componentDid ?? null,
        sticky: input.sticky ?? false,
        activity: input.activity ? JSON.stringify(input.activity) : null,
        actor_info: input.actorInfo ? JSON.stringify(input.actorInfo) : null,
      })
      .execute();
    if (receivers.length) {
      await trx
        .insertInto('notification_receivers')
        .values(receivers.map((receiver) => ({ notification_id: id, receiver })))
        .execute();
    }
  });
  await Promise.all(
    receivers.map(async (receiver) => {
      const { rows } = await listInbox(ctx.db, { receiver, id, limit: 1, offset: 0 });
      const event: NotificationCreateEvent = {
        notification: toNotification(rows[0]),
        unread: await countUnread(ctx.db, receiver),
      };
      ctx.realtime.publishToUser(receiver, USER_EVENTS.notificationCreate, event);
    }),
  );
  return { id };
}

export async function listNotifications(
  ctx: AppContext,
  receiver: string,
  query: { page: number; pageSize: number; read?: boolean; severity?: string; componentDid?: string; id?: string },
) {
  const { rows, count } = await listInbox(ctx.db, {
    receiver,
    read: query.read,
    severity: query.severity,
    componentDid: query.componentDid,
    id: query.id,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { list: rows.map(toNotification), count, unread: await countUnread(ctx.db, receiver) };
}

export async function getNotification(ctx: AppContext, receiver: string, id: string): Promise<Notification | null> {
  const { rows } = await listInbox(ctx.db, { receiver, id, limit: 1, offset: 0 });
  return rows[0] ? toNotification(rows[0]) : null;
}

/** Marks read and tells the user's other tabs, so every badge falls by what actually changed. */
export async function readNotifications(
  ctx: AppContext,
  receiver: string,
  ids: string[] | 'all',
): Promise<NotificationReadEvent> {
  const changed = await markRead(ctx.db, receiver, ids);
  const event: NotificationReadEvent = { ids: changed, unread: await countUnread(ctx.db, receiver) };
  if (changed.length) ctx.realtime.publishToUser(receiver, USER_EVENTS.notificationRead, event);
  return event;
}

/** Sends the notifications queued by queueNotification. */
export async function startNotificationWorker(ctx: AppContext): Promise<void> {
  await ctx.jobs.work<NotifyInput>(QUEUES.notify, async (job) => {
    await notify(ctx, job.data);
  });
}
