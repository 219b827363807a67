import type { Selectable, Transaction } from 'kysely';
import type { z } from 'zod';
import type { PaymentLinkCreate, paymentLinkUpdateBody } from '../../../../common/payment/catalog';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/types';
import { notFound, validationError, type ErrorDetail } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import { inTransaction } from '../../../lib/transaction';
import { pageOf } from '../../../lib/pagination';
import { recordEvent } from '../../events/service';
import { requestedBy, type Merchant } from '../../merchant-auth';
import { expandPrices, lockPrices } from '../prices/service';
import { iso } from '../../../lib/time';

type LinkRow = Selectable<Database['payment_links']>;
type LineItem = PaymentLinkCreate['line_items'][number];
type PaymentLinkUpdate = z.infer<typeof paymentLinkUpdateBody>;

export function toPaymentLink(row: LinkRow) {
  return {
    id: row.id,
    object: 'payment_link',
    livemode: row.livemode,
    active: row.active,
    name: row.name,
    line_items: row.line_items as LineItem[],
    currency_id: row.currency_id,
    after_completion: row.after_completion,
    submit_type: row.submit_type,
    donation_settings: row.donation_settings,
    benefits: row.benefits,
    phone_number_collection: row.phone_number_collection,
    billing_address_collection: row.billing_address_collection,
    cross_sell_behavior: row.cross_sell_behavior,
    subscription_data: row.subscription_data,
    lookup_key: row.lookup_key,
    metadata: row.metadata,
    url: `/payment/checkout/pay/${row.id}`,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Line items with their prices expanded, for the dashboard and the hosted page. */
export async function expandLink(db: AppContext['db'], row: LinkRow) {
  const items = row.line_items as LineItem[];
  const priceRows = items.length
    ? await db.selectFrom('prices').selectAll().where('id', 'in', items.map((i) => i.price_id)).execute()
    : [];
  const prices = await expandPrices(db, priceRows);
  return {
    ...toPaymentLink(row),
    line_items: items.map((item) => ({ ...item, price: prices.find((p) => p.id === item.price_id) ?? null })),
  };
}

/** Every price of a link must exist in its mode and be on sale; the currency too. */
async function checkLink(trx: Transaction<Database>, livemode: boolean, input: Partial<PaymentLinkCreate>) {
  const problems: ErrorDetail[] = [];
  if (input.line_items) {
    const ids = input.line_items.map((i) => i.price_id);
    const prices = await trx
      .selectFrom('prices')
      .innerJoin('products', 'products.id', 'prices.product_id')
      .select(['prices.id', 'prices.active', 'products.active as product_active', 'prices.custom_unit_amount'])
      .where('prices.livemode', '=', livemode)
      .where('prices.id', 'in', ids)
      .execute();
    input.line_items.forEach((item, index) => {
      const price = prices.find((p) => p.id === item.price_id);
      if (!price) problems.push({ path: `line_items.${index}.price_id`, message: `no price ${item.price_id} in this mode` });
      else if (!price.active || !price.product_active) {
        problems.push({ path: `line_items.${index}.price_id`, message: `price ${item.price_id} is archived` });
      }
    });
    if (new Set(ids).size !== ids.length) problems.push({ path: 'line_items', message: 'each price may appear once' });
    if (prices.filter((p) => p.custom_unit_amount).length > 1) {
      problems.push({ path: 'line_items', message: 'only one item may have a custom amount' });
    }
  }
  if (input.currency_id) {
    const currency = await trx
      .selectFrom('payment_currencies')
      .select('active')
      .where('id', '=', input.currency_id)
      .where('livemode', '=', livemode)
      .executeTakeFirst();
    if (!currency?.active) problems.push({ path: 'currency_id', message: 'must be an active currency of this mode' });
  }
  if (problems.length) throw validationError(problems);
}

export async function createPaymentLink(ctx: AppContext, merchant: Merchant, input: PaymentLinkCreate, trx?: Transaction<Database>) {
  return inTransaction(ctx.db, trx, async (trx) => {
    await checkLink(trx, merchant.livemode, input);
    const row = await trx
      .insertInto('payment_links')
      .values({
        id: newId('plink'),
        livemode: merchant.livemode,
        name: input.name ?? '',
        line_items: JSON.stringify(input.line_items),
        currency_id: input.currency_id ?? null,
        after_completion: input.after_completion ? JSON.stringify(input.after_completion) : null,
        submit_type: input.submit_type ?? (input.donation_settings ? 'donate' : 'auto'),
        donation_settings: input.donation_settings ? JSON.stringify(input.donation_settings) : null,
        benefits: JSON.stringify(input.benefits ?? []),
        phone_number_collection: JSON.stringify(input.phone_number_collection ?? { enabled: false }),
        billing_address_collection: input.billing_address_collection ?? 'auto',
        cross_sell_behavior: input.cross_sell_behavior ?? 'auto',
        subscription_data: input.subscription_data ? JSON.stringify(input.subscription_data) : null,
        lookup_key: input.lookup_key ?? null,
        metadata: JSON.stringify(input.metadata ?? {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // A price someone can buy through a link can no longer change what it charges.
    await lockPrices(trx, input.line_items.map((i) => i.price_id));
    const link = toPaymentLink(row);
    await recordEvent(ctx, trx, { livemode: row.livemode, type: 'payment_link.created', objectType: 'payment_link', object: link, requestedBy: requestedBy(merchant) });
    return expandLink(trx, row);
  });
}

export async function findLinkRow(db: AppContext['db'], id: string, livemode?: boolean) {
  let query = db.selectFrom('payment_links').selectAll().where('id', '=', id);
  if (livemode !== undefined) query = query.where('livemode', '=', livemode);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(`No payment link ${id}`);
  return row;
}

export async function updatePaymentLink(ctx: AppContext, merchant: Merchant, id: string, input: PaymentLinkUpdate) {
  return ctx.db.transaction().execute(async (trx) => {
    await findLinkRow(trx, id, merchant.livemode);
    await checkLink(trx, merchant.livemode, input);
    const json = (v: unknown) => (v === null ? null : JSON.stringify(v));
    const row = await trx
      .updateTable('payment_links')
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        ...(input.line_items !== undefined ? { line_items: JSON.stringify(input.line_items) } : {}),
        ...(input.currency_id !== undefined ? { currency_id: input.currency_id } : {}),
        ...(input.after_completion !== undefined ? { after_completion: json(input.after_completion) } : {}),
        ...(input.submit_type !== undefined ? { submit_type: input.submit_type } : {}),
        ...(input.donation_settings !== undefined ? { donation_settings: json(input.donation_settings) } : {}),
        ...(input.benefits !== undefined ? { benefits: JSON.stringify(input.benefits) } : {}),
        ...(input.phone_number_collection !== undefined ? { phone_number_collection: JSON.stringify(input.phone_number_collection) } : {}),
        ...(input.billing_address_collection !== undefined ? { billing_address_collection: input.billing_address_collection } : {}),
        ...(input.cross_sell_behavior !== undefined ? { cross_sell_behavior: input.cross_sell_behavior } : {}),
        ...(input.subscription_data !== undefined ? { subscription_data: json(input.subscription_data) } : {}),
        ...(input.lookup_key !== undefined ? { lookup_key: input.lookup_key } : {}),
        ...(input.metadata !== undefined ? { metadata: JSON.stringify(input.metadata) } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (input.line_items) await lockPrices(trx, input.line_items.map((i) => i.price_id));
    await recordEvent(ctx, trx, { livemode: row.livemode, type: 'payment_link.updated', objectType: 'payment_link', object: toPaymentLink(row), requestedBy: requestedBy(merchant) });
    return expandLink(trx, row);
  });
}

export async function listPaymentLinks(ctx: AppContext, livemode: boolean, query: { page: number; pageSize: number; active?: boolean }) {
  let base = ctx.db.selectFrom('payment_links').where('livemode', '=', livemode);
  if (query.active !== undefined) base = base.where('active', '=', query.active);
  const page = await pageOf(base, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), query);
  return { list: await Promise.all(page.list.map((row) => expandLink(ctx.db, row))), count: page.count };
}

/** Who a tip through this link benefits: shares as percents, fixed amounts as given. */
export async function linkBenefits(ctx: AppContext, id: string) {
  const row = await findLinkRow(ctx.db, id);
  return (row.benefits as { name: string; avatar?: string; address?: string; url?: string; type: string; amount?: string; percent?: number }[]).map(
    (b) => ({
      name: b.name,
      avatar: b.avatar ?? null,
      address: b.address ?? null,
      url: b.url ?? null,
      type: b.type,
      amount: b.amount ?? null,
      percent: b.percent ?? null,
    }),
  );
}
