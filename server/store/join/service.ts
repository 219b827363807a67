import { sql, type Transaction } from 'kysely';
import { toUnits } from '../../../common/checkout/amount';
import type { AppContext, CheckoutCompletedHandler } from '../../context';
import type { Database } from '../../db/types';
import { AppError, conflict, forbidden } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { createCheckoutSession, isExpired } from '../../payment/checkout/service';
import { createProduct } from '../../payment/catalog/products/service';
import type { Merchant } from '../../payment/merchant-auth';
import type { SessionUser } from '../../../common/identity';
import { queueNotification } from '../../platform/notifications/service';
import { isDeveloper } from '../developer-auth';

/** Marks the checkout sessions, and the catalog product, of developer-passport stakes. */
export const DEVELOPER_STAKE_PURPOSE = 'developer_stake';
/** The stake is taken on the embedded test chain: the store runs its staking in test mode. */
const STAKE_LIVEMODE = false;
const STORE_MERCHANT: Merchant = { livemode: STAKE_LIVEMODE, actor: { type: 'user', did: 'system:store' } };

type Db = AppContext['db'] | Transaction<Database>;

/** The currency stakes are paid in: the test mode's base currency, else its first active one. */
async function stakeCurrency(db: Db) {
  return db
    .selectFrom('payment_currencies')
    .select(['id', 'symbol', 'decimal'])
    .where('livemode', '=', STAKE_LIVEMODE)
    .where('active', '=', true)
    .orderBy('is_base_currency', 'desc')
    .orderBy('created_at')
    .executeTakeFirst();
}

/** The configured stake in the currency's smallest units; an amount finer than the currency is a setup error. */
function stakeUnits(ctx: AppContext, currency: { symbol: string; decimal: number }): bigint {
  const units = toUnits(ctx.config.passportStakeAmount, currency.decimal, currency.decimal);
  if (typeof units !== 'bigint') {
    throw new AppError(503, `PASSPORT_STAKE_AMOUNT ${ctx.config.passportStakeAmount} has more decimals than ${currency.symbol} allows`, 'STAKE_NOT_CONFIGURED');
  }
  return units;
}

/** What /join shows: whether staking is on, its price, and whether the viewer already joined. */
export async function joinInfo(ctx: AppContext, viewer: SessionUser | null) {
  const enabled = ctx.config.permissionMode === 'staking';
  const currency = enabled ? await stakeCurrency(ctx.db) : undefined;
  const stakes = viewer
    ? await ctx.db
        .selectFrom('developer_stakes')
        .select(['id', 'amount', 'currency_id', 'status', 'created_at'])
        .where('user_did', '=', viewer.did)
        .orderBy('created_at', 'desc')
        .execute()
    : [];
  return {
    enabled,
    stake: currency
      ? { amount: stakeUnits(ctx, currency).toString(), currency: { id: currency.id, symbol: currency.symbol, decimal: currency.decimal } }
      : null,
    joined: viewer ? isDeveloper(viewer) : false,
    stakes: stakes.map((s) => ({ id: s.id, amount: String(s.amount), currency_id: s.currency_id, status: s.status, created_at: new Date(s.created_at).toISOString() })),
  };
}

/** The active price of the stake, made on first use (and again when the amount or currency changes). */
async function stakePrice(ctx: AppContext, trx: Transaction<Database>, currency: { id: string }, amount: bigint): Promise<string> {
  // One maker at a time, so two first joins do not each create a product.
  await sql`select pg_advisory_xact_lock(hashtext('developer-stake-price'))`.execute(trx);
  const existing = await trx
    .selectFrom('prices')
    .innerJoin('products', 'products.id', 'prices.product_id')
    .select('prices.id')
    .where('prices.livemode', '=', STAKE_LIVEMODE)
    .where('prices.active', '=', true)
    .where('products.active', '=', true)
    .where('prices.currency_id', '=', currency.id)
    .where('prices.unit_amount', '=', amount.toString())
    .where(sql<boolean>`products.metadata->>'purpose' = ${DEVELOPER_STAKE_PURPOSE}`)
    .executeTakeFirst();
  if (existing) return existing.id;
  const product = await createProduct(
    ctx,
    STORE_MERCHANT,
    {
      name: 'Developer passport stake',
      description: 'Held while you publish plugins in this store.',
      type: 'service',
      metadata: { purpose: DEVELOPER_STAKE_PURPOSE },
      prices: [{ type: 'one_time', unit_amount: amount.toString(), currency_id: currency.id }],
    },
    trx,
  );
  return product.prices[0].id;
}

/**
 * Starts (or resumes) the stake checkout that earns the developer passport. One open stake
 * checkout per person: asking again answers the same one, so a double click cannot charge twice.
 */
export async function startJoin(ctx: AppContext, user: SessionUser, origin: string) {
  if (ctx.config.permissionMode !== 'staking') throw forbidden('You must be invited to access this store', 'NEED_INVITE');
  if (isDeveloper(user)) throw conflict('You already got a valid developer passport', 'PASSPORT_EXIST');
  const currency = await stakeCurrency(ctx.db);
  if (!currency) throw new AppError(503, 'Staking is not set up: the store has no active test-mode currency', 'STAKE_NOT_CONFIGURED');
  const amount = stakeUnits(ctx, currency);

  const session = await ctx.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`developer-join:${user.did}`}))`.execute(trx);
    const open = await trx
      .selectFrom('checkout_sessions')
      .select(['id', 'status', 'expires_at'])
      .where('status', '=', 'open')
      .where(sql<boolean>`metadata->>'purpose' = ${DEVELOPER_STAKE_PURPOSE}`)
      .where(sql<boolean>`metadata->>'developer' = ${user.did}`)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (open && !isExpired(open)) return { id: open.id };
    const priceId = await stakePrice(ctx, trx, currency, amount);
    return createCheckoutSession(
      ctx,
      {
        livemode: STAKE_LIVEMODE,
        mode: 'payment',
        line_items: [{ price_id: priceId, quantity: 1 }],
        currency_id: currency.id,
        success_url: `${ctx.config.appUrl ?? origin}/developer/plugins`,
        metadata: { purpose: DEVELOPER_STAKE_PURPOSE, developer: user.did },
        created_via: 'store_join',
      },
      trx,
    );
  });
  return { checkoutSessionId: session.id, url: `/payment/checkout/pay/${session.id}` };
}

/**
 * A paid stake checkout grants its developer the passport, inside the payment's transaction, and
 * queues the welcome notification with it.
 */
export function grantPassportOnStake(ctx: AppContext): CheckoutCompletedHandler {
  return async (trx, session) => {
    const metadata = session.metadata as Record<string, unknown>;
    if (metadata.purpose !== DEVELOPER_STAKE_PURPOSE || typeof metadata.developer !== 'string') return;
    const did = metadata.developer;
    await trx
      .insertInto('developer_stakes')
      .values({ id: newId('stk'), user_did: did, livemode: session.livemode, checkout_session_id: session.id, currency_id: session.currency_id, amount: session.amount_total })
      .onConflict((oc) => oc.column('checkout_session_id').doNothing())
      .execute();
    // The partial unique index makes this a no-op for someone who already holds the passport.
    const granted = await trx
      .insertInto('passports')
      .values({ id: newId('pp'), user_did: did, role: 'developer', issued_by: `stake:${session.id}` })
      .onConflict((oc) => oc.columns(['user_did', 'role']).where('revoked_at', 'is', null).doNothing())
      .executeTakeFirst();
    if (Number(granted.numInsertedOrUpdatedRows ?? 0n) === 0) return;
    await queueNotification(ctx, trx, {
      title: 'Welcome, developer',
      description: 'Your stake was received and your developer passport is active: you can now publish plugins in this store.',
      severity: 'success',
      receivers: [did],
    });
  };
}
