import { sql, type Selectable, type Transaction } from 'kysely';
import type { PriceCreate, PriceUpdate } from '../../../../common/payment/catalog';
import type { CurrencyOption, CustomUnitAmount, Recurring } from '../../../../common/checkout/totals';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/types';
import { AppError, conflict, notFound, validationError, type ErrorDetail } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import { recordEvent } from '../../events/service';
import { requestedBy, type Merchant } from '../../merchant-auth';
import { iso } from '../../../lib/time';

export type PriceRow = Selectable<Database['prices']>;
type ProductRow = Selectable<Database['products']>;
type Db = Transaction<Database>;

export function toPriceBase(row: PriceRow) {
  return {
    id: row.id,
    object: 'price',
    livemode: row.livemode,
    product_id: row.product_id,
    active: row.active,
    locked: row.locked,
    type: row.type,
    nickname: row.nickname,
    unit_amount: row.unit_amount,
    currency_id: row.currency_id,
    custom_unit_amount: row.custom_unit_amount as CustomUnitAmount | null,
    currency_options: row.currency_options as CurrencyOption[],
    recurring: row.recurring as Recurring | null,
    quantity_available: row.quantity_available,
    quantity_sold: row.quantity_sold,
    quantity_limit_per_checkout: row.quantity_limit_per_checkout,
    upsell: row.upsell,
    lookup_key: row.lookup_key,
    metadata: row.metadata,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function toProductSummary(row: ProductRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    images: row.images,
    type: row.type,
    active: row.active,
    statement_descriptor: row.statement_descriptor,
    unit_label: row.unit_label,
    quantity_available: row.quantity_available,
    quantity_sold: row.quantity_sold,
    quantity_limit_per_checkout: row.quantity_limit_per_checkout,
  };
}

/** Prices with their product and upsell target expanded, as every read answers them. */
export async function expandPrices(db: Db | AppContext['db'], rows: PriceRow[]) {
  if (rows.length === 0) return [];
  const productIds = [...new Set(rows.map((r) => r.product_id))];
  const upsellIds = [...new Set(rows.map((r) => r.upsell?.upsells_to_id).filter((id): id is string => !!id))];
  const [products, upsells] = await Promise.all([
    db.selectFrom('products').selectAll().where('id', 'in', productIds).execute(),
    upsellIds.length ? db.selectFrom('prices').selectAll().where('id', 'in', upsellIds).execute() : Promise.resolve([]),
  ]);
  return rows.map((row) => {
    const product = products.find((p) => p.id === row.product_id);
    const upsellTarget = row.upsell ? upsells.find((u) => u.id === row.upsell!.upsells_to_id) : undefined;
    return {
      ...toPriceBase(row),
      product: product ? toProductSummary(product) : null,
      upsell: row.upsell ? { ...row.upsell, upsells_to: upsellTarget ? toPriceBase(upsellTarget) : null } : null,
    };
  });
}
export type Price = Awaited<ReturnType<typeof expandPrices>>[number];

/** Checks the ids a price refers to: same mode, active, and the right kinds. */
async function checkReferences(
  trx: Db,
  livemode: boolean,
  input: Partial<PriceCreate> & { id?: string },
): Promise<void> {
  const problems: ErrorDetail[] = [];
  const currencyIds = [input.currency_id, ...(input.currency_options ?? []).map((o) => o.currency_id)].filter(
    (id): id is string => !!id,
  );
  const creditCurrency = input.metadata?.credit_config?.currency_id;
  const ids = [...new Set([...currencyIds, ...(creditCurrency ? [creditCurrency] : [])])];
  const currencies = ids.length
    ? await trx.selectFrom('payment_currencies').select(['id', 'active', 'type']).where('livemode', '=', livemode).where('id', 'in', ids).execute()
    : [];
  const check = (id: string | undefined, path: string) => {
    if (!id) return;
    const currency = currencies.find((c) => c.id === id);
    if (!currency) problems.push({ path, message: `no currency ${id} in this mode` });
    else if (!currency.active) problems.push({ path, message: `currency ${id} is not active` });
  };
  check(input.currency_id, 'currency_id');
  (input.currency_options ?? []).forEach((o, i) => check(o.currency_id, `currency_options.${i}.currency_id`));
  if (creditCurrency) {
    check(creditCurrency, 'metadata.credit_config.currency_id');
    if (currencies.find((c) => c.id === creditCurrency)?.type !== 'credit') {
      problems.push({ path: 'metadata.credit_config.currency_id', message: 'must be a credit currency' });
    }
  }
  if (input.upsell) {
    const target = await trx
      .selectFrom('prices')
      .select(['id', 'type', 'active'])
      .where('id', '=', input.upsell.upsells_to_id)
      .where('livemode', '=', livemode)
      .executeTakeFirst();
    if (!target) problems.push({ path: 'upsell.upsells_to_id', message: 'no such price in this mode' });
    else if (target.id === input.id) problems.push({ path: 'upsell.upsells_to_id', message: 'cannot upsell a price to itself' });
    else if (!target.active) problems.push({ path: 'upsell.upsells_to_id', message: 'the target price is archived' });
  }
  if (problems.length) throw validationError(problems);
}

export async function insertPrice(ctx: AppContext, trx: Db, merchant: Merchant, productId: string, input: Omit<PriceCreate, 'product_id'>) {
  await checkReferences(trx, merchant.livemode, input);
  if (input.lookup_key) await checkLookupKey(trx, merchant.livemode, input.lookup_key);
  const row = await trx
    .insertInto('prices')
    .values({
      id: newId('price'),
      livemode: merchant.livemode,
      product_id: productId,
      type: input.type,
      nickname: input.nickname ?? '',
      unit_amount: input.unit_amount,
      currency_id: input.currency_id,
      custom_unit_amount: input.custom_unit_amount ? JSON.stringify(input.custom_unit_amount) : null,
      currency_options: JSON.stringify(input.currency_options ?? []),
      recurring: input.recurring ? JSON.stringify(input.recurring) : null,
      quantity_available: input.quantity_available ?? 0,
      quantity_limit_per_checkout: input.quantity_limit_per_checkout ?? 0,
      upsell: input.upsell ? JSON.stringify(input.upsell) : null,
      lookup_key: input.lookup_key ?? null,
      metadata: JSON.stringify(input.metadata ?? {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const [price] = await expandPrices(trx, [row]);
  await recordEvent(ctx, trx, { livemode: row.livemode, type: 'price.created', objectType: 'price', object: price, requestedBy: requestedBy(merchant) });
  return price;
}

async function checkLookupKey(trx: Db, livemode: boolean, lookupKey: string, exceptId?: string) {
  let query = trx
    .selectFrom('prices')
    .select('id')
    .where('livemode', '=', livemode)
    .where('lookup_key', '=', lookupKey)
    .where('active', '=', true);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`lookup_key ${lookupKey} is already used by another price`, 'DUPLICATE_LOOKUP_KEY');
}

export async function findPriceRow(db: Db | AppContext['db'], id: string, livemode: boolean) {
  const row = await db.selectFrom('prices').selectAll().where('id', '=', id).where('livemode', '=', livemode).executeTakeFirst();
  if (!row) throw notFound(`No price ${id}`);
  return row;
}

export async function createPrice(ctx: AppContext, merchant: Merchant, input: PriceCreate) {
  return ctx.db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom('products')
      .select(['id', 'active'])
      .where('id', '=', input.product_id)
      .where('livemode', '=', merchant.livemode)
      .executeTakeFirst();
    if (!product) throw validationError([{ path: 'product_id', message: `no product ${input.product_id} in this mode` }]);
    const { product_id: productId, ...fields } = input;
    return insertPrice(ctx, trx, merchant, productId, fields);
  });
}

/** Fields that fix what a buyer pays: frozen once the price is in use. */
const PRICING_FIELDS = ['type', 'unit_amount', 'currency_id', 'custom_unit_amount', 'currency_options', 'recurring'] as const;

export async function updatePrice(ctx: AppContext, merchant: Merchant, id: string, input: PriceUpdate) {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await findPriceRow(trx, id, merchant.livemode);
    const changedPricing = PRICING_FIELDS.filter((field) => input[field] !== undefined);
    if (current.locked && changedPricing.length) {
      throw new AppError(
        409,
        `Price ${id} is in use, so ${changedPricing.join(', ')} cannot change; create a new price instead`,
        'RESOURCE_LOCKED',
      );
    }
    const type = input.type ?? current.type;
    const recurring = input.recurring !== undefined ? input.recurring : current.recurring;
    if (type === 'recurring' && !recurring) throw validationError([{ path: 'recurring', message: 'is required for a recurring price' }]);
    if (type === 'one_time' && recurring) throw validationError([{ path: 'recurring', message: 'must be empty for a one-time price' }]);
    await checkReferences(trx, merchant.livemode, { ...input, id });
    if (input.lookup_key) await checkLookupKey(trx, merchant.livemode, input.lookup_key, id);

    const json = (v: unknown) => (v === null ? null : JSON.stringify(v));
    const row = await trx
      .updateTable('prices')
      .set({
        ...(input.type !== undefined ? { type: input.type } : {}),
        ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
        ...(input.unit_amount !== undefined ? { unit_amount: input.unit_amount } : {}),
        ...(input.currency_id !== undefined ? { currency_id: input.currency_id } : {}),
        ...(input.custom_unit_amount !== undefined ? { custom_unit_amount: json(input.custom_unit_amount) } : {}),
        ...(input.currency_options !== undefined ? { currency_options: JSON.stringify(input.currency_options) } : {}),
        ...(input.recurring !== undefined ? { recurring: json(input.recurring) } : {}),
        ...(input.quantity_available !== undefined ? { quantity_available: input.quantity_available } : {}),
        ...(input.quantity_limit_per_checkout !== undefined ? { quantity_limit_per_checkout: input.quantity_limit_per_checkout } : {}),
        ...(input.upsell !== undefined ? { upsell: json(input.upsell) } : {}),
        ...(input.lookup_key !== undefined ? { lookup_key: input.lookup_key } : {}),
        ...(input.metadata !== undefined ? { metadata: JSON.stringify(input.metadata) } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const [price] = await expandPrices(trx, [row]);
    await recordEvent(ctx, trx, { livemode: row.livemode, type: 'price.updated', objectType: 'price', object: price, requestedBy: requestedBy(merchant) });
    return price;
  });
}

/** Deleting is only for prices nobody used; a used one is archived (active: false) instead. */
export async function deletePrice(ctx: AppContext, merchant: Merchant, id: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await findPriceRow(trx, id, merchant.livemode);
    if (current.locked) throw new AppError(409, `Price ${id} is in use; archive it instead`, 'RESOURCE_LOCKED');
    const referenced = await trx
      .selectFrom('prices')
      .select('id')
      .where('livemode', '=', merchant.livemode)
      .where('id', '!=', id)
      .where(sql<string>`upsell->>'upsells_to_id'`, '=', id)
      .executeTakeFirst();
    if (referenced) throw new AppError(409, `Price ${referenced.id} upsells to ${id}; change it first`, 'RESOURCE_IN_USE');
    const [price] = await expandPrices(trx, [current]);
    await trx.updateTable('products').set({ default_price_id: null }).where('default_price_id', '=', id).execute();
    await trx.deleteFrom('prices').where('id', '=', id).execute();
    await recordEvent(ctx, trx, { livemode: current.livemode, type: 'price.deleted', objectType: 'price', object: price, requestedBy: requestedBy(merchant) });
    return { id, object: 'price', deleted: true };
  });
}

/** Marks prices and their products as used, so their pricing can no longer change. */
export async function lockPrices(trx: Db, priceIds: string[]) {
  if (priceIds.length === 0) return;
  // Only rows not yet locked are written, so selling a used price takes no row lock.
  const rows = await trx
    .updateTable('prices')
    .set({ locked: true })
    .where('id', 'in', priceIds)
    .where('locked', '=', false)
    .returning('product_id')
    .execute();
  const productIds = [...new Set(rows.map((r) => r.product_id))];
  if (productIds.length) {
    await trx.updateTable('products').set({ locked: true }).where('id', 'in', productIds).where('locked', '=', false).execute();
  }
}
