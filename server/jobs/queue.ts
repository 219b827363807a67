import PgBoss from 'pg-boss';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../db/connect';
import type { Database } from '../db/types';

/** Queue names, one per kind of background work. */
export const QUEUES = {
  webhookDelivery: 'webhook-delivery',
  checkoutExpire: 'checkout-expire',
  notify: 'notify',
  creditGrantTimer: 'credit-grant-timer',
} as const;

type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** pg-boss's view of a Kysely connection or transaction, so jobs can be queued inside one. */
function bossDb(db: Kysely<Database> | Transaction<Database>, execScript?: (sql: string) => Promise<unknown[]>) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      // Its schema scripts hold several statements and no parameters: they need the simple protocol.
      if (execScript && values.length === 0) return { rows: (await execScript(text)) as never[] };
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as never[] };
    },
  };
}

export type JobQueue = {
  /** Queues a job; pass the transaction that makes the change so both land or neither does. */
  send: (
    queue: QueueName,
    data: object,
    options: { trx?: Transaction<Database>; retryLimit?: number; retryDelay?: number; startAfter?: Date },
  ) => Promise<string | null>;
  work: <T extends object>(queue: QueueName, handler: (job: PgBoss.JobWithMetadata<T>) => Promise<void>) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * Starts pg-boss on the app's own database: its tables live in the `pgboss` schema beside ours.
 * All its SQL goes through Kysely, so on PGlite it waits its turn on the one connection.
 */
export async function startJobQueue(
  database: Pick<DatabaseHandle, 'db' | 'execScript'>,
  options: { pollingIntervalSeconds?: number; onError: (error: Error) => void },
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: bossDb(database.db, database.execScript),
    schema: 'pgboss',
    schedule: false,
    supervise: true,
  });
  // An unhandled 'error' event would end the process; a failed poll is logged and retried.
  boss.on('error', options.onError);
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { name });
  }
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  return {
    send: (queue, data, { trx, retryLimit, retryDelay, startAfter }) =>
      boss.send(queue, data, {
        ...(trx ? { db: bossDb(trx) } : {}),
        ...(startAfter ? { startAfter } : {}),
        ...(retryLimit !== undefined ? { retryLimit, retryDelay, retryBackoff: true } : {}),
      }),
    work: async (queue, handler) => {
      await boss.work(queue, { pollingIntervalSeconds, includeMetadata: true, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job as PgBoss.JobWithMetadata<never>);
      });
    },
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }),
  };
}
