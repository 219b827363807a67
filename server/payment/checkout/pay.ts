import type { Selectable, Transaction } from 'kysely';
import { getAddress, type Address, type Hash } from 'viem';
import { normalizePhone, validateCustomerForm, billingCountry } from '../../../common/checkout/customer-form';
import type { CheckoutSubmitBody } from '../../../common/checkout/field-names';
import { checkQuantity } from '../../../common/checkout/quantity';
import { checkoutTotal, effectivePrice, renewAmount } from '../../../common/checkout/totals';
import { RELAY_EVENTS, type SessionUser } from '../../../common/identity';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { AppError, badRequest, conflict, validationError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { availableCredit, consumeCredit, grantPurchasedCredit } from '../credit/service';
import { ensureCustomer, findCustomerByDid, toCustomer } from '../customers/service';
import { recordEvent } from '../events/service';
import type { VerifiedApproval, VerifiedTransfer } from '../rails/rail';
import { hasRail, railFor } from '../rails/registry';
import { hasPastDueInvoices, recordCheckoutPurchase } from '../billing/service';
import { reserveInventory } from './inventory';
import { expandLineItems, findSessionRow, isExpired, toSession, trialing, type StoredLineItem } from './service';

type SessionRow = Selectable<Database['checkout_sessions']>;
type IntentRow = Selectable<Database['payment_intents']>;
type Trx = Transaction<Database>;

/** Renewals a subscription's approval covers ahead, so the wallet is asked once. */
const APPROVE_PERIODS = 12n;

/** The EVM address of a `did:pkh:eip155:…` user. */
export const addressOfDid = (did: string): Address | undefined => {
  const match = /^did:pkh:eip155:\d+:(0x[0-9a-fA-F]{40})$/.exec(did);
  return match ? getAddress(match[1]) : undefined;
};

async function loadMethodAndCurrency(trx: Trx, livemode: boolean, methodId: string, currencyId: string) {
  const method = await trx.selectFrom('payment_methods').selectAll().where('id', '=', methodId).where('livemode', '=', livemode).executeTakeFirst();
  const currency = await trx.selectFrom('payment_currencies').selectAll().where('id', '=', currencyId).where('livemode', '=', livemode).executeTakeFirst();
  if (!method || !method.active) throw validationError([{ path: 'payment_method', message: 'must be an active payment method of this mode' }]);
  if (!currency || !currency.active || currency.payment_method_id !== method.id) {
    throw validationError([{ path: 'payment_currency', message: 'must be an active currency of the chosen payment method' }]);
  }
  return { method, currency };
}

function intentView(intent: IntentRow) {
  return {
    id: intent.id,
    object: 'payment_intent',
    livemode: intent.livemode,
    status: intent.status,
    amount: intent.amount,
    amount_received: intent.amount_received,
    currency_id: intent.currency_id,
    payment_method_id: intent.payment_method_id,
    customer_id: intent.customer_id,
    payer: intent.payer,
    payment_details: intent.payment_details,
    last_payment_error: intent.last_payment_error,
  };
}

/**
 * Submit: checks the form and the order again, records who pays with what, holds the stock and
 * prepares the one payment intent of the session. A zero total completes at once. Answers what
 * the page needs to choose between fast pay and the wallet.
 */
export async function submitCheckout(
  ctx: AppContext,
  sessionId: string,
  body: CheckoutSubmitBody,
  user: SessionUser | null,
  options: { donation: boolean; locale?: string },
) {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const row = await findSessionRow(trx, sessionId, { forUpdate: true });
    if (row.status === 'complete') throw badRequest('This checkout session is already completed', 'SESSION_COMPLETED');
    if (isExpired(row)) throw badRequest('This checkout session has expired', 'SESSION_EXPIRED');
    if (options.donation !== (row.submit_type === 'donate')) {
      throw badRequest(options.donation ? 'This checkout is not a donation' : 'Use donate-submit for a donation', 'WRONG_SUBMIT');
    }
    const { method, currency } = await loadMethodAndCurrency(trx, row.livemode, body.payment_method, body.payment_currency);
    // A method this install cannot take payments with is refused before anything is held; credit
    // is spent from the customer's grants, whatever method carries the currency.
    if (currency.type === 'credit') {
      if (!user) throw new AppError(400, 'Sign in to pay with credit', 'CREDIT_NEEDS_CUSTOMER');
    } else railFor(method.type);

    const values = {
      customer_name: body.customer_name || user?.fullName || '',
      customer_email: body.customer_email || user?.email || '',
      customer_phone: body.customer_phone ?? '',
      billing_address: { ...body.billing_address, country: billingCountry(body.billing_address?.country) },
    };
    const pageInfo = (row.metadata.page_info ?? {}) as { field_validation?: Record<string, { pattern: string; pattern_message?: { en?: string; zh?: string } }> };
    const errors = validateCustomerForm(values, {
      billingAddressCollection: row.billing_address_collection as 'auto' | 'required',
      paymentMethodType: method.type,
      phoneCollection: row.phone_number_collection.enabled,
      fieldValidation: pageInfo.field_validation,
      locale: options.locale,
    });
    // A donor may stay anonymous: name and email are asked of buyers only.
    if (options.donation && !user) {
      if (errors.customer_name === 'payment.checkout.required') delete errors.customer_name;
      if (errors.customer_email === 'payment.checkout.required') delete errors.customer_email;
    }
    if (Object.keys(errors).length) throw validationError(Object.entries(errors).map(([path, message]) => ({ path, message: message! })));

    // Switching currency recomputes every amount; the items must all be offered in it.
    let items = await expandLineItems(trx, row.line_items as StoredLineItem[]);
    for (const [index, item] of items.entries()) {
      const refusal = checkQuantity(effectivePrice(item), item.quantity);
      if (refusal) throw new AppError(400, refusal.message, refusal.code, [{ path: `line_items.${index}.quantity`, message: refusal.message }]);
    }
    if (row.cross_sell_behavior === 'required' && !items.some((i) => i.cross_sell)) {
      throw new AppError(400, 'Please add the recommended item to continue', 'REQUIRE_CROSS_SELL');
    }

    let customer = null;
    if (user) {
      const existing = await ensureCustomer(ctx, trx, row.livemode, user);
      // Past-due invoices block new purchases until they are paid (spec §1).
      if (existing.delinquent || (await hasPastDueInvoices(trx, existing.id))) throw new AppError(400, 'You have past-due invoices; pay them before a new purchase', 'CUSTOMER_LIMITED');
      customer = await trx
        .updateTable('customers')
        .set({
          name: values.customer_name,
          email: values.customer_email,
          ...(values.customer_phone ? { phone: normalizePhone(values.customer_phone) } : {}),
          address: JSON.stringify({ ...existing.address, ...values.billing_address }),
          updated_at: new Date(),
        })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }

    let total: bigint;
    try {
      // Recurring items are free today while a trial applies in the chosen currency.
      total = checkoutTotal(items, currency.id, { trialing: trialing({ subscription_data: row.subscription_data, currency_id: currency.id }) });
    } catch (error) {
      throw new AppError(400, (error as Error).message, 'CURRENCY_NOT_SUPPORTED');
    }
    const reserved = await reserveInventory(trx, row, items);
    let session = await trx
      .updateTable('checkout_sessions')
      .set({
        currency_id: currency.id,
        payment_method_id: method.id,
        customer_id: customer?.id ?? row.customer_id,
        customer_did: user?.did ?? row.customer_did,
        customer_details: JSON.stringify({
          name: values.customer_name,
          email: values.customer_email,
          phone: values.customer_phone ? normalizePhone(values.customer_phone) : '',
          address: values.billing_address,
        }),
        amount_total: total.toString(),
        amount_subtotal: total.toString(),
        inventory_reserved: JSON.stringify(reserved),
        updated_at: new Date(),
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Stock taken now shows in the answer's items; a repeated submit holds the same and reads nothing again.
    if (JSON.stringify(reserved) !== JSON.stringify(row.inventory_reserved ?? {})) items = await expandLineItems(trx, session.line_items as StoredLineItem[]);

    const payer = user ? (addressOfDid(user.did) ?? null) : null;
    let intent = session.payment_intent_id
      ? await trx.selectFrom('payment_intents').selectAll().where('id', '=', session.payment_intent_id).executeTakeFirstOrThrow()
      : undefined;
    const intentFields = {
      amount: total.toString(),
      currency_id: currency.id,
      payment_method_id: method.id,
      customer_id: customer?.id ?? null,
      payer,
      status: 'requires_action' as const,
      updated_at: new Date(),
    };
    if (intent) {
      intent = await trx.updateTable('payment_intents').set(intentFields).where('id', '=', intent.id).returningAll().executeTakeFirstOrThrow();
    } else {
      intent = await trx
        .insertInto('payment_intents')
        .values({ id: newId('pi'), livemode: session.livemode, checkout_session_id: session.id, description: 'Checkout', amount_received: '0', ...intentFields })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordEvent(ctx, trx, { livemode: session.livemode, type: 'payment_intent.created', objectType: 'payment_intent', object: intentView(intent) });
      session = await trx.updateTable('checkout_sessions').set({ payment_intent_id: intent.id }).where('id', '=', session.id).returningAll().executeTakeFirstOrThrow();
    }
    if (total === 0n) {
      // A trial paid in a token first asks the wallet to allow the renewals; anything else free completes now.
      const renewal = session.mode === 'subscription' ? renewAmount(items, currency.id) : 0n;
      const approval = renewal > 0n && payer && currency.contract && currency.type !== 'credit' && hasRail(method.type) ? renewal : 0n;
      if (approval === 0n) {
        const done = await completeInTransaction(ctx, trx, session, intent, NO_PAYMENT, 'no_payment_required');
        return { session: done.session, intent: done.intent, customer, method, currency, items, payer, completed: true, approval };
      }
      return { session, intent, customer, method, currency, items, payer, completed: false, approval };
    }
    return { session, intent, customer, method, currency, items, payer, completed: false, approval: 0n };
  });

  if (result.completed) publishCompleted(ctx, result.session);
  const answer = {
    checkoutSession: toSession(result.session, result.items),
    paymentIntent: intentView(result.intent),
    customer: result.customer ? toCustomer(result.customer) : null,
    stripeContext: null,
    creditSufficient: false,
    fastPayInfo: null as null | { type: 'balance' | 'delegation' | 'credit'; amount: string; payer: string; token: { address: string | null; balance: string } },
    balance: { sufficient: false },
    delegation: { sufficient: false },
  };
  if (!result.completed && result.currency.type === 'credit' && result.customer) {
    const available = await availableCredit(ctx.db, {
      customerId: result.customer.id,
      currencyId: result.currency.id,
      priceIds: result.items.map((item) => effectivePrice(item).id),
    });
    answer.creditSufficient = available >= BigInt(result.intent.amount);
    answer.fastPayInfo = { type: 'credit', amount: result.intent.amount, payer: user!.did, token: { address: null, balance: available.toString() } };
  } else if (!result.completed && hasRail(result.method.type) && result.payer) {
    const rail = railFor(result.method.type);
    // Two independent chain reads: the payer's funds, and the height from which the watcher looks.
    const [{ balance, allowance }, position] = await Promise.all([rail.funds(ctx, result.method, result.currency, result.payer), rail.position(ctx, result.method)]);
    if (result.approval > 0n) {
      // Nothing is due today: the session completes once the merchant may collect the renewals.
      answer.delegation.sufficient = allowance >= result.approval;
      if (answer.delegation.sufficient) {
        const done = await settleApproval(ctx, result.session.id, allowanceSettlement(result.payer, allowance));
        answer.checkoutSession = toSession(done.session, result.items);
        answer.paymentIntent = intentView(done.intent);
      } else {
        // The watcher completes it if the approval is sent but never reported.
        await ctx.db.updateTable('payment_intents').set({ watch_from_block: Number(position) }).where('id', '=', result.intent.id).execute();
      }
      return answer;
    }
    const amount = BigInt(result.intent.amount);
    answer.balance.sufficient = balance >= amount;
    // Fast pay collects an approved allowance, which needs the collector's key on this server.
    answer.delegation.sufficient = rail.canCollect(ctx, result.method, result.currency) && allowance >= amount;
    if (answer.delegation.sufficient) {
      answer.fastPayInfo = { type: 'delegation', amount: amount.toString(), payer: result.payer, token: { address: result.currency.contract, balance: balance.toString() } };
    }
    await ctx.db.updateTable('payment_intents').set({ watch_from_block: Number(position) }).where('id', '=', result.intent.id).execute();
  }
  return answer;
}

/** What paid a session: the amount received, who paid, and the details kept on the intent. */
type Settlement = { received: bigint; payer?: string; details?: Record<string, unknown> };

const NO_PAYMENT: Settlement = { received: 0n };

/** The settlement of checked chain transfers; the last one's receipt is what the intent shows. */
function chainSettlement(transfers: VerifiedTransfer[]): Settlement {
  const last = transfers[transfers.length - 1];
  return {
    received: transfers.reduce((sum, t) => sum + t.amount, 0n),
    payer: last.payer,
    details: {
      evm: { tx_hash: last.txHash, payer: last.payer, block_height: Number(last.blockNumber), gas_used: last.gasUsed.toString(), gas_price: last.gasPrice.toString(), type: 'transfer' },
    },
  };
}

/** Marks the session paid by the given settlement; the invoice, any subscription and events are written with it. */
async function completeInTransaction(
  ctx: AppContext,
  trx: Trx,
  session: SessionRow,
  intent: IntentRow,
  settlement: Settlement,
  paymentStatus: 'paid' | 'no_payment_required',
) {
  const updatedIntent = await trx
    .updateTable('payment_intents')
    .set((eb) => ({
      status: 'succeeded',
      amount_received: eb('amount_received', '+', settlement.received.toString()),
      ...(settlement.payer ? { payer: settlement.payer } : {}),
      ...(settlement.details ? { payment_details: JSON.stringify(settlement.details) } : {}),
      updated_at: new Date(),
    }))
    .where('id', '=', intent.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // A session paid after it expired lost its hold on the stock: take it again, if still there.
  if (!session.inventory_reserved || session.status === 'expired') {
    const items = await expandLineItems(trx, session.line_items as StoredLineItem[]);
    await reserveInventory(trx, { ...session, inventory_reserved: null }, items).catch(async (error) => {
      if (!(error instanceof AppError)) throw error;
      await trx
        .updateTable('checkout_sessions')
        .set({ metadata: JSON.stringify({ ...session.metadata, oversold: true }) })
        .where('id', '=', session.id)
        .execute();
    });
  }
  const lineItems = await expandLineItems(trx, session.line_items as StoredLineItem[]);
  const purchase = await recordCheckoutPurchase(ctx, trx, session, updatedIntent, lineItems);
  if (session.customer_id) {
    await grantPurchasedCredit(ctx, trx, { livemode: session.livemode, customerId: session.customer_id, invoiceId: purchase.invoiceId, subscriptionId: purchase.subscriptionId, items: lineItems });
  }
  const done = await trx
    .updateTable('checkout_sessions')
    .set({
      status: 'complete',
      payment_status: paymentStatus,
      completed_at: new Date(),
      updated_at: new Date(),
      invoice_id: purchase.invoiceId,
      subscription_id: purchase.subscriptionId,
    })
    .where('id', '=', session.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  for (const handler of ctx.checkoutCompleted) await handler(trx, done);
  await recordEvent(ctx, trx, { livemode: done.livemode, type: 'payment_intent.succeeded', objectType: 'payment_intent', object: intentView(updatedIntent) });
  await recordEvent(ctx, trx, { livemode: done.livemode, type: 'checkout.session.completed', objectType: 'checkout_session', object: toSession(done, lineItems) });
  return { session: done, intent: updatedIntent };
}

const allowanceSettlement = (payer: string, allowance: bigint): Settlement => ({
  received: 0n,
  payer,
  details: { evm: { type: 'delegation', payer, allowance: allowance.toString() } },
});

/**
 * For the watcher: a trial waiting for its approval completes once the payer's allowance covers
 * a renewal, whoever sent the approval and whether or not it was reported.
 */
export async function completeIfRenewalsAllowed(ctx: AppContext, sessionId: string): Promise<boolean> {
  const { session, intent, method, currency, rail } = await sessionPaymentContext(ctx, sessionId);
  if (session.status === 'complete' || !intent.payer || BigInt(intent.amount) !== 0n) return false;
  const renewal = await renewalOf(ctx, session, intent.currency_id);
  const { allowance } = await rail.funds(ctx, method, currency, getAddress(intent.payer));
  if (renewal === 0n || allowance < renewal) return false;
  return (await settleApproval(ctx, session.id, allowanceSettlement(getAddress(intent.payer), allowance))).completedNow;
}

/** Completes a session with nothing to pay once the renewals are allowed; once, under the session's lock. */
async function settleApproval(ctx: AppContext, sessionId: string, settlement: Settlement) {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const session = await findSessionRow(trx, sessionId, { forUpdate: true });
    const intent = await trx.selectFrom('payment_intents').selectAll().where('id', '=', session.payment_intent_id!).executeTakeFirstOrThrow();
    if (session.status === 'complete') return { session, intent, completedNow: false };
    const done = await completeInTransaction(ctx, trx, session, intent, settlement, 'no_payment_required');
    return { ...done, completedNow: true };
  });
  if (outcome.completedNow) publishCompleted(ctx, outcome.session);
  return outcome;
}

/** Tells the open pages: the checkout page on its channel, and the customer's pages that their invoice is paid. */
function publishCompleted(ctx: AppContext, session: SessionRow) {
  const channel = `checkout:${session.id}`;
  ctx.realtime.publishRelay(channel, RELAY_EVENTS.checkoutSessionCompleted, { response: { id: session.id, livemode: session.livemode } });
  if (!session.invoice_id) return;
  const invoice = { response: { id: session.invoice_id, customer_id: session.customer_id, checkout_session_id: session.id, livemode: session.livemode } };
  ctx.realtime.publishRelay(channel, RELAY_EVENTS.invoicePaid, invoice);
  if (session.customer_id) ctx.realtime.publishRelay(`customer:${session.customer_id}`, RELAY_EVENTS.invoicePaid, invoice);
}

/** The row that binds a checked transfer to the payment intent it pays; its hash pays nothing else. */
export function chainTransactionRow(transfer: VerifiedTransfer, paymentIntentId: string) {
  return {
    chain_id: String(transfer.chainId),
    tx_hash: transfer.txHash.toLowerCase(),
    payment_intent_id: paymentIntentId,
    payer: transfer.payer,
    token: transfer.token,
    amount: transfer.amount.toString(),
    block_number: transfer.blockNumber,
    gas_used: transfer.gasUsed.toString(),
    gas_price: transfer.gasPrice.toString(),
  };
}

/**
 * Binds verified transfers to the session's intent and completes it, once: the session row is
 * locked, a transaction hash can be bound to one payment only, and a completed session stays so.
 */
export async function settleTransfers(ctx: AppContext, sessionId: string, transfers: VerifiedTransfer[]) {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const session = await findSessionRow(trx, sessionId, { forUpdate: true });
    if (!session.payment_intent_id) throw badRequest('Submit the checkout before paying', 'NOT_SUBMITTED');
    const intent = await trx.selectFrom('payment_intents').selectAll().where('id', '=', session.payment_intent_id).executeTakeFirstOrThrow();
    const fresh: VerifiedTransfer[] = [];
    for (const transfer of transfers) {
      const bound = await trx
        .insertInto('chain_transactions')
        .values(chainTransactionRow(transfer, intent.id))
        .onConflict((oc) => oc.columns(['chain_id', 'tx_hash']).doNothing())
        .returning('payment_intent_id')
        .executeTakeFirst();
      if (bound) {
        fresh.push(transfer);
        continue;
      }
      const owner = await trx
        .selectFrom('chain_transactions')
        .select('payment_intent_id')
        .where('chain_id', '=', String(transfer.chainId))
        .where('tx_hash', '=', transfer.txHash.toLowerCase())
        .executeTakeFirstOrThrow();
      if (owner.payment_intent_id !== intent.id) throw conflict('This transaction has already paid for another payment', 'TX_ALREADY_USED');
    }
    if (session.status === 'complete') {
      if (fresh.length) {
        // A second payment for a paid session is kept on the intent (refund due), never lost.
        const extra = fresh.reduce((sum, t) => sum + t.amount, 0n);
        await trx
          .updateTable('payment_intents')
          .set((eb) => ({ amount_received: eb('amount_received', '+', extra.toString()), updated_at: new Date() }))
          .where('id', '=', intent.id)
          .execute();
      }
      return { session, completedNow: false };
    }
    if (fresh.length === 0) return { session, completedNow: false };
    const done = await completeInTransaction(ctx, trx, session, intent, chainSettlement(fresh), 'paid');
    return { session: done.session, completedNow: true };
  });
  if (outcome.completedNow) publishCompleted(ctx, outcome.session);
  return outcome;
}

/** A submitted session with its intent, method and currency, whatever pays it. */
async function submittedSession(ctx: AppContext, sessionId: string) {
  const session = await findSessionRow(ctx.db, sessionId);
  if (!session.payment_intent_id || !session.payment_method_id) throw badRequest('Submit the checkout before paying', 'NOT_SUBMITTED');
  const intent = await ctx.db.selectFrom('payment_intents').selectAll().where('id', '=', session.payment_intent_id).executeTakeFirstOrThrow();
  const method = await ctx.db.selectFrom('payment_methods').selectAll().where('id', '=', intent.payment_method_id).executeTakeFirstOrThrow();
  const currency = await ctx.db.selectFrom('payment_currencies').selectAll().where('id', '=', intent.currency_id).executeTakeFirstOrThrow();
  return { session, intent, method, currency };
}

/** A submitted session paid through a rail (a wallet, or an allowance); credit has none. */
async function sessionPaymentContext(ctx: AppContext, sessionId: string) {
  const submitted = await submittedSession(ctx, sessionId);
  if (submitted.currency.type === 'credit') throw badRequest('Credit is spent without a wallet: confirm the credit payment instead', 'CREDIT_NO_WALLET');
  return { ...submitted, rail: railFor(submitted.method.type) };
}

/** What the session's recurring items cost each cycle: the amount its allowance must cover. */
async function renewalOf(ctx: AppContext, session: SessionRow, currencyId: string): Promise<bigint> {
  return renewAmount(await expandLineItems(ctx.db, session.line_items as StoredLineItem[]), currencyId);
}

/** Wallet flow, step 1: what the wallet must sign for this session. */
export async function walletRequest(ctx: AppContext, sessionId: string, user: SessionUser | null) {
  const { session, intent, method, currency, rail } = await sessionPaymentContext(ctx, sessionId);
  if (session.status === 'complete') throw badRequest('This checkout session is already completed', 'SESSION_COMPLETED');
  // A late payment for an expired session is still honoured, but nobody is asked to make one.
  if (isExpired(session)) throw badRequest('This checkout session has expired', 'SESSION_EXPIRED');
  if (user && intent.payer && addressOfDid(user.did) !== intent.payer) throw badRequest('Account changed, please pay manually.', 'ACCOUNT_CHANGED');
  const amount = BigInt(intent.amount);
  let approve: bigint | undefined;
  if (session.mode === 'subscription') {
    // The allowance covers the renewals (what recurs each cycle), not the one-time items of today.
    const renewal = await renewalOf(ctx, session, intent.currency_id);
    approve = (renewal > 0n ? renewal : amount) * APPROVE_PERIODS;
  }
  const steps = rail.quote(method, currency, amount, approve ? { approve } : {});
  return { steps, paymentIntent: intentView(intent) };
}

/** Wallet flow, step 2: the hashes the wallet sent; each is checked on chain before it counts. */
export async function walletSubmit(ctx: AppContext, sessionId: string, user: SessionUser | null, txHashes: Hash[]) {
  const { session, intent, method, currency, rail } = await sessionPaymentContext(ctx, sessionId);
  const payer = intent.payer ? getAddress(intent.payer) : user ? addressOfDid(user.did) : undefined;
  if (BigInt(intent.amount) === 0n) {
    // A trial: the wallet's approval of the renewals is what completes it.
    const renewal = await renewalOf(ctx, session, intent.currency_id);
    let approval: VerifiedApproval | null = null;
    for (const txHash of txHashes) {
      try {
        approval = await rail.verifyApproval(ctx, method, currency, { txHash, payer, minimum: renewal });
        break;
      } catch (error) {
        if (!(error instanceof AppError) || txHashes.length === 1) throw error;
      }
    }
    if (!approval) throw validationError([{ path: 'tx_hashes', message: 'no approval of the renewals among them' }]);
    const done = await settleApproval(ctx, session.id, {
      received: 0n,
      payer: approval.payer,
      details: { evm: { tx_hash: approval.txHash, payer: approval.payer, block_height: Number(approval.blockNumber), type: 'approve', allowance: approval.allowance.toString() } },
    });
    return { checkoutSession: done.session.status, paid: done.session.status === 'complete' };
  }
  const transfers: VerifiedTransfer[] = [];
  for (const txHash of txHashes) {
    try {
      transfers.push(await rail.verify(ctx, method, currency, { txHash, payer, amount: BigInt(intent.amount) }));
    } catch (error) {
      // An approval step moves nothing to the merchant: it is skipped, not refused.
      if (!(error instanceof AppError && error.code === 'TX_WRONG_RECIPIENT' && txHashes.length > 1)) throw error;
    }
  }
  if (transfers.length === 0) throw validationError([{ path: 'tx_hashes', message: 'no payment transfer among them' }]);
  const outcome = await settleTransfers(ctx, session.id, transfers);
  return { checkoutSession: outcome.session.status, paid: outcome.session.payment_status === 'paid' };
}

/**
 * Credit fast pay: spends the customer's grants and completes the session in one transaction, so
 * a confirm sent twice spends once and two sessions cannot spend the same credit.
 */
async function creditCheckoutConfirm(ctx: AppContext, sessionId: string, user: SessionUser) {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const session = await findSessionRow(trx, sessionId, { forUpdate: true });
    if (session.status === 'complete') return { session, completedNow: false };
    if (isExpired(session)) throw badRequest('This checkout session has expired', 'SESSION_EXPIRED');
    const customer = await findCustomerByDid(trx, session.livemode, user.did);
    if (!customer || customer.id !== session.customer_id) throw badRequest('Account changed, please pay manually.', 'ACCOUNT_CHANGED');
    const intent = await trx.selectFrom('payment_intents').selectAll().where('id', '=', session.payment_intent_id!).executeTakeFirstOrThrow();
    const items = await expandLineItems(trx, session.line_items as StoredLineItem[]);
    const amount = BigInt(intent.amount);
    const { spent, remaining } = await consumeCredit(ctx, trx, {
      livemode: session.livemode,
      customerId: customer.id,
      currencyId: intent.currency_id,
      priceIds: items.map((item) => effectivePrice(item).id),
      amount,
      description: 'Checkout',
      checkoutSessionId: session.id,
      paymentIntentId: intent.id,
    });
    const done = await completeInTransaction(ctx, trx, session, intent, { received: amount, details: { credit: { spent, remaining: remaining.toString() } } }, 'paid');
    return { session: done.session, completedNow: true };
  });
  if (outcome.completedNow) publishCompleted(ctx, outcome.session);
  return { fastPaid: true };
}

/** Fast pay: spends credit, or collects the approved allowance with the collector's key; no wallet prompt. */
export async function fastCheckoutConfirm(ctx: AppContext, sessionId: string, user: SessionUser) {
  const { session, intent, method, currency } = await submittedSession(ctx, sessionId);
  if (currency.type === 'credit') return creditCheckoutConfirm(ctx, sessionId, user);
  const rail = railFor(method.type);
  if (session.status === 'complete') return { fastPaid: true };
  if (isExpired(session)) throw badRequest('This checkout session has expired', 'SESSION_EXPIRED');
  const payer = addressOfDid(user.did);
  if (!payer || (intent.payer && getAddress(intent.payer) !== payer)) throw badRequest('Account changed, please pay manually.', 'ACCOUNT_CHANGED');
  if (!rail.canCollect(ctx, method, currency)) throw new AppError(400, 'payment.checkout.fastPay.failed', 'FAST_PAY_UNAVAILABLE');
  const amount = BigInt(intent.amount);
  const { allowance, balance } = await rail.funds(ctx, method, currency, payer);
  if (allowance < amount || balance < amount) throw new AppError(400, 'payment.checkout.fastPay.failed', 'FAST_PAY_INSUFFICIENT');
  let transfer: VerifiedTransfer;
  try {
    transfer = await rail.collect(ctx, method, currency, { payer, amount });
  } catch (error) {
    throw new AppError(400, 'payment.checkout.fastPay.failed', 'FAST_PAY_FAILED', [{ path: 'collect', message: (error as Error).message.split('\n')[0] }]);
  }
  await settleTransfers(ctx, session.id, [transfer]);
  return { fastPaid: true };
}
