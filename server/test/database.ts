import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server of DATABASE_URL (dropped again on close), so both run the same tests.
 */
export async function createTestDatabase(options: { migrate?: boolean; kind?: 'pglite' | 'postgres' } = {}): Promise<DatabaseHandle> {
  const adminUrl = options.kind === 'pglite' ? undefined : loadConfig().databaseUrl;
  if (options.kind === 'postgres' && !adminUrl) throw new Error('DATABASE_URL is needed for a PostgreSQL test database');
  let handle: DatabaseHandle;
  if (!adminUrl) {
    handle = await openDatabase({ kind: 'pglite' });
  } else {
    const fresh = await createFreshPostgresDatabase(adminUrl);
    const inner = await openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 4 });
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        await fresh.drop();
      },
    };
  }
  if (options.migrate !== false) await migrateToLatest(handle.db);
  return handle;
}

/** The Postgres server under test, for tests that need a URL of their own (spawned servers). */
export function testPostgresUrl(): string | undefined {
  return loadConfig().databaseUrl;
}

/** Creates an empty database beside the one in adminUrl; `drop` removes it, closing its sessions. */
export async function createFreshPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mintgate_test_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
