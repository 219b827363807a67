import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { toCustomer } from '../customers/service';
import { isPastDue, toInvoice, toSubscription, type BillingViewer } from './service';

/** Whose past-due invoices: a customer's, or one subscription's. */
export type OverdueTarget = { customerId?: string; subscriptionId?: string };

/**
 * A customer's (or one subscription's) past-due invoices, oldest first, and what is owed in each
 * currency with the method that pays it: what the past-due dialog and page show and pay.
 */
export async function overdueInvoices(ctx: AppContext, viewer: BillingViewer, target: OverdueTarget) {
  const db = ctx.db;
  let subscription = null;
  let customerId = target.customerId;
  if (target.subscriptionId) {
    const row = await db.selectFrom('subscriptions').selectAll().where('id', '=', target.subscriptionId).where('livemode', '=', viewer.livemode).executeTakeFirst();
    if (!row || (!viewer.merchant && row.customer_id !== viewer.customerId)) throw notFound(`No subscription ${target.subscriptionId}`);
    const items = await db.selectFrom('subscription_items').selectAll().where('subscription_id', '=', row.id).execute();
    subscription = toSubscription(row, items);
    customerId = row.customer_id;
  }
  if (!customerId) throw badRequest('Either subscriptionId or customerId must be provided', 'MISSING_TARGET');
  const customer = await db.selectFrom('customers').selectAll().where('id', '=', customerId).where('livemode', '=', viewer.livemode).executeTakeFirst();
  if (!customer || (!viewer.merchant && customer.id !== viewer.customerId)) throw notFound(`No customer ${customerId}`);

  let query = db.selectFrom('invoices').selectAll().where('customer_id', '=', customer.id).where(isPastDue).orderBy('created_at').orderBy('id');
  if (target.subscriptionId) query = query.where('subscription_id', '=', target.subscriptionId);
  const rows = await query.execute();
  const lines = rows.length ? await db.selectFrom('invoice_items').selectAll().where('invoice_id', 'in', rows.map((r) => r.id)).execute() : [];
  const currencyIds = [...new Set(rows.map((r) => r.currency_id))];
  const currencies = currencyIds.length
    ? await db
        .selectFrom('payment_currencies as pc')
        .innerJoin('payment_methods as pm', 'pm.id', 'pc.payment_method_id')
        .select(['pc.id', 'pc.name', 'pc.symbol', 'pc.decimal', 'pc.logo', 'pc.type', 'pc.maximum_precision', 'pc.contract', 'pm.id as method_id', 'pm.type as method_type', 'pm.name as method_name'])
        .where('pc.id', 'in', currencyIds)
        .execute()
    : [];

  const summary: Record<string, { amount: string; currency: object; method: object }> = {};
  for (const currency of currencies) {
    const owed = rows.filter((r) => r.currency_id === currency.id).reduce((sum, r) => sum + BigInt(r.amount_remaining), 0n);
    summary[currency.id] = {
      amount: owed.toString(),
      currency: { id: currency.id, name: currency.name, symbol: currency.symbol, decimal: currency.decimal, logo: currency.logo, type: currency.type, maximum_precision: currency.maximum_precision, contract: currency.contract },
      method: { id: currency.method_id, type: currency.method_type, name: currency.method_name },
    };
  }
  return {
    summary,
    invoices: rows.map((row) => toInvoice(row, lines.filter((l) => l.invoice_id === row.id))),
    subscription,
    subscriptionCount: new Set(rows.map((r) => r.subscription_id).filter(Boolean)).size,
    customer: toCustomer(customer),
  };
}
