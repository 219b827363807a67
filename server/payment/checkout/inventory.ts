import type { Selectable, Transaction } from 'kysely';
import { effectivePrice } from '../../../common/checkout/totals';
import type { Database } from '../../db/types';
import { AppError } from '../../lib/errors';
import type { ExpandedLineItem } from './service';

type SessionRow = Selectable<Database['checkout_sessions']>;
type Trx = Transaction<Database>;

/**
 * Holds stock for the items of a session from submit until it is paid or expires: a conditional
 * increment per price, so parallel checkouts can never hold more than is available.
 */
export async function reserveInventory(trx: Trx, row: SessionRow, items: ExpandedLineItem[]) {
  const wanted: Record<string, number> = {};
  for (const item of items) {
    const price = effectivePrice(item);
    wanted[price.id] = (wanted[price.id] ?? 0) + item.quantity;
  }
  const held = row.inventory_reserved ?? {};
  if (JSON.stringify(held) === JSON.stringify(wanted)) return held;
  await releaseInventory(trx, held);
  for (const [priceId, quantity] of Object.entries(wanted)) {
    const price = await trx.selectFrom('prices').select(['product_id']).where('id', '=', priceId).executeTakeFirstOrThrow();
    const priceRow = await trx
      .updateTable('prices')
      .set((eb) => ({ quantity_sold: eb('quantity_sold', '+', quantity) }))
      .where('id', '=', priceId)
      .where((eb) => eb.or([eb('quantity_available', '=', 0), eb(eb('quantity_sold', '+', quantity), '<=', eb.ref('quantity_available'))]))
      .executeTakeFirst();
    const productRow = await trx
      .updateTable('products')
      .set((eb) => ({ quantity_sold: eb('quantity_sold', '+', quantity) }))
      .where('id', '=', price.product_id)
      .where((eb) => eb.or([eb('quantity_available', '=', 0), eb(eb('quantity_sold', '+', quantity), '<=', eb.ref('quantity_available'))]))
      .executeTakeFirst();
    if (Number(priceRow.numUpdatedRows) === 0 || Number(productRow.numUpdatedRows) === 0) {
      throw new AppError(400, 'Exceed inventory', 'EXCEED_INVENTORY');
    }
  }
  return wanted;
}

/** Gives back stock a session held. */
export async function releaseInventory(trx: Trx, held: Record<string, number>) {
  for (const [priceId, quantity] of Object.entries(held)) {
    const price = await trx
      .updateTable('prices')
      .set((eb) => ({ quantity_sold: eb('quantity_sold', '-', quantity) }))
      .where('id', '=', priceId)
      .returning('product_id')
      .executeTakeFirst();
    if (price) {
      await trx
        .updateTable('products')
        .set((eb) => ({ quantity_sold: eb('quantity_sold', '-', quantity) }))
        .where('id', '=', price.product_id)
        .execute();
    }
  }
}

