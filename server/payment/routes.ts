import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { QUEUES } from '../jobs/queue';
import { registerIdempotency } from '../lib/idempotency';
import { apiKeyRoutes } from './api-keys/routes';
import { paymentLinkRoutes } from './catalog/payment-links/routes';
import { paymentMethodRoutes } from './catalog/payment-methods/routes';
import { priceRoutes } from './catalog/prices/routes';
import { productRoutes } from './catalog/products/routes';
import { customerRoutes } from './customers/routes';
import { billingRoutes } from './billing/routes';
import { creditRoutes } from './credit/routes';
import { refreshCreditGrant } from './credit/service';
import { settingsRoutes } from './settings/routes';
import { deliverWebhook } from './webhooks/delivery';
import { webhookRoutes } from './webhooks/routes';
import { testnetRoutes } from './rails/testnet/routes';
import { checkoutRoutes } from './checkout/routes';
import { checkoutPayRoutes } from './checkout/pay-routes';
import { expireSession } from './checkout/service';
import { startPaymentWatcher } from './checkout/watcher';

/** The payment kit's API, mounted at /payment/api, and its background workers. */
export async function paymentApi(app: FastifyInstance, ctx: AppContext) {
  registerIdempotency(app, ctx.db);
  // Relay channels: a checkout's events go to whoever holds its (unguessable) id; a customer's
  // events only to the signed-in user that customer belongs to.
  ctx.realtime.registerRelayChannel('checkout', (_user, id) => /^cs_\w+$/.test(id));
  ctx.realtime.registerRelayChannel('customer', async (user, id) => {
    if (!user) return false;
    const customer = await ctx.db.selectFrom('customers').select('did').where('id', '=', id).executeTakeFirst();
    return customer?.did === user.did;
  });
  await apiKeyRoutes(app, ctx);
  await paymentMethodRoutes(app, ctx);
  await productRoutes(app, ctx);
  await priceRoutes(app, ctx);
  await paymentLinkRoutes(app, ctx);
  await customerRoutes(app, ctx);
  await billingRoutes(app, ctx);
  await creditRoutes(app, ctx);
  await settingsRoutes(app, ctx);
  await webhookRoutes(app, ctx);
  await testnetRoutes(app, ctx);
  await checkoutRoutes(app, ctx);
  await checkoutPayRoutes(app, ctx);
}

export async function startPaymentWorkers(ctx: AppContext, onError: (error: unknown) => void) {
  const stopWatcher = startPaymentWatcher(ctx, ctx.config.paymentWatchSeconds, onError);
  await ctx.jobs.work<{ sessionId: string }>(QUEUES.checkoutExpire, async (job) => {
    await expireSession(ctx, job.data.sessionId);
  });
  await ctx.jobs.work<{ grantId: string }>(QUEUES.creditGrantTimer, async (job) => refreshCreditGrant(ctx, job.data.grantId));
  await ctx.jobs.work<{ eventId: string; endpointId: string }>(QUEUES.webhookDelivery, async (job) =>
    deliverWebhook(ctx, { eventId: job.data.eventId, endpointId: job.data.endpointId, attempt: job.retryCount + 1 }),
  );
  return stopWatcher;
}
