import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { booleanQuery, idOf, pageQuery } from '../../../../common/payment/amount';
import { paymentLinkCreateBody, paymentLinkUpdateBody } from '../../../../common/payment/catalog';
import type { AppContext } from '../../../context';
import { requireMerchant } from '../../merchant-auth';
import { createPaymentLink, expandLink, findLinkRow, linkBenefits, listPaymentLinks, updatePaymentLink } from './service';

const params = z.object({ id: idOf('plink') });

export async function paymentLinkRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/payment-links', { schema: { body: paymentLinkCreateBody } }, async (request, reply) => {
    const merchant = await requireMerchant(ctx, request);
    return reply.status(201).send(await createPaymentLink(ctx, merchant, request.body));
  });

  typed.get('/payment-links', { schema: { querystring: z.object({ ...pageQuery, active: booleanQuery.optional() }).passthrough() } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    return listPaymentLinks(ctx, merchant.livemode, request.query);
  });

  typed.get('/payment-links/:id', { schema: { params } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    return expandLink(ctx.db, await findLinkRow(ctx.db, request.params.id, merchant.livemode));
  });

  typed.put('/payment-links/:id', { schema: { params, body: paymentLinkUpdateBody } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    return updatePaymentLink(ctx, merchant, request.params.id, request.body);
  });

  typed.put('/payment-links/:id/archive', { schema: { params } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    return updatePaymentLink(ctx, merchant, request.params.id, { active: false });
  });

  // Public: the tip page shows whom a payment benefits.
  typed.get('/payment-links/:id/benefits', { schema: { params } }, async (request) => {
    const list = await linkBenefits(ctx, request.params.id);
    return { list, count: list.length };
  });
}
