import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Database } from './db/types';

/** What every service function receives: the parsed config, the database and the app's identity. */
export type AppContext = {
  config: Config;
  db: Kysely<Database>;
  appIdentity: { did: string };
};
