import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { DatabaseHandle } from '../server/db/connect';
import { createTestDatabase } from '../server/test/database';

/** Runs a benchmark on a fresh embedded database, then on PostgreSQL when DATABASE_URL is set. */
export async function onEachDatabase(bench: (label: string, database: DatabaseHandle) => Promise<void>) {
  const targets = [
    { label: 'Embedded database (PGlite)', kind: 'pglite' as const },
    ...(process.env.DATABASE_URL ? [{ label: 'PostgreSQL', kind: 'postgres' as const }] : []),
  ];
  for (const target of targets) {
    const database = await createTestDatabase({ kind: target.kind });
    try {
      await bench(target.label, database);
    } finally {
      await database.close();
    }
  }
}

/** The real app on that database, quiet and listening on a free port. */
export async function listeningApp(database: DatabaseHandle, configure?: (app: FastifyInstance) => void) {
  const config = loadConfig({ SEED: 'none', LOG_LEVEL: 'silent', TESTNET_DIR: 'memory', APP_SECRET: 'bench-secret-bench-secret-bench-secret-00', PAYMENT_WATCH_SECONDS: '3600' });
  const app = await buildApp({ config, database, logger: false });
  configure?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}
