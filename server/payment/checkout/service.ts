import type { Selectable, Transaction } from 'kysely';
import { checkQuantity } from '../../../common/checkout/quantity';
import { checkSingleCustomAmount, defaultPreset } from '../../../common/checkout/amount';
import { checkoutTotal, effectivePrice, trialApplies, type TrialSettings } from '../../../common/checkout/totals';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { QUEUES } from '../../jobs/queue';
import { AppError, badRequest, notFound, validationError, type ErrorDetail } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { inTransaction } from '../../lib/transaction';
import { expandLink, findLinkRow } from '../catalog/payment-links/service';
import { expandPrices, lockPrices, type Price } from '../catalog/prices/service';
import { recordEvent } from '../events/service';
import type { CheckoutSessionCreate } from './schemas';
import { releaseInventory } from './inventory';

type SessionRow = Selectable<Database['checkout_sessions']>;
type Db = AppContext['db'];

export const DEFAULT_EXPIRY_SECONDS = 24 * 60 * 60;
const MAX_EXPIRY_SECONDS = 30 * 24 * 60 * 60;

export type StoredLineItem = {
  id: string;
  price_id: string;
  quantity: number;
  custom_amount?: string;
  adjustable_quantity?: { enabled: boolean; minimum: number; maximum: number };
  upsell_price_id?: string;
  cross_sell?: boolean;
};

export type ExpandedLineItem = StoredLineItem & { price: Price; upsell_price: Price | null };

const unix = (d: Date | null) => (d ? Math.floor(new Date(d).getTime() / 1000) : null);


/**
 * Line items with their prices. With `livemode`, the items are new: a price missing in that mode
 * is the caller's mistake (400); without it they are stored ones, whose prices must exist.
 */
export async function expandLineItems(db: Db, items: StoredLineItem[], livemode?: boolean): Promise<ExpandedLineItem[]> {
  const ids = [...new Set(items.flatMap((i) => [i.price_id, ...(i.upsell_price_id ? [i.upsell_price_id] : [])]))];
  let rows = ids.length ? await db.selectFrom('prices').selectAll().where('id', 'in', ids).execute() : [];
  if (livemode !== undefined) {
    rows = rows.filter((r) => r.livemode === livemode);
    const missing = items.flatMap((item, index) =>
      rows.some((r) => r.id === item.price_id) ? [] : [{ path: `line_items.${index}.price_id`, message: `no price ${item.price_id} in this mode` }],
    );
    if (missing.length) throw validationError(missing);
  }
  const prices = await expandPrices(db, rows);
  return items.map((item) => {
    const price = prices.find((p) => p.id === item.price_id);
    if (!price) throw new Error(`price ${item.price_id} of a session vanished`);
    return { ...item, price, upsell_price: item.upsell_price_id ? (prices.find((p) => p.id === item.upsell_price_id) ?? null) : null };
  });
}

export function toSession(row: SessionRow, lineItems: ExpandedLineItem[]) {
  return {
    id: row.id,
    object: 'checkout_session',
    livemode: row.livemode,
    status: row.status,
    payment_status: row.payment_status,
    mode: row.mode,
    submit_type: row.submit_type,
    currency_id: row.currency_id,
    payment_method_id: row.payment_method_id,
    payment_link_id: row.payment_link_id,
    customer_id: row.customer_id,
    customer_did: row.customer_did,
    line_items: lineItems,
    amount_subtotal: row.amount_subtotal,
    amount_total: row.amount_total,
    customer_details: row.customer_details,
    success_url: row.success_url,
    cancel_url: row.cancel_url,
    phone_number_collection: row.phone_number_collection,
    billing_address_collection: row.billing_address_collection,
    cross_sell_behavior: row.cross_sell_behavior,
    subscription_data: row.subscription_data,
    after_completion: row.after_completion,
    payment_intent_id: row.payment_intent_id,
    invoice_id: row.invoice_id,
    subscription_id: row.subscription_id,
    expires_at: unix(row.expires_at)!,
    completed_at: unix(row.completed_at),
    metadata: row.metadata,
    url: `/payment/checkout/pay/${row.id}`,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}
export type CheckoutSession = ReturnType<typeof toSession>;

/** Whether the session's trial applies to the chosen currency (spec §4 Subscription). */
/** Whether the session's trial applies in its currency (recurring items are then free today). */
export const trialing = (row: Pick<SessionRow, 'subscription_data' | 'currency_id'>) =>
  trialApplies(row.subscription_data as TrialSettings | null, row.currency_id);

function totalsOf(row: Pick<SessionRow, 'subscription_data' | 'currency_id'>, items: ExpandedLineItem[]) {
  const total = checkoutTotal(items, row.currency_id, { trialing: trialing(row) });
  return { amount_subtotal: total.toString(), amount_total: total.toString() };
}

/** Checks the items a session is made of: prices on sale in this mode, in the currency, within stock. */
function checkItems(items: ExpandedLineItem[], livemode: boolean, currencyId: string) {
  const problems: ErrorDetail[] = [];
  items.forEach((item, index) => {
    const price = effectivePrice(item);
    const path = `line_items.${index}`;
    if (price.livemode !== livemode) problems.push({ path: `${path}.price_id`, message: `no price ${price.id} in this mode` });
    else if (!price.active || price.product?.active === false) problems.push({ path: `${path}.price_id`, message: `price ${price.id} is archived` });
    const offered = price.currency_id === currencyId || price.currency_options.some((o) => o.currency_id === currencyId);
    if (!offered) problems.push({ path: `${path}.price_id`, message: `price ${price.id} is not offered in currency ${currencyId}` });
    const refusal = checkQuantity(price, item.quantity);
    if (refusal) problems.push({ path: `${path}.quantity`, message: refusal.message });
  });
  const multiple = checkSingleCustomAmount(items);
  if (multiple) problems.push({ path: 'line_items', message: multiple.message });
  if (problems.length) throw validationError(problems);
}

export async function findSessionRow(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  let query = db.selectFrom('checkout_sessions').selectAll().where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(`No checkout session ${id}`);
  return row;
}

/** A session past its deadline counts as expired even before the expiry job has run. */
export const isExpired = (row: Pick<SessionRow, 'status' | 'expires_at'>) =>
  row.status === 'expired' || (row.status === 'open' && new Date(row.expires_at).getTime() <= Date.now());

export async function createCheckoutSession(
  ctx: AppContext,
  input: CheckoutSessionCreate & { livemode: boolean; payment_link_id?: string; after_completion?: unknown; created_via?: string },
  trx?: Transaction<Database>,
) {
  const now = Math.floor(Date.now() / 1000);
  if (input.expires_at !== undefined && (input.expires_at <= now + 60 || input.expires_at > now + MAX_EXPIRY_SECONDS)) {
    throw validationError([{ path: 'expires_at', message: 'must be between one minute and 30 days from now' }]);
  }
  return inTransaction(ctx.db, trx, async (trx) => {
    const stored: StoredLineItem[] = input.line_items.map((item) => ({
      id: newId('li'),
      price_id: item.price_id,
      quantity: item.quantity,
      ...(item.adjustable_quantity ? { adjustable_quantity: item.adjustable_quantity } : {}),
      ...(item.custom_amount ? { custom_amount: item.custom_amount } : {}),
      ...(item.cross_sell ? { cross_sell: true } : {}),
    }));
    const items = await expandLineItems(trx, stored, input.livemode);

    const currencyId = input.currency_id ?? items[0].price.currency_id;
    const currency = await trx
      .selectFrom('payment_currencies')
      .select(['id', 'active'])
      .where('id', '=', currencyId)
      .where('livemode', '=', input.livemode)
      .executeTakeFirst();
    if (!currency?.active) throw validationError([{ path: 'currency_id', message: 'must be an active currency of this mode' }]);
    checkItems(items, input.livemode, currencyId);

    // A custom-amount item starts at the price's preset (the middle preset when none is set).
    for (const item of items) {
      const custom = item.price.custom_unit_amount;
      if (custom && !item.custom_amount) {
        item.custom_amount = String(custom.preset ?? defaultPreset(custom.presets ?? []) ?? '0');
      }
    }
    const recurring = items.some((i) => i.price.type === 'recurring');
    const mode = input.mode ?? (recurring ? 'subscription' : 'payment');
    if (mode === 'payment' && recurring) throw validationError([{ path: 'mode', message: 'a recurring price needs mode subscription' }]);

    const base = { subscription_data: input.subscription_data ?? null, currency_id: currencyId };
    const row = await trx
      .insertInto('checkout_sessions')
      .values({
        id: newId('cs'),
        livemode: input.livemode,
        mode,
        submit_type: input.submit_type ?? 'auto',
        currency_id: currencyId,
        payment_link_id: input.payment_link_id ?? null,
        line_items: JSON.stringify(items.map(stripExpansion)),
        ...totalsOf(base as never, items),
        success_url: input.success_url ?? null,
        cancel_url: input.cancel_url ?? null,
        phone_number_collection: JSON.stringify(input.phone_number_collection ?? { enabled: false }),
        billing_address_collection: input.billing_address_collection ?? 'auto',
        cross_sell_behavior: input.cross_sell_behavior ?? 'auto',
        subscription_data: input.subscription_data ? JSON.stringify(input.subscription_data) : null,
        after_completion: input.after_completion ? JSON.stringify(input.after_completion) : null,
        expires_at: new Date((input.expires_at ?? now + DEFAULT_EXPIRY_SECONDS) * 1000),
        metadata: JSON.stringify(input.metadata ?? {}),
        created_via: input.created_via ?? 'api',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // Sold through a checkout, a price can no longer change what it charges.
    const unlocked = items.filter((i) => !i.price.locked).map((i) => i.price_id);
    if (unlocked.length) await lockPrices(trx, unlocked);
    // The expiry job is queued with the session, to run at its deadline.
    await ctx.jobs.send(QUEUES.checkoutExpire, { sessionId: row.id }, { trx, startAfter: row.expires_at });
    const session = toSession(row, items);
    await recordEvent(ctx, trx, { livemode: row.livemode, type: 'checkout.session.created', objectType: 'checkout_session', object: session });
    return session;
  });
}

function stripExpansion(item: ExpandedLineItem): StoredLineItem {
  const { price: _price, upsell_price: _upsell, ...stored } = item;
  return stored;
}

/** A session from a payment link, for its hosted page. */
export async function startFromLink(ctx: AppContext, linkId: string) {
  const link = await findLinkRow(ctx.db, linkId);
  if (!link.active) throw new AppError(400, 'This link has expired...', 'PAYMENT_LINK_INACTIVE');
  const items = link.line_items as CheckoutSessionCreate['line_items'];
  return createCheckoutSession(ctx, {
    livemode: link.livemode,
    payment_link_id: link.id,
    line_items: items,
    currency_id: link.currency_id ?? undefined,
    submit_type: link.submit_type as CheckoutSessionCreate['submit_type'],
    phone_number_collection: link.phone_number_collection,
    billing_address_collection: link.billing_address_collection as 'auto' | 'required',
    cross_sell_behavior: link.cross_sell_behavior as 'auto' | 'required',
    subscription_data: (link.subscription_data ?? undefined) as CheckoutSessionCreate['subscription_data'],
    after_completion: link.after_completion ?? undefined,
    metadata: link.metadata,
    created_via: 'payment_link',
  });
}

/** Marks a session expired once its deadline passed; a no-op for paid or already-expired ones. */
export async function expireSession(ctx: AppContext, id: string): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('checkout_sessions')
      .set({ status: 'expired', updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where('expires_at', '<=', new Date())
      .returningAll()
      .executeTakeFirst();
    if (!row) return false;
    // Unpaid, so the stock it held goes back on sale.
    if (row.inventory_reserved) {
      await releaseInventory(trx, row.inventory_reserved);
      await trx.updateTable('checkout_sessions').set({ inventory_reserved: null }).where('id', '=', id).execute();
    }
    const session = toSession({ ...row, inventory_reserved: null }, await expandLineItems(trx, row.line_items as StoredLineItem[]));
    await recordEvent(ctx, trx, { livemode: row.livemode, type: 'checkout.session.expired', objectType: 'checkout_session', object: session });
    return true;
  });
}

/** What the hosted page loads: the session (expired when past its deadline), its intent and link. */
export async function retrieveSession(ctx: AppContext, id: string) {
  let row = await findSessionRow(ctx.db, id);
  if (row.status === 'open' && isExpired(row)) {
    await expireSession(ctx, id);
    row = await findSessionRow(ctx.db, id);
  }
  const [lineItems, intent, link] = await Promise.all([
    expandLineItems(ctx.db, row.line_items as StoredLineItem[]),
    row.payment_intent_id ? ctx.db.selectFrom('payment_intents').selectAll().where('id', '=', row.payment_intent_id).executeTakeFirst() : undefined,
    row.payment_link_id ? findLinkRow(ctx.db, row.payment_link_id).then((l) => expandLink(ctx.db, l)) : undefined,
  ]);
  return {
    checkoutSession: toSession(row, lineItems),
    paymentIntent: intent
      ? { id: intent.id, status: intent.status, amount: intent.amount, currency_id: intent.currency_id, last_payment_error: intent.last_payment_error }
      : null,
    paymentLink: link ?? null,
  };
}

/**
 * Applies a buyer's change to an open session (quantity, amount, upsell, cross-sell) under a row
 * lock, re-checks the items and recomputes the totals in the same transaction.
 */
export async function changeSession(
  ctx: AppContext,
  id: string,
  change: (items: ExpandedLineItem[], trx: Transaction<Database>) => Promise<ExpandedLineItem[]> | ExpandedLineItem[],
) {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findSessionRow(trx, id, { forUpdate: true });
    if (row.status === 'complete') throw badRequest('This checkout session is already completed', 'SESSION_COMPLETED');
    if (isExpired(row)) throw badRequest('This checkout session has expired', 'SESSION_EXPIRED');
    const items = await change(await expandLineItems(trx, row.line_items as StoredLineItem[]), trx);
    checkItems(items, row.livemode, row.currency_id);
    const updated = await trx
      .updateTable('checkout_sessions')
      .set({ line_items: JSON.stringify(items.map(stripExpansion)), ...totalsOf(row, items), updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSession(updated, items);
  });
}

