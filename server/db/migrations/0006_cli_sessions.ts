import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The CLI's device-code sign-in: the CLI polls with a secret, the person confirms a short code
  // in the browser, and the access token travels only in the poll answer, never in a URL.
  await db.schema
    .createTable('cli_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_code', 'text', (c) => c.notNull().unique())
    .addColumn('poll_hash', 'text', (c) => c.notNull().unique())
    .addColumn('client', 'text', (c) => c.notNull().defaultTo('cli'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('user_did', 'text')
    .addColumn('token_sealed', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cli_sessions').execute();
}
