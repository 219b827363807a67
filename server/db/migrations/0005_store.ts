import { sql, type Kysely } from 'kysely';

const createdNow = sql`clock_timestamp()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .execute();

  await db.schema
    .createTable('plugins')
    .addColumn('did', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('screenshots', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('readme', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'text', (c) => c.references('categories.id'))
    .addColumn('keywords', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // The keywords as words, for the search vector below (a generated column cannot read jsonb arrays).
    .addColumn('keywords_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_did', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('normal'))
    .addColumn('block_reason', 'text')
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('public'))
    .addColumn('review_type', 'text', (c) => c.notNull().defaultTo('each'))
    .addColumn('price_id', 'text')
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('latest_version', 'text')
    .addColumn('current_version', 'text')
    .addColumn('last_published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .execute();
  await sql`alter table plugins add column search tsvector generated always as (
    setweight(to_tsvector('simple', name || ' ' || title), 'A') ||
    setweight(to_tsvector('simple', keywords_text), 'B') ||
    setweight(to_tsvector('simple', description), 'C')
  ) stored`.execute(db);
  await sql`create unique index plugins_name_idx on plugins (lower(name))`.execute(db);
  await sql`create index plugins_search_idx on plugins using gin (search)`.execute(db);
  await sql`create index plugins_listed_idx on plugins (category_id, downloads desc) where status = 'normal' and visibility = 'public' and current_version is not null`.execute(db);
  await db.schema.createIndex('plugins_owner_idx').on('plugins').column('owner_did').execute();

  await db.schema
    .createTable('plugin_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plugin_did', 'text', (c) => c.notNull().references('plugins.did').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('manifest', 'jsonb', (c) => c.notNull())
    .addColumn('bundle', 'bytea', (c) => c.notNull())
    .addColumn('bundle_size', 'integer', (c) => c.notNull())
    .addColumn('sha512', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    // Who moved the version into each status: { status: did }.
    .addColumn('operations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .addColumn('pending_at', 'timestamptz')
    .addColumn('in_review_at', 'timestamptz')
    .addColumn('approved_at', 'timestamptz')
    .addColumn('rejected_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('published_at', 'timestamptz')
    .addColumn('removed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('plugin_versions_unique_idx').on('plugin_versions').columns(['plugin_did', 'version']).unique().execute();

  await db.schema
    .createTable('review_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('version_id', 'text', (c) => c.notNull().references('plugin_versions.id').onDelete('cascade'))
    .addColumn('author_did', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('system', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .execute();
  await db.schema.createIndex('review_comments_version_idx').on('review_comments').columns(['version_id', 'created_at']).execute();

  await db.schema
    .createTable('access_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_did', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('secret_hint', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(createdNow))
    .execute();
  await db.schema.createIndex('access_tokens_user_idx').on('access_tokens').column('user_did').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['access_tokens', 'review_comments', 'plugin_versions', 'plugins', 'categories']) {
    await db.schema.dropTable(table).execute();
  }
}
