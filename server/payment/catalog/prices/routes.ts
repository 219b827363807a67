import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { booleanQuery, idOf, pageQuery } from '../../../../common/payment/amount';
import { PRICE_TYPES, priceCreateBody, priceUpdateBody } from '../../../../common/payment/catalog';
import type { AppContext } from '../../../context';
import { pageOf } from '../../../lib/pagination';
import { requireMerchant } from '../../merchant-auth';
import { createPrice, deletePrice, expandPrices, findPriceRow, updatePrice } from './service';

const params = z.object({ id: idOf('price') });

export async function priceRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/prices', { schema: { body: priceCreateBody } }, async (request, reply) => {
    const merchant = await requireMerchant(ctx, request);
    return reply.status(201).send(await createPrice(ctx, merchant, request.body));
  });

  typed.get(
    '/prices',
    {
      schema: {
        querystring: z
          .object({
            ...pageQuery,
            product_id: idOf('prod').optional(),
            active: booleanQuery.optional(),
            type: z.enum(PRICE_TYPES).optional(),
            lookup_key: z.string().max(200).optional(),
          })
          .passthrough(),
      },
    },
    async (request) => {
      const merchant = await requireMerchant(ctx, request);
      const { product_id, active, type, lookup_key } = request.query;
      let base = ctx.db.selectFrom('prices').where('livemode', '=', merchant.livemode);
      if (product_id) base = base.where('product_id', '=', product_id);
      if (active !== undefined) base = base.where('active', '=', active);
      if (type) base = base.where('type', '=', type);
      if (lookup_key) base = base.where('lookup_key', '=', lookup_key);
      const page = await pageOf(base, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), request.query);
      return { list: await expandPrices(ctx.db, page.list), count: page.count };
    },
  );

  typed.get('/prices/:id', { schema: { params } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    const [price] = await expandPrices(ctx.db, [await findPriceRow(ctx.db, request.params.id, merchant.livemode)]);
    return price;
  });

  typed.put('/prices/:id', { schema: { params, body: priceUpdateBody } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    return updatePrice(ctx, merchant, request.params.id, request.body);
  });

  typed.put('/prices/:id/archive', { schema: { params } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    return updatePrice(ctx, merchant, request.params.id, { active: false });
  });

  typed.delete('/prices/:id', { schema: { params } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    return deletePrice(ctx, merchant, request.params.id);
  });
}
