import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { positiveAmountString, idOf, metadataSchema, pageQuery } from '../../../common/payment/amount';
import type { AppContext } from '../../context';
import { billingViewer } from '../billing/routes';
import { requireMerchant } from '../merchant-auth';
import { createMerchantCreditGrant, getCreditGrant, listCreditGrants, listCreditTransactions } from './service';

const unixSeconds = z.coerce.number().int().positive();

const grantBody = z.object({
  customer_id: idOf('cus'),
  currency_id: idOf('pc'),
  amount: positiveAmountString,
  name: z.string().trim().max(100).optional(),
  category: z.enum(['paid', 'promotional']).default('promotional'),
  priority: z.number().int().min(0).max(100).optional(),
  effective_at: unixSeconds.optional(),
  expires_at: unixSeconds.optional(),
  applicability_config: z.object({ scope: z.object({ prices: z.array(idOf('price')).max(50).optional() }) }).optional(),
  metadata: metadataSchema.optional(),
});

const grantsQuery = z
  .object({ ...pageQuery, status: z.string().max(200).optional(), customer_id: idOf('cus').optional(), subscription_id: idOf('sub').optional(), currency_id: idOf('pc').optional() })
  .passthrough();

const transactionsQuery = z
  .object({
    ...pageQuery,
    customer_id: idOf('cus').optional(),
    subscription_id: idOf('sub').optional(),
    credit_grant_id: idOf('cg').optional(),
    source: z.enum(['checkout', 'expiration', 'void']).optional(),
    start: unixSeconds.optional(),
    end: unixSeconds.optional(),
  })
  .passthrough();

export async function creditRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // The merchant gives credit by hand (promotions, goodwill); bought credit is granted at checkout.
  typed.post('/credit-grants', { schema: { body: grantBody } }, async (request, reply) => {
    const merchant = await requireMerchant(ctx, request);
    const body = request.body;
    const grant = await createMerchantCreditGrant(ctx, merchant.livemode, {
      customerId: body.customer_id,
      currencyId: body.currency_id,
      amount: BigInt(body.amount),
      name: body.name,
      category: body.category,
      priority: body.priority,
      effectiveAt: body.effective_at ? new Date(body.effective_at * 1000) : undefined,
      expiresAt: body.expires_at ? new Date(body.expires_at * 1000) : null,
      applicablePrices: body.applicability_config?.scope.prices,
      metadata: body.metadata,
    });
    return reply.status(201).send(grant);
  });
  typed.get('/credit-grants', { schema: { querystring: grantsQuery } }, async (request) => listCreditGrants(ctx.db, await billingViewer(ctx, request), request.query));
  typed.get('/credit-grants/:id', { schema: { params: z.object({ id: idOf('cg') }) } }, async (request) =>
    getCreditGrant(ctx.db, request.params.id, await billingViewer(ctx, request)),
  );
  typed.get('/credit-transactions', { schema: { querystring: transactionsQuery } }, async (request) =>
    listCreditTransactions(ctx.db, await billingViewer(ctx, request), request.query),
  );
}
