import { sql, type Kysely } from 'kysely';

const createdNow = sql`clock_timestamp()`;
const money = sql`numeric(78,0)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('credit_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('livemode', 'boolean', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('currency_id', 'text', (c) => c.notNull().references('payment_currencies.id'))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('paid'))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(50))
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('remaining_amount', money, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('applicability_config', 'jsonb', (c) => c.notNull().defaultTo('{}'))
    .addColumn('effective_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('voided_at', 'timestamptz')
    .addColumn('subscription_id', 'text', (c) => c.references('subscriptions.id'))
    .addColumn('invoice_id', 'text', (c) => c.references('invoices.id'))
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .addCheckConstraint('credit_grants_remaining_in_range', sql`remaining_amount >= 0 and remaining_amount <= amount`)
    .execute();
  // Spending looks up a customer's live grants of one currency.
  await db.schema.createIndex('credit_grants_customer_currency').on('credit_grants').columns(['customer_id', 'currency_id', 'status']).execute();

  await db.schema
    .createTable('credit_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('livemode', 'boolean', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('credit_grant_id', 'text', (c) => c.notNull().references('credit_grants.id'))
    .addColumn('currency_id', 'text', (c) => c.notNull().references('payment_currencies.id'))
    .addColumn('subscription_id', 'text', (c) => c.references('subscriptions.id'))
    .addColumn('checkout_session_id', 'text', (c) => c.references('checkout_sessions.id'))
    .addColumn('payment_intent_id', 'text', (c) => c.references('payment_intents.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('credit_amount', money, (c) => c.notNull())
    .addColumn('remaining_balance', money, (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .execute();
  await db.schema.createIndex('credit_transactions_customer').on('credit_transactions').columns(['customer_id', 'created_at']).execute();
  await db.schema.createIndex('credit_transactions_grant').on('credit_transactions').column('credit_grant_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credit_transactions').execute();
  await db.schema.dropTable('credit_grants').execute();
}
