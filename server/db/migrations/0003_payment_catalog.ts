import { sql, type Kysely, type CreateTableBuilder } from 'kysely';

/** Columns every payment record has: test and live data live side by side and never mix. */
function base<T extends string>(table: CreateTableBuilder<T>) {
  return table
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('livemode', 'boolean', (c) => c.notNull());
}

// clock_timestamp(), not now(): rows made in one transaction keep the order they were made in.
const createdNow = sql`clock_timestamp()`;

function stamps<T extends string>(table: CreateTableBuilder<T>) {
  return table
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
}

const money = sql`numeric(78,0)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await stamps(
    base(db.schema.createTable('api_keys'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('secret_hint', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text')
      .addColumn('last_used_at', 'timestamptz')
      .addColumn('revoked_at', 'timestamptz'),
  ).execute();

  await stamps(
    base(db.schema.createTable('payment_methods'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('locked', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      // Keys and signing secrets, encrypted with the install's secret.
      .addColumn('secret_settings', 'text')
      .addColumn('default_currency_id', 'text')
      .addColumn('confirmation', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"type":"immediate"}'::jsonb`))
      .addColumn('features', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)),
  ).execute();

  await stamps(
    base(db.schema.createTable('payment_currencies'))
      .addColumn('payment_method_id', 'text', (c) => c.notNull().references('payment_methods.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('decimal', 'integer', (c) => c.notNull())
      .addColumn('maximum_precision', 'integer', (c) => c.notNull().defaultTo(6))
      .addColumn('contract', 'text')
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('standard'))
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('locked', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_base_currency', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('minimum_payment_amount', money, (c) => c.notNull().defaultTo(0))
      .addColumn('maximum_payment_amount', money, (c) => c.notNull().defaultTo(0)),
  ).execute();

  await stamps(
    base(db.schema.createTable('products'))
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('locked', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('service'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('features', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('statement_descriptor', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('unit_label', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('quantity_available', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('quantity_sold', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('quantity_limit_per_checkout', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cross_sell', 'jsonb')
      .addColumn('default_price_id', 'text')
      .addColumn('created_via', 'text', (c) => c.notNull().defaultTo('api')),
  ).execute();

  await stamps(
    base(db.schema.createTable('prices'))
      .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('locked', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('unit_amount', money, (c) => c.notNull())
      .addColumn('currency_id', 'text', (c) => c.notNull().references('payment_currencies.id'))
      .addColumn('custom_unit_amount', 'jsonb')
      .addColumn('currency_options', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('recurring', 'jsonb')
      .addColumn('quantity_available', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('quantity_sold', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('quantity_limit_per_checkout', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('upsell', 'jsonb')
      .addColumn('lookup_key', 'text')
      .addColumn('created_via', 'text', (c) => c.notNull().defaultTo('api')),
  ).execute();
  await db.schema.createIndex('prices_product_idx').on('prices').column('product_id').execute();
  await sql`create unique index prices_lookup_key_idx on prices (livemode, lookup_key) where lookup_key is not null and active`.execute(db);

  await stamps(
    base(db.schema.createTable('payment_links'))
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('line_items', 'jsonb', (c) => c.notNull())
      .addColumn('currency_id', 'text')
      .addColumn('after_completion', 'jsonb')
      .addColumn('submit_type', 'text', (c) => c.notNull().defaultTo('auto'))
      .addColumn('donation_settings', 'jsonb')
      .addColumn('benefits', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('phone_number_collection', 'jsonb', (c) => c.notNull().defaultTo(sql`'{"enabled":false}'::jsonb`))
      .addColumn('billing_address_collection', 'text', (c) => c.notNull().defaultTo('auto'))
      .addColumn('cross_sell_behavior', 'text', (c) => c.notNull().defaultTo('auto'))
      .addColumn('subscription_data', 'jsonb')
      .addColumn('lookup_key', 'text')
      .addColumn('created_via', 'text', (c) => c.notNull().defaultTo('api')),
  ).execute();

  await stamps(
    base(db.schema.createTable('customers'))
      .addColumn('did', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('address', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('invoice_prefix', 'text', (c) => c.notNull())
      .addColumn('next_invoice_sequence', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('delinquent', 'boolean', (c) => c.notNull().defaultTo(false)),
  ).execute();
  await db.schema.createIndex('customers_did_idx').on('customers').columns(['livemode', 'did']).unique().execute();

  await stamps(
    base(db.schema.createTable('settings'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('mount_location', 'text', (c) => c.notNull())
      .addColumn('component_did', 'text')
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('settings', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)),
  ).execute();
  await db.schema.createIndex('settings_mount_idx').on('settings').columns(['livemode', 'mount_location']).unique().execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('livemode', 'boolean', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('object_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('request', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .execute();
  await db.schema.createIndex('events_list_idx').on('events').columns(['livemode', 'created_at']).execute();
  await db.schema.createIndex('events_object_idx').on('events').columns(['object_id', 'created_at']).execute();

  await stamps(
    base(db.schema.createTable('webhook_endpoints'))
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('enabled_events', 'jsonb', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('enabled'))
      .addColumn('secret_encrypted', 'text', (c) => c.notNull()),
  ).execute();

  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('livemode', 'boolean', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id'))
    .addColumn('webhook_endpoint_id', 'text', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('error', 'text')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .execute();
  await db.schema
    .createIndex('webhook_attempts_endpoint_idx')
    .on('webhook_attempts')
    .columns(['webhook_endpoint_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'webhook_attempts',
    'webhook_endpoints',
    'events',
    'settings',
    'customers',
    'payment_links',
    'prices',
    'products',
    'payment_currencies',
    'payment_methods',
    'api_keys',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
