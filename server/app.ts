import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/connect';
import { startJobQueue } from './jobs/queue';
import { createSecretBox, loadAppSecret } from './lib/secrets';
import { isFullyMigrated } from './db/migrate';
import { sendError } from './lib/errors';
import { appConfigRoutes } from './platform/app-config/routes';
import { ensureAppIdentity, packageVersion } from './platform/app-config/service';
import { webPages } from './web-pages';
import { PLATFORM_API, SESSION_COOKIE } from '../common/identity';
import { authRoutes } from './platform/auth/routes';
import { userForToken } from './platform/auth/service';
import { avatarRoutes } from './platform/avatar/routes';
import { notificationRoutes } from './platform/notifications/routes';
import { startNotificationWorker } from './platform/notifications/service';
import { createRealtime } from './platform/realtime/service';
import { userRoutes } from './platform/users/routes';
import { paymentApi, startPaymentWorkers } from './payment/routes';
import { storeApi } from './store/routes';
import { createTestnet } from './payment/rails/testnet/chain';

export type AppDeps = {
  config: Config;
  database: Pick<DatabaseHandle, 'db' | 'execScript'>;
  /** Clients of the EVM chains this install can reach (contract-wallet sign-in); none by default. */
  chainClient?: AppContext['chainClient'];
  /** A pino logger to use, or false for none (tests). Defaults to one at config.logLevel. */
  logger?: FastifyBaseLogger | false;
};

/** Builds the whole app without listening: main.ts listens, tests use `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { db } = database;
  const app = Fastify({
    ...(deps.logger === undefined
      ? { logger: { level: config.logLevel } }
      : deps.logger === false
        ? { logger: false }
        : { loggerInstance: deps.logger }),
    // One log line per request is written in onResponse below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: true,
  }) as unknown as FastifyInstance;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error, _request, reply) => sendError(reply, error));

  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
    done();
  });

  // While closing, answers still in flight end their keep-alive connection, so close() does not
  // wait for the client's idle timeout before the database can be closed.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(fastifyCookie);
  // The OpenAPI document is built from the same zod schemas that validate each route.
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Mintgate API', version: packageVersion } },
    transform: jsonSchemaTransform,
  });

  const appIdentity = await ensureAppIdentity(db);
  const jobs = await startJobQueue(database, {
    pollingIntervalSeconds: config.jobPollSeconds,
    onError: (error) => app.log.error({ err: error }, 'job queue error'),
  });
  // Workers stop before the database closes; in-flight jobs finish first.
  app.addHook('onClose', async () => jobs.stop());
  const ctx: AppContext = {
    config,
    db,
    appIdentity,
    chainClient: deps.chainClient ?? (() => undefined),
    jobs,
    secrets: createSecretBox(loadAppSecret({ appSecret: config.appSecret, dataDir: config.dataDir })),
    testnet: createTestnet({ dbPath: config.testnetDir }),
    checkoutCompleted: [],
    realtime: createRealtime({
      appDid: appIdentity.did,
      userForHandshake: async (handshake) => {
        const token =
          (typeof handshake.auth?.token === 'string' && handshake.auth.token) ||
          app.parseCookie(handshake.headers.cookie ?? '')[SESSION_COOKIE];
        return token ? userForToken(ctx, token) : null;
      },
    }),
  };
  app.decorate('ctx', ctx);
  ctx.realtime.attach(app.server);
  app.addHook('preClose', async () => ctx.realtime.close());
  app.addHook('onClose', async () => ctx.testnet.close());

  // Health answers ok only once the schema is current, so a load balancer never routes to a
  // process still migrating. Once true it stays true for the life of the process.
  let migrated = false;
  app.get('/healthz', async (_request, reply) => {
    migrated ||= await isFullyMigrated(db);
    if (!migrated) return reply.status(503).send({ status: 'starting' });
    return { status: 'ok' };
  });

  app.get('/payment/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await appConfigRoutes(app, ctx);
  await avatarRoutes(app, ctx);
  await app.register(
    async (platform) => {
      await authRoutes(platform, ctx);
      await userRoutes(platform, ctx);
      await notificationRoutes(platform, ctx);
    },
    { prefix: PLATFORM_API },
  );
  await app.register(async (payment) => paymentApi(payment, ctx), { prefix: '/payment/api' });
  await app.register(async (store) => storeApi(store, ctx), { prefix: '/api' });
  await startNotificationWorker(ctx);
  const stopWatcher = await startPaymentWorkers(ctx, (error) => app.log.error({ err: error }, 'payment watcher failed'));
  app.addHook('preClose', async () => stopWatcher());
  await webPages(app, { distDir: config.webDistDir });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
