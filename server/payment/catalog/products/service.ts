import type { Selectable, Transaction } from 'kysely';
import type { ProductCreate, ProductUpdate } from '../../../../common/payment/catalog';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/types';
import { AppError, notFound, validationError } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import { inTransaction } from '../../../lib/transaction';
import { pageOf } from '../../../lib/pagination';
import { recordEvent } from '../../events/service';
import { requestedBy, type Merchant } from '../../merchant-auth';
import { expandPrices, insertPrice } from '../prices/service';
import { iso } from '../../../lib/time';

type ProductRow = Selectable<Database['products']>;
type Db = AppContext['db'];

export function toProductBase(row: ProductRow) {
  return {
    id: row.id,
    object: 'product',
    livemode: row.livemode,
    active: row.active,
    locked: row.locked,
    type: row.type,
    name: row.name,
    description: row.description,
    images: row.images,
    features: row.features,
    statement_descriptor: row.statement_descriptor,
    unit_label: row.unit_label,
    quantity_available: row.quantity_available,
    quantity_sold: row.quantity_sold,
    quantity_limit_per_checkout: row.quantity_limit_per_checkout,
    cross_sell: row.cross_sell,
    default_price_id: row.default_price_id,
    metadata: row.metadata,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** A product with its prices, as reads answer it. */
async function expandProducts(db: Db, rows: ProductRow[]) {
  if (rows.length === 0) return [];
  const priceRows = await db
    .selectFrom('prices')
    .selectAll()
    .where('product_id', 'in', rows.map((r) => r.id))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const prices = await expandPrices(db, priceRows);
  return rows.map((row) => ({ ...toProductBase(row), prices: prices.filter((p) => p.product_id === row.id) }));
}

async function checkCrossSell(db: Db, livemode: boolean, crossSell: ProductCreate['cross_sell'], selfId?: string) {
  if (!crossSell) return;
  if (crossSell.cross_sells_to_id === selfId) {
    throw validationError([{ path: 'cross_sell.cross_sells_to_id', message: 'cannot cross-sell a product to itself' }]);
  }
  const target = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', crossSell.cross_sells_to_id)
    .where('livemode', '=', livemode)
    .executeTakeFirst();
  if (!target) throw validationError([{ path: 'cross_sell.cross_sells_to_id', message: 'no such product in this mode' }]);
}

export async function createProduct(ctx: AppContext, merchant: Merchant, input: ProductCreate, trx?: Transaction<Database>) {
  return inTransaction(ctx.db, trx, async (trx) => {
    await checkCrossSell(trx, merchant.livemode, input.cross_sell);
    const row = await trx
      .insertInto('products')
      .values({
        id: newId('prod'),
        livemode: merchant.livemode,
        name: input.name,
        description: input.description ?? '',
        images: JSON.stringify(input.images ?? []),
        type: input.type ?? 'service',
        statement_descriptor: input.statement_descriptor ?? '',
        unit_label: input.unit_label ?? '',
        quantity_available: input.quantity_available ?? 0,
        quantity_limit_per_checkout: input.quantity_limit_per_checkout ?? 0,
        cross_sell: input.cross_sell ? JSON.stringify(input.cross_sell) : null,
        features: JSON.stringify(input.features ?? []),
        metadata: JSON.stringify(input.metadata ?? {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordEvent(ctx, trx, { livemode: row.livemode, type: 'product.created', objectType: 'product', object: toProductBase(row), requestedBy: requestedBy(merchant) });
    const prices = [];
    for (const [index, price] of (input.prices ?? []).entries()) {
      try {
        prices.push(await insertPrice(ctx, trx, merchant, row.id, price));
      } catch (error) {
        // Name the field inside the list, so the form can mark the right price.
        if (error instanceof AppError && error.details) {
          throw validationError(error.details.map((d) => ({ path: `prices.${index}.${d.path}`, message: d.message })));
        }
        throw error;
      }
    }
    let defaultPriceId: string | null = null;
    if (prices.length) {
      defaultPriceId = prices[0].id;
      await trx.updateTable('products').set({ default_price_id: defaultPriceId }).where('id', '=', row.id).execute();
    }
    return { ...toProductBase({ ...row, default_price_id: defaultPriceId }), prices };
  });
}

export async function getProduct(ctx: AppContext, id: string, livemode: boolean) {
  const row = await ctx.db.selectFrom('products').selectAll().where('id', '=', id).where('livemode', '=', livemode).executeTakeFirst();
  if (!row) throw notFound(`No product ${id}`);
  const [product] = await expandProducts(ctx.db, [row]);
  return product;
}

export async function listProducts(
  ctx: AppContext,
  livemode: boolean,
  query: { page: number; pageSize: number; active?: boolean; type?: string; q?: string },
) {
  let base = ctx.db.selectFrom('products').where('livemode', '=', livemode);
  if (query.active !== undefined) base = base.where('active', '=', query.active);
  if (query.type) base = base.where('type', '=', query.type as ProductRow['type']);
  if (query.q) base = base.where('name', 'ilike', `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const page = await pageOf(base, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), query);
  return { list: await expandProducts(ctx.db, page.list), count: page.count };
}

export async function updateProduct(ctx: AppContext, merchant: Merchant, id: string, input: ProductUpdate) {
  return ctx.db.transaction().execute(async (trx) => {
    await checkCrossSell(trx, merchant.livemode, input.cross_sell, id);
    const current = await trx.selectFrom('products').select('id').where('id', '=', id).where('livemode', '=', merchant.livemode).executeTakeFirst();
    if (!current) throw notFound(`No product ${id}`);
    if (input.default_price_id) {
      const price = await trx.selectFrom('prices').select('id').where('id', '=', input.default_price_id).where('product_id', '=', id).executeTakeFirst();
      if (!price) throw validationError([{ path: 'default_price_id', message: 'must be a price of this product' }]);
    }
    const { images, features, cross_sell, metadata, ...plain } = input;
    const row = await trx
      .updateTable('products')
      .set({
        ...plain,
        ...(images !== undefined ? { images: JSON.stringify(images) } : {}),
        ...(features !== undefined ? { features: JSON.stringify(features) } : {}),
        ...(cross_sell !== undefined ? { cross_sell: cross_sell ? JSON.stringify(cross_sell) : null } : {}),
        ...(metadata !== undefined ? { metadata: JSON.stringify(metadata) } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordEvent(ctx, trx, { livemode: row.livemode, type: 'product.updated', objectType: 'product', object: toProductBase(row), requestedBy: requestedBy(merchant) });
    const [product] = await expandProducts(trx, [row]);
    return product;
  });
}

/** Deleting is only for products nobody bought or linked; a used one is archived instead. */
export async function deleteProduct(ctx: AppContext, merchant: Merchant, id: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('products').selectAll().where('id', '=', id).where('livemode', '=', merchant.livemode).executeTakeFirst();
    if (!row) throw notFound(`No product ${id}`);
    const lockedPrice = await trx.selectFrom('prices').select('id').where('product_id', '=', id).where('locked', '=', true).executeTakeFirst();
    if (row.locked || lockedPrice) throw new AppError(409, `Product ${id} is in use; archive it instead`, 'RESOURCE_LOCKED');
    await trx.deleteFrom('prices').where('product_id', '=', id).execute();
    await trx.deleteFrom('products').where('id', '=', id).execute();
    await recordEvent(ctx, trx, { livemode: row.livemode, type: 'product.deleted', objectType: 'product', object: toProductBase(row), requestedBy: requestedBy(merchant) });
    return { id, object: 'product', deleted: true };
  });
}
