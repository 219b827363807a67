import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // In staking mode a developer passport is bought with a stake paid through a checkout; each
  // paid stake is one row, so a second payment is recorded rather than lost.
  await db.schema
    .createTable('developer_stakes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_did', 'text', (c) => c.notNull())
    .addColumn('livemode', 'boolean', (c) => c.notNull())
    .addColumn('checkout_session_id', 'text', (c) => c.notNull().unique().references('checkout_sessions.id'))
    .addColumn('currency_id', 'text', (c) => c.notNull().references('payment_currencies.id'))
    .addColumn('amount', sql`numeric(78,0)`, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('staked'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await db.schema.createIndex('developer_stakes_user').on('developer_stakes').column('user_did').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('developer_stakes').execute();
}
