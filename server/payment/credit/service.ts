import type { Selectable, Transaction } from 'kysely';
import { parseUnits } from 'viem';
import { effectivePrice } from '../../../common/checkout/totals';
import type { DURATION_UNITS } from '../../../common/payment/catalog';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { QUEUES } from '../../jobs/queue';
import { AppError, notFound, validationError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageOf } from '../../lib/pagination';
import type { BillingViewer } from '../billing/service';
import type { ExpandedLineItem } from '../checkout/service';
import { recordEvent } from '../events/service';

type Db = AppContext['db'] | Transaction<Database>;
type Trx = Transaction<Database>;
type GrantRow = Selectable<Database['credit_grants']>;
type CreditTransactionRow = Selectable<Database['credit_transactions']>;

const seconds = (date: Date | null) => (date ? Math.floor(new Date(date).getTime() / 1000) : null);

/** Statuses a grant can still be spent in (a pending grant once its effective time has come). */
const LIVE_STATUSES = ['pending', 'granted'] as const;

export function toCreditGrant(row: GrantRow, currency?: { id: string; symbol: string; decimal: number; name: string } | null) {
  return {
    id: row.id,
    object: 'credit_grant',
    livemode: row.livemode,
    customer_id: row.customer_id,
    currency_id: row.currency_id,
    paymentCurrency: currency ?? null,
    name: row.name,
    category: row.category,
    priority: row.priority,
    amount: row.amount,
    remaining_amount: row.remaining_amount,
    status: row.status,
    applicability_config: row.applicability_config,
    effective_at: seconds(row.effective_at),
    expires_at: seconds(row.expires_at),
    voided_at: seconds(row.voided_at),
    subscription_id: row.subscription_id,
    invoice_id: row.invoice_id,
    metadata: row.metadata,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export function toCreditTransaction(row: CreditTransactionRow, grantName?: string) {
  return {
    id: row.id,
    object: 'credit_transaction',
    livemode: row.livemode,
    customer_id: row.customer_id,
    credit_grant_id: row.credit_grant_id,
    creditGrant: grantName === undefined ? null : { id: row.credit_grant_id, name: grantName },
    currency_id: row.currency_id,
    subscription_id: row.subscription_id,
    checkout_session_id: row.checkout_session_id,
    payment_intent_id: row.payment_intent_id,
    source: row.source,
    credit_amount: row.credit_amount,
    remaining_balance: row.remaining_balance,
    description: row.description,
    metadata: row.metadata,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** A grant restricted to some prices pays only for orders made of those prices. */
const grantCovers = (grant: GrantRow, priceIds: string[]) => {
  const scope = grant.applicability_config.scope?.prices;
  return !scope?.length || priceIds.every((id) => scope.includes(id));
};

/** A customer's grants in a currency that can pay for these prices now, in the order they are spent. */
async function spendableGrants(db: Db, input: { customerId: string; currencyId: string; priceIds: string[] }, lock: boolean) {
  const now = new Date();
  let query = db
    .selectFrom('credit_grants')
    .selectAll()
    .where('customer_id', '=', input.customerId)
    .where('currency_id', '=', input.currencyId)
    .where('status', 'in', LIVE_STATUSES)
    .where('effective_at', '<=', now)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .where('remaining_amount', '>', '0')
    // Spend what runs out first: by priority, then the soonest expiry (Postgres puts no expiry last), then the oldest.
    .orderBy('priority')
    .orderBy('expires_at')
    .orderBy('created_at')
    .orderBy('id');
  if (lock) query = query.forUpdate();
  return (await query.execute()).filter((grant) => grantCovers(grant, input.priceIds));
}

/** How much credit a customer can spend on these prices now (smallest units). */
export async function availableCredit(db: Db, input: { customerId: string; currencyId: string; priceIds: string[] }): Promise<bigint> {
  const grants = await spendableGrants(db, input, false);
  return grants.reduce((sum, grant) => sum + BigInt(grant.remaining_amount), 0n);
}

/**
 * Spends credit from a customer's grants, soonest-expiring first, inside the caller's transaction:
 * the grants are locked, so two payments at once cannot spend the same credit. Refuses with
 * 'Insufficient Credit' and spends nothing when they hold too little.
 */
export async function consumeCredit(
  ctx: AppContext,
  trx: Trx,
  input: {
    livemode: boolean;
    customerId: string;
    currencyId: string;
    priceIds: string[];
    amount: bigint;
    description: string;
    checkoutSessionId?: string;
    paymentIntentId?: string;
    subscriptionId?: string | null;
  },
) {
  const grants = await spendableGrants(trx, input, true);
  const available = grants.reduce((sum, grant) => sum + BigInt(grant.remaining_amount), 0n);
  if (available < input.amount) throw new AppError(400, 'Insufficient Credit', 'CREDIT_INSUFFICIENT');
  const spent: { credit_grant_id: string; credit_transaction_id: string; amount: string }[] = [];
  let left = input.amount;
  for (const grant of grants) {
    if (left === 0n) break;
    const take = BigInt(grant.remaining_amount) < left ? BigInt(grant.remaining_amount) : left;
    left -= take;
    const remaining = BigInt(grant.remaining_amount) - take;
    const updated = await trx
      .updateTable('credit_grants')
      .set({ remaining_amount: remaining.toString(), status: remaining === 0n ? 'depleted' : 'granted', updated_at: new Date() })
      .where('id', '=', grant.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const transaction = await trx
      .insertInto('credit_transactions')
      .values({
        id: newId('cbtxn'),
        livemode: input.livemode,
        customer_id: input.customerId,
        credit_grant_id: grant.id,
        currency_id: input.currencyId,
        subscription_id: input.subscriptionId ?? null,
        checkout_session_id: input.checkoutSessionId ?? null,
        payment_intent_id: input.paymentIntentId ?? null,
        source: 'checkout',
        credit_amount: take.toString(),
        remaining_balance: remaining.toString(),
        description: input.description,
        metadata: JSON.stringify({}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    spent.push({ credit_grant_id: grant.id, credit_transaction_id: transaction.id, amount: take.toString() });
    if (remaining === 0n) {
      await recordEvent(ctx, trx, { livemode: input.livemode, type: 'customer.credit_grant.depleted', objectType: 'credit_grant', object: toCreditGrant(updated) });
    }
  }
  return { spent, remaining: available - input.amount };
}

export type NewCreditGrant = {
  livemode: boolean;
  customerId: string;
  currencyId: string;
  amount: bigint;
  name?: string;
  category?: 'paid' | 'promotional';
  priority?: number;
  effectiveAt?: Date;
  expiresAt?: Date | null;
  applicablePrices?: string[];
  invoiceId?: string | null;
  subscriptionId?: string | null;
  metadata?: Record<string, unknown>;
};

/** Records a grant (pending until its effective time) and schedules its activation and expiry. */
export async function createCreditGrant(ctx: AppContext, trx: Trx, input: NewCreditGrant) {
  const now = new Date();
  const effectiveAt = input.effectiveAt ?? now;
  const row = await trx
    .insertInto('credit_grants')
    .values({
      id: newId('cg'),
      livemode: input.livemode,
      customer_id: input.customerId,
      currency_id: input.currencyId,
      name: input.name ?? '',
      category: input.category ?? 'paid',
      priority: input.priority ?? 50,
      amount: input.amount.toString(),
      remaining_amount: input.amount.toString(),
      status: effectiveAt > now ? 'pending' : 'granted',
      applicability_config: JSON.stringify(input.applicablePrices?.length ? { scope: { prices: input.applicablePrices } } : {}),
      effective_at: effectiveAt,
      expires_at: input.expiresAt ?? null,
      invoice_id: input.invoiceId ?? null,
      subscription_id: input.subscriptionId ?? null,
      metadata: JSON.stringify(input.metadata ?? {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (row.status === 'granted') {
    await recordEvent(ctx, trx, { livemode: row.livemode, type: 'customer.credit_grant.granted', objectType: 'credit_grant', object: toCreditGrant(row) });
  } else {
    await ctx.jobs.send(QUEUES.creditGrantTimer, { grantId: row.id }, { trx, startAfter: effectiveAt });
  }
  if (row.expires_at) await ctx.jobs.send(QUEUES.creditGrantTimer, { grantId: row.id }, { trx, startAfter: row.expires_at });
  return row;
}

/**
 * Brings a grant's status up to date with the clock: a pending grant whose time has come is
 * granted, a live grant past its expiry is expired and what was left of it is written off.
 * Spending checks the times itself, so a late run of this job never lets expired credit be spent.
 */
export async function refreshCreditGrant(ctx: AppContext, grantId: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const grant = await trx.selectFrom('credit_grants').selectAll().where('id', '=', grantId).forUpdate().executeTakeFirst();
    if (!grant) return;
    const now = new Date();
    if (LIVE_STATUSES.includes(grant.status as (typeof LIVE_STATUSES)[number]) && grant.expires_at && new Date(grant.expires_at) <= now) {
      await trx.updateTable('credit_grants').set({ status: 'expired', remaining_amount: '0', updated_at: now }).where('id', '=', grant.id).execute();
      if (BigInt(grant.remaining_amount) > 0n) {
        await trx
          .insertInto('credit_transactions')
          .values({
            id: newId('cbtxn'),
            livemode: grant.livemode,
            customer_id: grant.customer_id,
            credit_grant_id: grant.id,
            currency_id: grant.currency_id,
            subscription_id: grant.subscription_id,
            source: 'expiration',
            credit_amount: grant.remaining_amount,
            remaining_balance: '0',
            description: 'Expired',
            metadata: JSON.stringify({}),
          })
          .execute();
      }
      return;
    }
    if (grant.status === 'pending' && new Date(grant.effective_at) <= now) {
      const granted = await trx.updateTable('credit_grants').set({ status: 'granted', updated_at: now }).where('id', '=', grant.id).returningAll().executeTakeFirstOrThrow();
      await recordEvent(ctx, trx, { livemode: granted.livemode, type: 'customer.credit_grant.granted', objectType: 'credit_grant', object: toCreditGrant(granted) });
    }
  });
}

const UNIT_MS: Record<(typeof DURATION_UNITS)[number], number> = {
  hours: 3_600_000,
  days: 86_400_000,
  weeks: 7 * 86_400_000,
  months: 30 * 86_400_000,
  years: 365 * 86_400_000,
};

type CreditConfig = {
  credit_amount: string;
  currency_id: string;
  valid_duration_value?: number;
  valid_duration_unit?: (typeof DURATION_UNITS)[number];
  applicable_prices?: string[];
};

/**
 * The credit a completed checkout bought: one grant per credit-product item, credit_amount per
 * unit, valid for the price's duration. Runs in the completing transaction.
 */
export async function grantPurchasedCredit(
  ctx: AppContext,
  trx: Trx,
  purchase: { livemode: boolean; customerId: string; invoiceId: string | null; subscriptionId: string | null; items: ExpandedLineItem[] },
) {
  const now = Date.now();
  for (const item of purchase.items) {
    const price = effectivePrice(item);
    const config = (price.metadata as { credit_config?: CreditConfig } | null)?.credit_config;
    if (!config) continue;
    const currency = await trx.selectFrom('payment_currencies').select(['decimal', 'type']).where('id', '=', config.currency_id).executeTakeFirst();
    if (!currency || currency.type !== 'credit') continue;
    const amount = parseUnits(config.credit_amount, currency.decimal) * BigInt(item.quantity);
    if (amount === 0n) continue;
    const duration = config.valid_duration_value ? config.valid_duration_value * UNIT_MS[config.valid_duration_unit ?? 'days'] : 0;
    await createCreditGrant(ctx, trx, {
      livemode: purchase.livemode,
      customerId: purchase.customerId,
      currencyId: config.currency_id,
      amount,
      name: price.product?.name ?? 'Credit',
      category: 'paid',
      expiresAt: duration ? new Date(now + duration) : null,
      applicablePrices: config.applicable_prices,
      invoiceId: purchase.invoiceId,
      subscriptionId: purchase.subscriptionId,
      metadata: { price_id: price.id },
    });
  }
}

/** The merchant's grant: checked against the customer and the currency of its mode. */
export async function createMerchantCreditGrant(
  ctx: AppContext,
  livemode: boolean,
  input: Omit<NewCreditGrant, 'livemode' | 'invoiceId' | 'subscriptionId'>,
) {
  return ctx.db.transaction().execute(async (trx) => {
    const customer = await trx.selectFrom('customers').select('id').where('id', '=', input.customerId).where('livemode', '=', livemode).executeTakeFirst();
    const currency = await trx.selectFrom('payment_currencies').select(['id', 'type']).where('id', '=', input.currencyId).where('livemode', '=', livemode).executeTakeFirst();
    const problems = [
      ...(customer ? [] : [{ path: 'customer_id', message: 'no such customer in this mode' }]),
      ...(!currency ? [{ path: 'currency_id', message: 'no such currency in this mode' }] : currency.type !== 'credit' ? [{ path: 'currency_id', message: 'must be a credit currency' }] : []),
      ...(input.expiresAt && input.expiresAt <= (input.effectiveAt ?? new Date()) ? [{ path: 'expires_at', message: 'must be after the grant takes effect' }] : []),
    ];
    if (problems.length) throw validationError(problems);
    const row = await createCreditGrant(ctx, trx, { ...input, livemode });
    return toCreditGrant(row);
  });
}

async function currenciesOf(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db.selectFrom('payment_currencies').select(['id', 'symbol', 'decimal', 'name']).where('id', 'in', [...new Set(ids)]).execute();
}

export async function getCreditGrant(db: Db, id: string, viewer: BillingViewer) {
  const row = await db.selectFrom('credit_grants').selectAll().where('id', '=', id).where('livemode', '=', viewer.livemode).executeTakeFirst();
  if (!row || (!viewer.merchant && row.customer_id !== viewer.customerId)) throw notFound(`No credit grant ${id}`);
  const [currency] = await currenciesOf(db, [row.currency_id]);
  return toCreditGrant(row, currency);
}

/** Grants listed by default: every one but the voided, as customers expect to see them. */
const DEFAULT_GRANT_STATUSES = ['granted', 'pending', 'depleted', 'expired'];

export async function listCreditGrants(
  db: Db,
  viewer: BillingViewer,
  query: { page: number; pageSize: number; status?: string; customer_id?: string; subscription_id?: string; currency_id?: string },
) {
  let base = db.selectFrom('credit_grants').where('livemode', '=', viewer.livemode);
  if (!viewer.merchant) base = base.where('customer_id', '=', viewer.customerId ?? '');
  else if (query.customer_id) base = base.where('customer_id', '=', query.customer_id);
  if (query.subscription_id) base = base.where('subscription_id', '=', query.subscription_id);
  if (query.currency_id) base = base.where('currency_id', '=', query.currency_id);
  const statuses = query.status?.split(',').map((s) => s.trim()).filter(Boolean) ?? DEFAULT_GRANT_STATUSES;
  base = base.where('status', 'in', statuses as GrantRow['status'][]);
  const { list, count } = await pageOf(base, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), query);
  const currencies = await currenciesOf(db, list.map((row) => row.currency_id));
  return { list: list.map((row) => toCreditGrant(row, currencies.find((c) => c.id === row.currency_id))), count };
}

export async function listCreditTransactions(
  db: Db,
  viewer: BillingViewer,
  query: { page: number; pageSize: number; customer_id?: string; subscription_id?: string; credit_grant_id?: string; source?: string; start?: number; end?: number },
) {
  let base = db.selectFrom('credit_transactions').where('livemode', '=', viewer.livemode);
  if (!viewer.merchant) base = base.where('customer_id', '=', viewer.customerId ?? '');
  else if (query.customer_id) base = base.where('customer_id', '=', query.customer_id);
  if (query.subscription_id) base = base.where('subscription_id', '=', query.subscription_id);
  if (query.credit_grant_id) base = base.where('credit_grant_id', '=', query.credit_grant_id);
  if (query.source) base = base.where('source', '=', query.source as CreditTransactionRow['source']);
  if (query.start !== undefined) base = base.where('created_at', '>=', new Date(query.start * 1000));
  if (query.end !== undefined) base = base.where('created_at', '<=', new Date(query.end * 1000));
  const { list, count } = await pageOf(base, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), query);
  const grants = list.length
    ? await db.selectFrom('credit_grants').select(['id', 'name']).where('id', 'in', [...new Set(list.map((row) => row.credit_grant_id))]).execute()
    : [];
  return { list: list.map((row) => toCreditTransaction(row, grants.find((g) => g.id === row.credit_grant_id)?.name ?? '')), count };
}
