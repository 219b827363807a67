import type { Selectable, Transaction } from 'kysely';
import type { Hash } from 'viem';
import { RELAY_EVENTS, type SessionUser } from '../../../common/identity';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { recordEvent } from '../events/service';
import { addressOfDid, chainTransactionRow } from '../checkout/pay';
import type { VerifiedTransfer } from '../rails/rail';
import { railFor } from '../rails/registry';
import { hasPastDueInvoices, isPastDue, toInvoice } from './service';

type Db = AppContext['db'] | Transaction<Database>;
type InvoiceRow = Selectable<Database['invoices']>;

/** Whose past-due invoices, in which currency: a customer's, or one subscription's. */
export type BatchTarget = { currencyId: string; customerId?: string; subscriptionId?: string };

/** The customer behind the target, who must be the signed-in user. */
async function targetCustomer(db: Db, user: SessionUser | null, target: BatchTarget) {
  if (!user) throw unauthorized();
  if (!target.customerId && !target.subscriptionId) throw badRequest('Either subscriptionId or customerId must be provided', 'MISSING_TARGET');
  let customerId = target.customerId;
  if (target.subscriptionId) {
    const subscription = await db.selectFrom('subscriptions').select('customer_id').where('id', '=', target.subscriptionId).executeTakeFirst();
    if (!subscription) throw notFound(`No subscription ${target.subscriptionId}`);
    customerId = subscription.customer_id;
  }
  const customer = await db.selectFrom('customers').selectAll().where('id', '=', customerId!).executeTakeFirst();
  if (!customer) throw notFound(`No customer ${customerId}`);
  if (customer.did !== user.did) throw forbidden('Only the customer can pay these invoices', 'NOT_YOUR_INVOICES');
  return customer;
}

/** Invoices of the target left unpaid past their due date (or marked uncollectible), oldest first. */
function pastDueQuery(db: Db, customerId: string, target: BatchTarget) {
  let query = db
    .selectFrom('invoices')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('currency_id', '=', target.currencyId)
    .where(isPastDue)
    .orderBy('created_at')
    .orderBy('id');
  if (target.subscriptionId) query = query.where('subscription_id', '=', target.subscriptionId);
  return query;
}

const remaining = (invoices: InvoiceRow[]) => invoices.reduce((sum, invoice) => sum + BigInt(invoice.amount_remaining), 0n);

async function methodAndCurrency(db: Db, currencyId: string) {
  const currency = await db.selectFrom('payment_currencies').selectAll().where('id', '=', currencyId).executeTakeFirst();
  if (!currency) throw notFound(`No currency ${currencyId}`);
  const method = await db.selectFrom('payment_methods').selectAll().where('id', '=', currency.payment_method_id).executeTakeFirstOrThrow();
  return { method, currency, rail: railFor(method.type) };
}

/** Wallet flow for past-due invoices, step 1: one payment covering all of them. */
export async function collectBatchRequest(ctx: AppContext, user: SessionUser | null, target: BatchTarget) {
  const customer = await targetCustomer(ctx.db, user, target);
  const invoices = await pastDueQuery(ctx.db, customer.id, target).execute();
  if (invoices.length === 0) throw badRequest('There are no past-due invoices to pay', 'NOTHING_TO_COLLECT');
  const { method, currency, rail } = await methodAndCurrency(ctx.db, target.currencyId);
  const amount = remaining(invoices);
  return { steps: rail.quote(method, currency, amount), amount: amount.toString(), invoices: invoices.map((i) => i.id) };
}

/**
 * Step 2: the wallet's transactions are checked on chain, then, under the invoices' row locks,
 * bound to one payment intent that pays every past-due invoice at once. A hash pays once; sending
 * it again answers the same result.
 */
export async function collectBatchSubmit(ctx: AppContext, user: SessionUser | null, target: BatchTarget, txHashes: Hash[]) {
  const customer = await targetCustomer(ctx.db, user, target);
  const { method, currency, rail } = await methodAndCurrency(ctx.db, target.currencyId);
  const payer = addressOfDid(user!.did);
  const due = remaining(await pastDueQuery(ctx.db, customer.id, target).execute());
  const transfers: VerifiedTransfer[] = [];
  for (const txHash of txHashes) transfers.push(await rail.verify(ctx, method, currency, { txHash, payer, amount: 0n }));

  const paid = await ctx.db.transaction().execute(async (trx) => {
    // Already bound? Then this is a repeat of a submit that succeeded (or a hash used elsewhere).
    for (const transfer of transfers) {
      const bound = await trx
        .selectFrom('chain_transactions')
        .innerJoin('payment_intents', 'payment_intents.id', 'chain_transactions.payment_intent_id')
        .select(['payment_intents.customer_id', 'payment_intents.checkout_session_id'])
        .where('chain_transactions.chain_id', '=', String(transfer.chainId))
        .where('chain_transactions.tx_hash', '=', transfer.txHash.toLowerCase())
        .executeTakeFirst();
      if (bound) {
        if (bound.customer_id === customer.id && bound.checkout_session_id === null) return [];
        throw conflict('This transaction has already paid for another payment', 'TX_ALREADY_USED');
      }
    }
    const invoices = await pastDueQuery(trx, customer.id, target).forUpdate().execute();
    if (invoices.length === 0) throw badRequest('There are no past-due invoices to pay', 'NOTHING_TO_COLLECT');
    const owed = remaining(invoices);
    const received = transfers.reduce((sum, t) => sum + t.amount, 0n);
    if (received < owed) throw badRequest(`The transactions pay ${received}, less than the ${owed} due`, 'TX_AMOUNT_TOO_LOW');
    const last = transfers[transfers.length - 1];
    const intent = await trx
      .insertInto('payment_intents')
      .values({
        id: newId('pi'),
        livemode: currency.livemode,
        customer_id: customer.id,
        checkout_session_id: null,
        payment_method_id: method.id,
        currency_id: currency.id,
        amount: owed.toString(),
        amount_received: received.toString(),
        status: 'succeeded',
        payer: last.payer,
        description: 'Past-due invoices',
        payment_details: JSON.stringify({ evm: { tx_hash: last.txHash, payer: last.payer, block_height: Number(last.blockNumber), type: 'transfer' } }),
        metadata: JSON.stringify({ invoice_ids: invoices.map((i) => i.id) }),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const transfer of transfers) {
      await trx.insertInto('chain_transactions').values(chainTransactionRow(transfer, intent.id)).execute();
    }
    const now = new Date();
    const done: InvoiceRow[] = [];
    for (const invoice of invoices) {
      const row = await trx
        .updateTable('invoices')
        .set({
          status: 'paid',
          amount_paid: invoice.amount_due,
          amount_remaining: '0',
          payment_intent_id: intent.id,
          status_transitions: JSON.stringify({ ...invoice.status_transitions, paid_at: now.toISOString() }),
          metadata: JSON.stringify({ ...invoice.metadata, payment_details: intent.payment_details }),
          updated_at: now,
        })
        .where('id', '=', invoice.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const lines = await trx.selectFrom('invoice_items').selectAll().where('invoice_id', '=', row.id).execute();
      await recordEvent(ctx, trx, { livemode: row.livemode, type: 'invoice.paid', objectType: 'invoice', object: toInvoice(row, lines) });
      done.push(row);
    }
    if (!(await hasPastDueInvoices(trx, customer.id))) {
      await trx.updateTable('customers').set({ delinquent: false, updated_at: now }).where('id', '=', customer.id).execute();
    }
    return done;
  });
  // The customer's open pages refresh their invoice lists and say it is paid (spec §7, relay).
  for (const invoice of paid) {
    ctx.realtime.publishRelay(`customer:${customer.id}`, RELAY_EVENTS.invoicePaid, { response: { id: invoice.id, customer_id: customer.id, livemode: invoice.livemode } });
  }
  return { paid: true, amount: due.toString(), invoices: paid.map((i) => i.id) };
}
