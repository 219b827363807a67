import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { booleanQuery, idOf, pageQuery } from '../../../../common/payment/amount';
import { PRODUCT_TYPES, productCreateBody, productUpdateBody } from '../../../../common/payment/catalog';
import type { AppContext } from '../../../context';
import { requireMerchant } from '../../merchant-auth';
import { createProduct, deleteProduct, getProduct, listProducts, updateProduct } from './service';

const params = z.object({ id: idOf('prod') });

export async function productRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/products', { schema: { body: productCreateBody } }, async (request, reply) => {
    const merchant = await requireMerchant(ctx, request);
    return reply.status(201).send(await createProduct(ctx, merchant, request.body));
  });

  typed.get(
    '/products',
    {
      schema: {
        querystring: z
          .object({ ...pageQuery, active: booleanQuery.optional(), type: z.enum(PRODUCT_TYPES).optional(), q: z.string().max(200).optional() })
          .passthrough(),
      },
    },
    async (request) => {
      const merchant = await requireMerchant(ctx, request);
      return listProducts(ctx, merchant.livemode, request.query);
    },
  );

  typed.get('/products/:id', { schema: { params } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    return getProduct(ctx, request.params.id, merchant.livemode);
  });

  typed.put('/products/:id', { schema: { params, body: productUpdateBody } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    return updateProduct(ctx, merchant, request.params.id, request.body);
  });

  typed.put('/products/:id/archive', { schema: { params } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    return updateProduct(ctx, merchant, request.params.id, { active: false });
  });

  typed.delete('/products/:id', { schema: { params } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    return deleteProduct(ctx, merchant, request.params.id);
  });
}
