import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idOf, pageQuery } from '../../../common/payment/amount';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../platform/auth/request-user';
import { findCustomerByDid } from '../customers/service';
import { requestLivemode, requireMerchant } from '../merchant-auth';
import { getInvoice, getSubscription, listInvoices, listSubscriptions, type BillingViewer } from './service';

/** The merchant (owner, admin or API key) sees every record of its mode; anyone else only their own. */
export async function billingViewer(ctx: AppContext, request: FastifyRequest): Promise<BillingViewer> {
  try {
    const merchant = await requireMerchant(ctx, request);
    return { livemode: merchant.livemode, merchant: true };
  } catch (error) {
    // A bad API key stays an error; a signed-in non-merchant reads as a customer.
    if (!(error instanceof AppError) || error.code === 'INVALID_API_KEY' || error.code === 'API_KEY_MODE_MISMATCH') throw error;
  }
  const user = await requireUser(ctx, request);
  const livemode = requestLivemode(request);
  const customer = await findCustomerByDid(ctx.db, livemode, user.did);
  return { livemode, merchant: false, customerId: customer?.id ?? null };
}

const listQuery = z
  .object({ ...pageQuery, status: z.string().max(200).optional(), customer_id: idOf('cus').optional(), subscription_id: idOf('sub').optional() })
  .passthrough();

export async function billingRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/invoices', { schema: { querystring: listQuery } }, async (request) => listInvoices(ctx.db, await billingViewer(ctx, request), request.query));
  typed.get('/invoices/:id', { schema: { params: z.object({ id: idOf('in') }) } }, async (request) =>
    getInvoice(ctx.db, request.params.id, await billingViewer(ctx, request)),
  );
  typed.get('/subscriptions', { schema: { querystring: listQuery.omit({ subscription_id: true }) } }, async (request) =>
    listSubscriptions(ctx.db, await billingViewer(ctx, request), request.query),
  );
  typed.get('/subscriptions/:id', { schema: { params: z.object({ id: idOf('sub') }) } }, async (request) =>
    getSubscription(ctx.db, request.params.id, await billingViewer(ctx, request)),
  );
}
