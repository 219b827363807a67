import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { positiveAmountString, idOf, pageQuery } from '../../../common/payment/amount';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../platform/auth/request-user';
import { findCustomerByDid } from '../customers/service';
import { requestLivemode, requireMerchant } from '../merchant-auth';
import { overdueInvoices } from './overdue';
import { createInvoice, getInvoice, getSubscription, listInvoices, listSubscriptions, type BillingViewer } from './service';

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

const invoiceBody = z.object({
  customer_id: idOf('cus'),
  currency_id: idOf('pc'),
  description: z.string().trim().max(500).optional(),
  days_until_due: z.number().int().min(0).max(365).default(30),
  lines: z
    .array(
      z.object({
        description: z.string().trim().min(1).max(200),
        amount: positiveAmountString,
        quantity: z.number().int().min(1).max(10_000).default(1),
      }),
    )
    .min(1)
    .max(50),
});

export async function billingRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/invoices', { schema: { body: invoiceBody } }, async (request, reply) => {
    const merchant = await requireMerchant(ctx, request);
    return reply.status(201).send(await createInvoice(ctx, merchant.livemode, request.body));
  });
  typed.get('/customers/:id/overdue/invoices', { schema: { params: z.object({ id: idOf('cus') }) } }, async (request) =>
    overdueInvoices(ctx, await billingViewer(ctx, request), { customerId: request.params.id }),
  );
  typed.get('/subscriptions/:id/overdue/invoices', { schema: { params: z.object({ id: idOf('sub') }) } }, async (request) =>
    overdueInvoices(ctx, await billingViewer(ctx, request), { subscriptionId: request.params.id }),
  );
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
