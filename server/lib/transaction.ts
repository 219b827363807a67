import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';

/** Runs `fn` in the caller's transaction when there is one, else in a new one. */
export function inTransaction<T>(
  db: Kysely<Database>,
  trx: Transaction<Database> | undefined,
  fn: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return trx ? fn(trx) : db.transaction().execute(fn);
}
