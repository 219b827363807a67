import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idOf } from '../../../../common/payment/amount';
import {
  paymentCurrencyCreateBody,
  paymentCurrencyUpdateBody,
  paymentMethodCreateBody,
  paymentMethodUpdateBody,
} from '../../../../common/payment/catalog';
import type { AppContext } from '../../../context';
import { requireMerchant } from '../../merchant-auth';
import {
  createPaymentCurrency,
  createPaymentMethod,
  findCurrency,
  findPaymentMethod,
  listPaymentMethods,
  toCurrency,
  toPaymentMethod,
  updatePaymentCurrency,
  updatePaymentMethod,
} from './service';

export async function paymentMethodRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/payment-methods', { schema: { body: paymentMethodCreateBody } }, async (request, reply) => {
    const merchant = await requireMerchant(ctx, request);
    return reply.status(201).send(await createPaymentMethod(ctx, merchant, request.body));
  });

  typed.get('/payment-methods', async (request) => {
    const merchant = await requireMerchant(ctx, request);
    const list = await listPaymentMethods(ctx, merchant.livemode);
    return { list, count: list.length };
  });

  typed.get('/payment-methods/:id', { schema: { params: z.object({ id: idOf('pm') }) } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    const row = await findPaymentMethod(ctx, request.params.id, merchant.livemode);
    const currencies = await ctx.db.selectFrom('payment_currencies').selectAll().where('payment_method_id', '=', row.id).execute();
    return toPaymentMethod(row, currencies);
  });

  typed.put(
    '/payment-methods/:id',
    { schema: { params: z.object({ id: idOf('pm') }), body: paymentMethodUpdateBody } },
    async (request) => {
      const merchant = await requireMerchant(ctx, request);
      return updatePaymentMethod(ctx, merchant, request.params.id, request.body);
    },
  );

  typed.post('/payment-currencies', { schema: { body: paymentCurrencyCreateBody } }, async (request, reply) => {
    const merchant = await requireMerchant(ctx, request);
    return reply.status(201).send(await createPaymentCurrency(ctx, merchant, request.body));
  });

  typed.get(
    '/payment-currencies',
    { schema: { querystring: z.object({ payment_method_id: idOf('pm').optional() }).passthrough() } },
    async (request) => {
      const merchant = await requireMerchant(ctx, request);
      let query = ctx.db.selectFrom('payment_currencies').selectAll().where('livemode', '=', merchant.livemode);
      if (request.query.payment_method_id) query = query.where('payment_method_id', '=', request.query.payment_method_id);
      const rows = await query.orderBy('created_at').orderBy('id').execute();
      return { list: rows.map(toCurrency), count: rows.length };
    },
  );

  typed.get('/payment-currencies/:id', { schema: { params: z.object({ id: idOf('pc') }) } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    return toCurrency(await findCurrency(ctx, request.params.id, merchant.livemode));
  });

  typed.put(
    '/payment-currencies/:id',
    { schema: { params: z.object({ id: idOf('pc') }), body: paymentCurrencyUpdateBody } },
    async (request) => {
      const merchant = await requireMerchant(ctx, request);
      return updatePaymentCurrency(ctx, merchant, request.params.id, request.body);
    },
  );
}
