import type { ExpressionBuilder, Selectable, Transaction } from 'kysely';
import { effectivePrice, intervalSeconds, isMetered, lineItemAmount, trialApplies, type TrialSettings } from '../../../common/checkout/totals';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { notFound, validationError } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { newId } from '../../lib/ids';
import { recordEvent } from '../events/service';
import type { ExpandedLineItem } from '../checkout/service';

type Db = AppContext['db'] | Transaction<Database>;
type InvoiceRow = Selectable<Database['invoices']>;
type InvoiceItemRow = Selectable<Database['invoice_items']>;
type SubscriptionRow = Selectable<Database['subscriptions']>;
type SubscriptionItemRow = Selectable<Database['subscription_items']>;
type SessionRow = Selectable<Database['checkout_sessions']>;
type IntentRow = Selectable<Database['payment_intents']>;

const seconds = (date: Date | null) => (date ? Math.floor(new Date(date).getTime() / 1000) : null);
const DAY_MS = 86_400_000;

export function toInvoice(row: InvoiceRow, lines: InvoiceItemRow[]) {
  return {
    id: row.id,
    object: 'invoice',
    livemode: row.livemode,
    number: row.number,
    status: row.status,
    billing_reason: row.billing_reason,
    collection_method: row.collection_method,
    description: row.description,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    subscription_id: row.subscription_id,
    checkout_session_id: row.checkout_session_id,
    payment_intent_id: row.payment_intent_id,
    currency_id: row.currency_id,
    default_payment_method_id: row.default_payment_method_id,
    subtotal: row.subtotal,
    total: row.total,
    amount_due: row.amount_due,
    amount_paid: row.amount_paid,
    amount_remaining: row.amount_remaining,
    period_start: seconds(row.period_start),
    period_end: seconds(row.period_end),
    due_date: seconds(row.due_date),
    status_transitions: row.status_transitions,
    metadata: row.metadata,
    lines: lines.map((line) => ({
      id: line.id,
      price_id: line.price_id,
      subscription_item_id: line.subscription_item_id,
      description: line.description,
      quantity: line.quantity,
      amount: line.amount,
      period: line.period_start ? { start: seconds(line.period_start), end: seconds(line.period_end) } : null,
    })),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export function toSubscription(row: SubscriptionRow, items: SubscriptionItemRow[]) {
  return {
    id: row.id,
    object: 'subscription',
    livemode: row.livemode,
    status: row.status,
    description: row.description,
    customer_id: row.customer_id,
    currency_id: row.currency_id,
    default_payment_method_id: row.default_payment_method_id,
    checkout_session_id: row.checkout_session_id,
    current_period_start: seconds(row.current_period_start),
    current_period_end: seconds(row.current_period_end),
    billing_cycle_anchor: seconds(row.billing_cycle_anchor),
    start_date: seconds(row.start_date),
    trial_start: seconds(row.trial_start),
    trial_end: seconds(row.trial_end),
    cancel_at_period_end: row.cancel_at_period_end,
    canceled_at: seconds(row.canceled_at),
    ended_at: seconds(row.ended_at),
    latest_invoice_id: row.latest_invoice_id,
    items: items.map((item) => ({ id: item.id, price_id: item.price_id, quantity: item.quantity, metadata: item.metadata })),
    metadata: row.metadata,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The customer's next invoice number, PREFIX-0001, taken under the customer row's lock. */
async function nextInvoiceNumber(trx: Transaction<Database>, customerId: string): Promise<string> {
  const customer = await trx
    .updateTable('customers')
    .set((eb) => ({ next_invoice_sequence: eb('next_invoice_sequence', '+', 1) }))
    .where('id', '=', customerId)
    .returning(['invoice_prefix', 'next_invoice_sequence'])
    .executeTakeFirstOrThrow();
  return `${customer.invoice_prefix}-${String(customer.next_invoice_sequence - 1).padStart(4, '0')}`;
}

/** When the trial of a subscription checkout ends, if one applies in the paid currency. */
function trialEnd(session: SessionRow, now: Date): Date | null {
  const data = session.subscription_data as TrialSettings | null;
  if (!trialApplies(data, session.currency_id, now.getTime() / 1000)) return null;
  if (data?.trial_end && data.trial_end * 1000 > now.getTime()) return new Date(data.trial_end * 1000);
  return new Date(now.getTime() + (data?.trial_period_days ?? 0) * DAY_MS);
}

/**
 * What a completed checkout leaves behind, in its transaction: a paid invoice with one line per
 * item, and for a subscription checkout the subscription with its items (trialing while a trial
 * applies). Anonymous donations have no customer and get no invoice.
 */
export async function recordCheckoutPurchase(
  ctx: AppContext,
  trx: Transaction<Database>,
  session: SessionRow,
  intent: IntentRow,
  items: ExpandedLineItem[],
): Promise<{ invoiceId: string | null; subscriptionId: string | null }> {
  if (!session.customer_id) return { invoiceId: null, subscriptionId: null };
  const now = new Date();
  const customer = await trx.selectFrom('customers').select(['name', 'email']).where('id', '=', session.customer_id).executeTakeFirstOrThrow();

  let subscription: { row: SubscriptionRow; items: SubscriptionItemRow[] } | null = null;
  let periodEnd = now;
  const recurring = items.filter((item) => effectivePrice(item).type === 'recurring');
  const trialEndsAt = session.mode === 'subscription' ? trialEnd(session, now) : null;
  if (session.mode === 'subscription' && recurring.length) {
    const cycle = intervalSeconds(effectivePrice(recurring[0]).recurring!) * 1000;
    periodEnd = trialEndsAt ?? new Date(now.getTime() + cycle);
    const row = await trx
      .insertInto('subscriptions')
      .values({
        id: newId('sub'),
        livemode: session.livemode,
        customer_id: session.customer_id,
        currency_id: session.currency_id,
        default_payment_method_id: intent.payment_method_id,
        checkout_session_id: session.id,
        status: trialEndsAt ? 'trialing' : 'active',
        description: recurring.map((item) => effectivePrice(item).product?.name ?? '').filter(Boolean).join(', '),
        payer: intent.payer,
        current_period_start: now,
        current_period_end: periodEnd,
        billing_cycle_anchor: periodEnd,
        start_date: now,
        trial_start: trialEndsAt ? now : null,
        trial_end: trialEndsAt,
        metadata: JSON.stringify({}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const subscriptionItems = await trx
      .insertInto('subscription_items')
      .values(recurring.map((item) => ({ id: newId('si'), subscription_id: row.id, price_id: effectivePrice(item).id, quantity: item.quantity, metadata: JSON.stringify({}) })))
      .returningAll()
      .execute();
    subscription = { row, items: subscriptionItems };
  }

  const total = BigInt(session.amount_total);
  const paid = BigInt(intent.amount_received);
  const invoice = await trx
    .insertInto('invoices')
    .values({
      id: newId('in'),
      livemode: session.livemode,
      number: await nextInvoiceNumber(trx, session.customer_id),
      customer_id: session.customer_id,
      subscription_id: subscription?.row.id ?? null,
      checkout_session_id: session.id,
      payment_intent_id: intent.id,
      currency_id: session.currency_id,
      default_payment_method_id: intent.payment_method_id,
      status: 'paid',
      billing_reason: subscription ? 'subscription_create' : 'manual',
      description: subscription ? 'Subscription creation' : session.submit_type === 'donate' ? 'Donation' : 'Checkout',
      subtotal: total.toString(),
      total: total.toString(),
      amount_due: total.toString(),
      amount_paid: paid.toString(),
      amount_remaining: (total > paid ? total - paid : 0n).toString(),
      period_start: now,
      period_end: periodEnd,
      status_transitions: JSON.stringify({ finalized_at: now.toISOString(), paid_at: now.toISOString() }),
      customer_name: customer.name,
      customer_email: customer.email,
      metadata: JSON.stringify({ payment_details: intent.payment_details }),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const lines = await trx
    .insertInto('invoice_items')
    .values(
      items.map((item) => {
        const price = effectivePrice(item);
        // Metered items are billed on usage later, and recurring ones are free during a trial.
        const free = isMetered(price) || (trialEndsAt !== null && price.type === 'recurring');
        const subscriptionItem = subscription?.items.find((si) => si.price_id === price.id);
        return {
          id: newId('ii'),
          invoice_id: invoice.id,
          price_id: price.id,
          subscription_item_id: subscriptionItem?.id ?? null,
          description: `${price.product?.name ?? ''}${free && !isMetered(price) ? ' (trial)' : ''}`.trim(),
          quantity: item.quantity,
          amount: free ? '0' : lineItemAmount(item, session.currency_id).toString(),
          period_start: price.type === 'recurring' ? now : null,
          period_end: price.type === 'recurring' ? periodEnd : null,
        };
      }),
    )
    .returningAll()
    .execute();

  if (subscription) {
    subscription.row = await trx.updateTable('subscriptions').set({ latest_invoice_id: invoice.id }).where('id', '=', subscription.row.id).returningAll().executeTakeFirstOrThrow();
    await recordEvent(ctx, trx, { livemode: session.livemode, type: 'customer.subscription.created', objectType: 'subscription', object: toSubscription(subscription.row, subscription.items) });
  }
  const view = toInvoice(invoice, lines);
  await recordEvent(ctx, trx, { livemode: session.livemode, type: 'invoice.created', objectType: 'invoice', object: view });
  await recordEvent(ctx, trx, { livemode: session.livemode, type: 'invoice.paid', objectType: 'invoice', object: view });
  return { invoiceId: invoice.id, subscriptionId: subscription?.row.id ?? null };
}

/** Invoices left unpaid past their due date, or marked uncollectible: what blocks and what collect-batch pays. */
export const isPastDue = (eb: ExpressionBuilder<Database, 'invoices'>) =>
  eb.or([eb('status', '=', 'uncollectible'), eb.and([eb('status', '=', 'open'), eb('due_date', '<=', new Date())])]);

/** Whether a customer has invoices left unpaid past their due date (they may not buy more until paid). */
export async function hasPastDueInvoices(db: Db, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('invoices')
    .select('id')
    .where('customer_id', '=', customerId)
    .where(isPastDue)
    .executeTakeFirst();
  return row !== undefined;
}

/** Who may read billing records: the merchant in its mode, or a customer their own. */
export type BillingViewer = { livemode: boolean } & ({ merchant: true } | { merchant: false; customerId: string | null });

export async function getInvoice(db: Db, id: string, viewer: BillingViewer) {
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', id).where('livemode', '=', viewer.livemode).executeTakeFirst();
  if (!row || (!viewer.merchant && row.customer_id !== viewer.customerId)) throw notFound(`No invoice ${id}`);
  const lines = await db.selectFrom('invoice_items').selectAll().where('invoice_id', '=', id).orderBy('created_at').orderBy('id').execute();
  return toInvoice(row, lines);
}

export async function listInvoices(
  db: Db,
  viewer: BillingViewer,
  query: { page: number; pageSize: number; status?: string; customer_id?: string; subscription_id?: string },
) {
  let base = db.selectFrom('invoices').where('livemode', '=', viewer.livemode);
  if (!viewer.merchant) base = base.where('customer_id', '=', viewer.customerId ?? '');
  else if (query.customer_id) base = base.where('customer_id', '=', query.customer_id);
  if (query.subscription_id) base = base.where('subscription_id', '=', query.subscription_id);
  const statuses = query.status?.split(',').map((s) => s.trim()).filter(Boolean);
  if (statuses?.length) base = base.where('status', 'in', statuses as InvoiceRow['status'][]);
  const { list: rows, count } = await pageOf(base, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), query);
  const lines = rows.length ? await db.selectFrom('invoice_items').selectAll().where('invoice_id', 'in', rows.map((r) => r.id)).execute() : [];
  return { list: rows.map((row) => toInvoice(row, lines.filter((l) => l.invoice_id === row.id))), count };
}

export async function getSubscription(db: Db, id: string, viewer: BillingViewer) {
  const row = await db.selectFrom('subscriptions').selectAll().where('id', '=', id).where('livemode', '=', viewer.livemode).executeTakeFirst();
  if (!row || (!viewer.merchant && row.customer_id !== viewer.customerId)) throw notFound(`No subscription ${id}`);
  const items = await db.selectFrom('subscription_items').selectAll().where('subscription_id', '=', id).orderBy('created_at').execute();
  return toSubscription(row, items);
}

export async function listSubscriptions(db: Db, viewer: BillingViewer, query: { page: number; pageSize: number; status?: string; customer_id?: string }) {
  let base = db.selectFrom('subscriptions').where('livemode', '=', viewer.livemode);
  if (!viewer.merchant) base = base.where('customer_id', '=', viewer.customerId ?? '');
  else if (query.customer_id) base = base.where('customer_id', '=', query.customer_id);
  const statuses = query.status?.split(',').map((s) => s.trim()).filter(Boolean);
  if (statuses?.length) base = base.where('status', 'in', statuses as SubscriptionRow['status'][]);
  const { list: rows, count } = await pageOf(base, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), query);
  const items = rows.length ? await db.selectFrom('subscription_items').selectAll().where('subscription_id', 'in', rows.map((r) => r.id)).execute() : [];
  return { list: rows.map((row) => toSubscription(row, items.filter((i) => i.subscription_id === row.id))), count };
}

export type NewInvoice = {
  customer_id: string;
  currency_id: string;
  description?: string;
  days_until_due: number;
  lines: { description: string; amount: string; quantity: number }[];
};

/**
 * An invoice the merchant sends by hand (collection by the customer): open until paid, due
 * `days_until_due` days from now. Unpaid past that, it blocks new purchases and is paid on the
 * customer's past-due page.
 */
export async function createInvoice(ctx: AppContext, livemode: boolean, input: NewInvoice) {
  return ctx.db.transaction().execute(async (trx) => {
    const customer = await trx.selectFrom('customers').selectAll().where('id', '=', input.customer_id).where('livemode', '=', livemode).executeTakeFirst();
    const currency = await trx.selectFrom('payment_currencies').selectAll().where('id', '=', input.currency_id).where('livemode', '=', livemode).executeTakeFirst();
    const problems = [
      ...(customer ? [] : [{ path: 'customer_id', message: 'no such customer in this mode' }]),
      ...(!currency ? [{ path: 'currency_id', message: 'no such currency in this mode' }] : !currency.active ? [{ path: 'currency_id', message: 'must be an active currency' }] : []),
    ];
    if (problems.length) throw validationError(problems);
    const now = new Date();
    const total = input.lines.reduce((sum, line) => sum + BigInt(line.amount) * BigInt(line.quantity), 0n);
    const invoice = await trx
      .insertInto('invoices')
      .values({
        id: newId('in'),
        livemode,
        number: await nextInvoiceNumber(trx, customer!.id),
        customer_id: customer!.id,
        currency_id: currency!.id,
        default_payment_method_id: currency!.payment_method_id,
        status: 'open',
        billing_reason: 'manual',
        collection_method: 'send_invoice',
        description: input.description ?? '',
        subtotal: total.toString(),
        total: total.toString(),
        amount_due: total.toString(),
        amount_paid: '0',
        amount_remaining: total.toString(),
        period_start: now,
        period_end: now,
        due_date: new Date(now.getTime() + input.days_until_due * DAY_MS),
        status_transitions: JSON.stringify({ finalized_at: now.toISOString() }),
        customer_name: customer!.name,
        customer_email: customer!.email,
        metadata: JSON.stringify({}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const lines = await trx
      .insertInto('invoice_items')
      .values(
        input.lines.map((line) => ({
          id: newId('ii'),
          invoice_id: invoice.id,
          description: line.description,
          quantity: line.quantity,
          amount: (BigInt(line.amount) * BigInt(line.quantity)).toString(),
        })),
      )
      .returningAll()
      .execute();
    const view = toInvoice(invoice, lines);
    await recordEvent(ctx, trx, { livemode, type: 'invoice.created', objectType: 'invoice', object: view });
    await recordEvent(ctx, trx, { livemode, type: 'invoice.finalized', objectType: 'invoice', object: view });
    return view;
  });
}
