import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('did', 'text', (c) => c.primaryKey())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('chain_id', 'integer', (c) => c.notNull())
    // owner or guest; admin and developer come from passports.
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('guest'))
    .addColumn('full_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar_image', 'bytea')
    .addColumn('avatar_type', 'text')
    .addColumn('did_space', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('users_address_idx').on('users').column('address').execute();

  await db.schema
    .createTable('passports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_did', 'text', (c) => c.notNull().references('users.did').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  // At most one live passport per role and user, so two concurrent grants cannot both land.
  await sql`create unique index passports_active_role_idx on passports (user_did, role) where revoked_at is null`.execute(db);

  await db.schema
    .createTable('auth_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_did', 'text', (c) => c.notNull().references('users.did').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('component_did', 'text')
    .addColumn('sticky', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('activity', 'jsonb')
    .addColumn('actor_info', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('notification_receivers')
    .addColumn('notification_id', 'text', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
    .addColumn('receiver', 'text', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_receivers_pk', ['notification_id', 'receiver'])
    .execute();
  await db.schema
    .createIndex('notification_receivers_inbox_idx')
    .on('notification_receivers')
    .columns(['receiver', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['notification_receivers', 'notifications', 'auth_sessions', 'auth_nonces', 'passports', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
