import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import { createTestDatabase } from './database';

export type TestApp = { app: FastifyInstance; database: DatabaseHandle; config: Config; close: () => Promise<void> };

/** The real app on a fresh database, without a logger or a listening socket. */
export async function createTestApp(
  env: Record<string, string> = {},
  configure?: (app: FastifyInstance) => void | Promise<void>,
  deps: Pick<AppDeps, 'chainClient'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    SEED: 'none',
    // A fixed key keeps tests from writing one into ./data; quick polling keeps job tests short.
    APP_SECRET: 'test-secret-test-secret-test-secret-0000',
    JOB_POLL_SECONDS: '0.5',
    TESTNET_DIR: 'memory',
    // Tests run the payment watcher themselves, when they mean to.
    PAYMENT_WATCH_SECONDS: '3600',
    ...env,
  });
  const app = await buildApp({ ...deps, config, database, logger: false });
  await configure?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
