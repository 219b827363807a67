import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './types';
import { lockDataDir } from './data-dir-lock';

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Runs SQL that may hold several statements (simple protocol), as the job queue's schema does. */
  execScript: (sql: string) => Promise<unknown[]>;
  close: () => Promise<void>;
};

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

// pg returns int8 as a string while PGlite returns a number; counts and row numbers are int8, so
// both drivers agree on number. Money never uses int8: it is numeric(78,0), a string in both.
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, types: pgTypes });
    // An idle connection the server drops (restart, or a test database being removed) emits
    // 'error' on the pool; unhandled, that would end the process. The pool replaces it.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error(`database connection lost: ${error.message}`);
    });
    // Fail at start-up, not on the first request, when the server is unreachable.
    const client = await pool.connect();
    client.release();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const execScript = async (text: string) => {
      const result = await pool.query(text);
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return last?.rows ?? [];
    };
    return { db, kind: 'postgres', execScript, close: () => db.destroy() };
  }

  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  try {
    const client = await PGlite.create(options.dataDir ? { dataDir: path.join(options.dataDir, 'db') } : {});
    const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
    // PGlite has one session: holding Kysely's connection keeps the script out of any open transaction.
    const execScript = (text: string) =>
      db.connection().execute(async () => {
        const results = await client.exec(text);
        return results[results.length - 1]?.rows ?? [];
      });
    return {
      db,
      kind: 'pglite',
      execScript,
      close: async () => {
        try {
          await db.destroy();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
