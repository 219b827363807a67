import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { DataDirLockedError } from './db/data-dir-lock';
import { migrateToLatest } from './db/migrate';
import { runSeeds } from './db/seed';
import { demoSeedSteps } from './demo-seed';

/** The address to print: a name a browser treats as a real host, not a bare IP. */
function localUrl(host: string, port: number): string {
  const local = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host);
  return `http://${local ? 'localhost' : host.includes(':') ? `[${host}]` : host}:${port}`;
}

export type RunningServer = { app: FastifyInstance; database: DatabaseHandle; url: string; stop: () => Promise<void> };

/** Opens the database, migrates, seeds, builds the app and listens. */
export async function startServer(
  config: Config,
  options: { configure?: (app: FastifyInstance) => void | Promise<void> } = {},
): Promise<RunningServer> {
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  let app: FastifyInstance | undefined;
  try {
    const applied = await migrateToLatest(database.db);
    app = await buildApp({ config, database });
    if (applied.length) app.log.info({ migrations: applied }, 'migrations applied');
    if (config.seed === 'demo') {
      const seeded = await runSeeds(app.ctx, demoSeedSteps);
      if (seeded.length) app.log.info({ steps: seeded }, 'demo data seeded');
    }
    await options.configure?.(app);
    await app.listen({ port: config.port, host: config.host });
    const url = config.appUrl ?? localUrl(config.host, (app.server.address() as AddressInfo).port);

    let stopping: Promise<void> | undefined;
    const running: FastifyInstance = app;
    const stop = () =>
      (stopping ??= (async () => {
        // close() stops accepting, answers 503 to new requests on open connections and waits
        // for in-flight ones; the database closes only after the last of them.
        try {
          await running.close();
        } finally {
          await database.close();
        }
      })());
    return { app, database, url, stop };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
}

function printUrls(server: RunningServer, config: Config) {
  const base = server.url;
  const lines = [
    `Mintgate is running (${server.database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
    `  Plugin store:   ${base}/`,
    `  Payments:       ${base}/payment/admin   (owner/admin; test mode has the demo shop)`,
    `  Health:         ${base}/healthz`,
  ];
  console.log(lines.join('\n'));
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let server: RunningServer;
  try {
    server = await startServer(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  printUrls(server, config);

  const shutdown = (signal: string) => {
    server.app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      server.app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    server.stop().then(
      () => process.exit(0),
      (error) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
