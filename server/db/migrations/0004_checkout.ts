import { sql, type Kysely } from 'kysely';

const createdNow = sql`clock_timestamp()`;
const money = sql`numeric(78,0)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('livemode', 'boolean', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('unpaid'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('submit_type', 'text', (c) => c.notNull().defaultTo('auto'))
    .addColumn('currency_id', 'text', (c) => c.notNull().references('payment_currencies.id'))
    .addColumn('payment_method_id', 'text')
    .addColumn('payment_link_id', 'text', (c) => c.references('payment_links.id'))
    .addColumn('customer_id', 'text', (c) => c.references('customers.id'))
    .addColumn('customer_did', 'text')
    .addColumn('line_items', 'jsonb', (c) => c.notNull())
    .addColumn('amount_subtotal', money, (c) => c.notNull().defaultTo(0))
    .addColumn('amount_total', money, (c) => c.notNull().defaultTo(0))
    .addColumn('customer_details', 'jsonb')
    .addColumn('success_url', 'text')
    .addColumn('cancel_url', 'text')
    .addColumn('phone_number_collection', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"enabled":false}'::jsonb`))
    .addColumn('billing_address_collection', 'text', (c) => c.notNull().defaultTo('auto'))
    .addColumn('cross_sell_behavior', 'text', (c) => c.notNull().defaultTo('auto'))
    .addColumn('subscription_data', 'jsonb')
    .addColumn('after_completion', 'jsonb')
    .addColumn('payment_intent_id', 'text')
    .addColumn('invoice_id', 'text')
    .addColumn('subscription_id', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    // Stock held for this session since submit: { price_id: quantity }, released if it expires unpaid.
    .addColumn('inventory_reserved', 'jsonb')
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_via', 'text', (c) => c.notNull().defaultTo('api'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .execute();
  // The expiry job scans open sessions by their deadline.
  await sql`create index checkout_sessions_open_idx on checkout_sessions (expires_at) where status = 'open'`.execute(db);
  await db.schema.createIndex('checkout_sessions_customer_idx').on('checkout_sessions').columns(['customer_id', 'created_at']).execute();

  await db.schema
    .createTable('payment_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('livemode', 'boolean', (c) => c.notNull())
    .addColumn('checkout_session_id', 'text', (c) => c.references('checkout_sessions.id'))
    .addColumn('customer_id', 'text', (c) => c.references('customers.id'))
    .addColumn('payment_method_id', 'text', (c) => c.notNull().references('payment_methods.id'))
    .addColumn('currency_id', 'text', (c) => c.notNull().references('payment_currencies.id'))
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('amount_received', money, (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('requires_action'))
    .addColumn('payer', 'text')
    // The chain's height when the payer was told what to pay: the watcher looks for the transfer from here.
    .addColumn('watch_from_block', 'bigint')
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_payment_error', 'jsonb')
    .addColumn('payment_details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .execute();
  // At most one live intent per session: parallel submits converge on it.
  await sql`create unique index payment_intents_session_idx on payment_intents (checkout_session_id) where checkout_session_id is not null and status <> 'canceled'`.execute(db);

  await db.schema
    .createTable('chain_transactions')
    .addColumn('chain_id', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('payment_intent_id', 'text', (c) => c.notNull().references('payment_intents.id'))
    .addColumn('payer', 'text', (c) => c.notNull())
    .addColumn('token', 'text')
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('block_number', 'bigint', (c) => c.notNull())
    .addColumn('gas_used', money, (c) => c.notNull())
    .addColumn('gas_price', money, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    // A transaction pays for one payment, once.
    .addPrimaryKeyConstraint('chain_transactions_pk', ['chain_id', 'tx_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chain_transactions').execute();
  await db.schema.dropTable('payment_intents').execute();
  await db.schema.dropTable('checkout_sessions').execute();
}
