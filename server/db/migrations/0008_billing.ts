import { sql, type Kysely } from 'kysely';

const createdNow = sql`clock_timestamp()`;
const money = sql`numeric(78,0)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('livemode', 'boolean', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('currency_id', 'text', (c) => c.notNull().references('payment_currencies.id'))
    .addColumn('default_payment_method_id', 'text', (c) => c.notNull().references('payment_methods.id'))
    .addColumn('checkout_session_id', 'text', (c) => c.unique().references('checkout_sessions.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payer', 'text')
    .addColumn('current_period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('current_period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('billing_cycle_anchor', 'timestamptz', (c) => c.notNull())
    .addColumn('start_date', 'timestamptz', (c) => c.notNull())
    .addColumn('trial_start', 'timestamptz')
    .addColumn('trial_end', 'timestamptz')
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('canceled_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('latest_invoice_id', 'text')
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .execute();
  await db.schema.createIndex('subscriptions_customer').on('subscriptions').columns(['customer_id', 'created_at']).execute();

  await db.schema
    .createTable('subscription_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('price_id', 'text', (c) => c.notNull().references('prices.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .execute();
  await db.schema.createIndex('subscription_items_subscription').on('subscription_items').column('subscription_id').execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('livemode', 'boolean', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('subscription_id', 'text', (c) => c.references('subscriptions.id'))
    .addColumn('checkout_session_id', 'text', (c) => c.references('checkout_sessions.id'))
    .addColumn('payment_intent_id', 'text', (c) => c.references('payment_intents.id'))
    .addColumn('currency_id', 'text', (c) => c.notNull().references('payment_currencies.id'))
    .addColumn('default_payment_method_id', 'text', (c) => c.references('payment_methods.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('billing_reason', 'text', (c) => c.notNull())
    .addColumn('collection_method', 'text', (c) => c.notNull().defaultTo('charge_automatically'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('subtotal', money, (c) => c.notNull())
    .addColumn('total', money, (c) => c.notNull())
    .addColumn('amount_due', money, (c) => c.notNull())
    .addColumn('amount_paid', money, (c) => c.notNull().defaultTo(0))
    .addColumn('amount_remaining', money, (c) => c.notNull())
    .addColumn('period_start', 'timestamptz', (c) => c.notNull())
    .addColumn('period_end', 'timestamptz', (c) => c.notNull())
    .addColumn('due_date', 'timestamptz')
    .addColumn('status_transitions', 'jsonb', (c) => c.notNull().defaultTo('{}'))
    .addColumn('customer_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('customer_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .execute();
  await db.schema.createIndex('invoices_customer').on('invoices').columns(['customer_id', 'created_at']).execute();
  await db.schema.createIndex('invoices_subscription').on('invoices').column('subscription_id').execute();
  // Past-due lookups at every submit: open invoices of a customer by due date.
  await db.schema.createIndex('invoices_open_due').on('invoices').columns(['customer_id', 'due_date']).where(sql.ref('status'), '=', 'open').execute();

  await db.schema
    .createTable('invoice_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id'))
    .addColumn('price_id', 'text', (c) => c.references('prices.id'))
    .addColumn('subscription_item_id', 'text', (c) => c.references('subscription_items.id'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('period_start', 'timestamptz')
    .addColumn('period_end', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .execute();
  await db.schema.createIndex('invoice_items_invoice').on('invoice_items').column('invoice_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_items').execute();
  await db.schema.dropTable('invoices').execute();
  await db.schema.dropTable('subscription_items').execute();
  await db.schema.dropTable('subscriptions').execute();
}
