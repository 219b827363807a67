import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

export type InboxFilter = {
  receiver: string;
  read?: boolean;
  severity?: string;
  componentDid?: string;
  id?: string;
  limit: number;
  offset: number;
};

function inbox(db: Db, filter: Omit<InboxFilter, 'limit' | 'offset'>) {
  let query = db
    .selectFrom('notification_receivers as r')
    .innerJoin('notifications as n', 'n.id', 'r.notification_id')
    .where('r.receiver', '=', filter.receiver);
  if (filter.read !== undefined) query = query.where('r.read_at', filter.read ? 'is not' : 'is', null);
  if (filter.severity) query = query.where('n.severity', '=', filter.severity);
  if (filter.componentDid) query = query.where('n.component_did', '=', filter.componentDid);
  if (filter.id) query = query.where('n.id', '=', filter.id);
  return query;
}

export async function listInbox(db: Db, filter: InboxFilter) {
  const [rows, total] = await Promise.all([
    inbox(db, filter)
      .selectAll('n')
      .select(['r.receiver', 'r.read_at'])
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    inbox(db, filter).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

export type InboxRow = Awaited<ReturnType<typeof listInbox>>['rows'][number];

export async function countUnread(db: Db, receiver: string): Promise<number> {
  const row = await db
    .selectFrom('notification_receivers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('receiver', '=', receiver)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the receiver's unread notifications read; returns the ids that changed. */
export async function markRead(db: Db, receiver: string, ids: string[] | 'all'): Promise<string[]> {
  if (ids !== 'all' && ids.length === 0) return [];
  let query = db
    .updateTable('notification_receivers')
    .set({ read_at: sql<Date>`now()` })
    .where('receiver', '=', receiver)
    .where('read_at', 'is', null);
  if (ids !== 'all') query = query.where('notification_id', 'in', ids);
  const rows = await query.returning('notification_id').execute();
  return rows.map((r) => r.notification_id);
}
