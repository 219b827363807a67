import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amountString, idOf } from '../../../common/payment/amount';
import { checkDonationAmount } from '../../../common/checkout/amount';
import { quantityBounds } from '../../../common/checkout/quantity';
import type { AppContext } from '../../context';
import { AppError, badRequest, validationError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { expandPrices } from '../catalog/prices/service';
import { requireMerchant } from '../merchant-auth';
import { checkoutSessionCreateBody } from './schemas';
import { effectivePrice } from '../../../common/checkout/totals';
import { changeSession, createCheckoutSession, findSessionRow, retrieveSession, startFromLink, type ExpandedLineItem } from './service';

const params = z.object({ id: idOf('cs') });

/** The cross-sell offer of a session: the default price of its first item's cross-sell product. */
async function crossSellOffer(ctx: AppContext, sessionId: string) {
  const { checkoutSession } = await retrieveSession(ctx, sessionId);
  const first = checkoutSession.line_items.find((i) => !i.cross_sell);
  if (!first) return null;
  const product = await ctx.db.selectFrom('products').select(['cross_sell']).where('id', '=', first.price.product_id).executeTakeFirst();
  const targetId = product?.cross_sell?.cross_sells_to_id;
  if (!targetId) return null;
  const candidates = await ctx.db
    .selectFrom('prices')
    .innerJoin('products', 'products.id', 'prices.product_id')
    .selectAll('prices')
    .select('products.default_price_id')
    .where('prices.product_id', '=', targetId)
    .where('prices.active', '=', true)
    .where('products.active', '=', true)
    .execute();
  const offered = candidates.filter(
    (p) => p.currency_id === checkoutSession.currency_id || (p.currency_options as { currency_id: string }[]).some((o) => o.currency_id === checkoutSession.currency_id),
  );
  const pick = offered.find((p) => p.id === p.default_price_id) ?? offered[0];
  if (!pick) return null;
  const { default_price_id: _default, ...row } = pick;
  return (await expandPrices(ctx.db, [row]))[0];
}

export async function checkoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post('/checkout-sessions', { schema: { body: checkoutSessionCreateBody } }, async (request, reply) => {
    const merchant = await requireMerchant(ctx, request);
    return reply.status(201).send(await createCheckoutSession(ctx, { ...request.body, livemode: merchant.livemode }));
  });

  // Public: the hosted page of a payment link starts its own session.
  typed.post('/checkout-sessions/start/:id', { schema: { params: z.object({ id: idOf('plink') }) } }, async (request, reply) =>
    reply.status(201).send(await startFromLink(ctx, request.params.id)),
  );

  // Public for whoever holds the id, as the hosted page and its polling need.
  typed.get('/checkout-sessions/retrieve/:id', { schema: { params } }, async (request) => retrieveSession(ctx, request.params.id));

  typed.put(
    '/checkout-sessions/:id/adjust-quantity',
    { schema: { params, body: z.object({ itemId: z.string().min(1).max(100), quantity: z.number().int() }) } },
    async (request) =>
      changeSession(ctx, request.params.id, (items) => {
        const item = items.find((i) => i.id === request.body.itemId || i.price_id === request.body.itemId);
        if (!item) throw validationError([{ path: 'itemId', message: 'no such item in this session' }]);
        if (!item.adjustable_quantity?.enabled) throw badRequest('The quantity of this item cannot be changed', 'QUANTITY_NOT_ADJUSTABLE');
        const { min, max } = quantityBounds({ adjustable_quantity: item.adjustable_quantity, price: effectivePrice(item) });
        if (request.body.quantity < min || request.body.quantity > max) {
          throw validationError([{ path: 'quantity', message: `must be between ${min} and ${max}` }]);
        }
        item.quantity = request.body.quantity;
        return items;
      }),
  );

  typed.put(
    '/checkout-sessions/:id/amount',
    { schema: { params, body: z.object({ priceId: idOf('price'), amount: amountString }) } },
    async (request) => {
      const row = await findSessionRow(ctx.db, request.params.id);
      const link = row.payment_link_id
        ? await ctx.db.selectFrom('payment_links').select('donation_settings').where('id', '=', row.payment_link_id).executeTakeFirst()
        : undefined;
      const currency = await ctx.db
        .selectFrom('payment_currencies')
        .select(['decimal', 'maximum_precision'])
        .where('id', '=', row.currency_id)
        .executeTakeFirstOrThrow();
      return changeSession(ctx, request.params.id, (items) => {
        const item = items.find((i) => effectivePrice(i).id === request.body.priceId);
        const custom = item && effectivePrice(item).custom_unit_amount;
        if (!item || !custom) throw validationError([{ path: 'priceId', message: 'no custom-amount item with this price' }]);
        const limits = ((link?.donation_settings as { amount?: { minimum?: string; maximum?: string } } | null)?.amount) ?? custom;
        const refusal = checkDonationAmount(request.body.amount, {
          minimum: limits.minimum,
          maximum: limits.maximum,
          decimals: currency.decimal,
          maximumPrecision: currency.maximum_precision,
        });
        if (refusal) throw new AppError(400, refusal.message, refusal.key);
        item.custom_amount = request.body.amount;
        return items;
      });
    },
  );

  typed.put(
    '/checkout-sessions/:id/upsell',
    { schema: { params, body: z.object({ from: idOf('price'), to: idOf('price') }) } },
    async (request) =>
      changeSession(ctx, request.params.id, async (items, trx) => {
        const item = items.find((i) => i.price_id === request.body.from && !i.upsell_price_id);
        if (!item) throw validationError([{ path: 'from', message: 'no such item in this session' }]);
        if (item.price.upsell?.upsells_to_id !== request.body.to) throw validationError([{ path: 'to', message: 'is not the upsell of this price' }]);
        const [target] = await expandPrices(trx, await trx.selectFrom('prices').selectAll().where('id', '=', request.body.to).execute());
        item.upsell_price_id = target.id;
        item.upsell_price = target;
        return items;
      }),
  );

  typed.put(
    '/checkout-sessions/:id/downsell',
    { schema: { params, body: z.object({ from: idOf('price') }) } },
    async (request) =>
      changeSession(ctx, request.params.id, (items) => {
        const item = items.find((i) => i.price_id === request.body.from && i.upsell_price_id);
        if (!item) throw validationError([{ path: 'from', message: 'no upsold item with this price' }]);
        delete item.upsell_price_id;
        item.upsell_price = null;
        return items;
      }),
  );

  typed.get('/checkout-sessions/:id/cross-sell', { schema: { params } }, async (request) => {
    const offer = await crossSellOffer(ctx, request.params.id);
    return offer ?? { error: 'No cross-sell offer for this session' };
  });

  typed.put('/checkout-sessions/:id/cross-sell', { schema: { params, body: z.object({ to: idOf('price') }) } }, async (request) => {
    const offer = await crossSellOffer(ctx, request.params.id);
    if (!offer || offer.id !== request.body.to) throw validationError([{ path: 'to', message: 'is not the cross-sell offer of this session' }]);
    return changeSession(ctx, request.params.id, (items) => {
      if (items.some((i) => i.cross_sell)) return items;
      const added: ExpandedLineItem = { id: newId('li'), price_id: offer.id, quantity: 1, cross_sell: true, price: offer, upsell_price: null };
      return [...items, added];
    });
  });

  typed.delete('/checkout-sessions/:id/cross-sell', { schema: { params } }, async (request) =>
    changeSession(ctx, request.params.id, (items) => items.filter((i) => !i.cross_sell)),
  );
}
