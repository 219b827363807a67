import { canPublishDraft } from '../../../common/store/publishing';
import { sql, type Selectable, type Transaction } from 'kysely';
import semver from 'semver';
import { manifestSchema, type Manifest } from '../../../common/store/manifest';
import type { SessionUser } from '../../../common/identity';
import type { AppContext } from '../../context';
import type { Database, PluginVersionStatus } from '../../db/types';
import { AppError, badRequest, conflict, forbidden, notFound, validationError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageOf } from '../../lib/pagination';
import { iso, isoOrNull } from '../../lib/time';
import { notify } from '../../platform/notifications/service';
import { sha512Hex, signedPayload, verifyPluginSignature } from './signature';

type PluginRow = Selectable<Database['plugins']>;
type VersionRow = Selectable<Database['plugin_versions']>;
type Trx = Transaction<Database>;

export const MAX_BUNDLE_BYTES = 20 * 1024 * 1024;
/** Statuses during which a plugin takes no new upload. */
const UNDER_REVIEW: PluginVersionStatus[] = ['pending', 'in_review', 'approved'];

export function toPlugin(row: PluginRow, options: { owner?: boolean } = {}) {
  return {
    did: row.did,
    name: row.name,
    title: row.title,
    description: row.description,
    logo: row.logo,
    screenshots: row.screenshots,
    readme: row.readme,
    category_id: row.category_id,
    keywords: row.keywords,
    owner_did: row.owner_did,
    status: row.status,
    ...(row.status === 'blocked' ? { block_reason: row.block_reason } : {}),
    visibility: row.visibility,
    review_type: row.review_type,
    price_id: row.price_id,
    downloads: row.downloads,
    current_version: row.current_version,
    ...(options.owner ? { latest_version: row.latest_version } : {}),
    last_published_at: isoOrNull(row.last_published_at),
    created_at: iso(row.created_at),
  };
}

type VersionSummaryRow = Omit<VersionRow, 'bundle' | 'manifest' | 'signature' | 'operations'>;

/** A version's status and dates, as lists show it. */
export function toVersionSummary(row: VersionSummaryRow) {
  return {
    id: row.id,
    plugin_did: row.plugin_did,
    version: row.version,
    status: row.status,
    note: row.note,
    sha512: row.sha512,
    bundle_size: row.bundle_size,
    created_at: iso(row.created_at),
    pending_at: isoOrNull(row.pending_at),
    in_review_at: isoOrNull(row.in_review_at),
    approved_at: isoOrNull(row.approved_at),
    rejected_at: isoOrNull(row.rejected_at),
    cancelled_at: isoOrNull(row.cancelled_at),
    published_at: isoOrNull(row.published_at),
    removed: row.removed_at !== null,
  };
}

export function toVersion(row: VersionSummaryRow & Pick<VersionRow, 'manifest'>) {
  return { ...toVersionSummary(row), manifest: row.manifest };
}

const summaryColumns = [
  'id', 'plugin_did', 'version', 'bundle_size', 'sha512', 'status', 'note',
  'created_at', 'pending_at', 'in_review_at', 'approved_at', 'rejected_at', 'cancelled_at', 'published_at', 'removed_at',
] as const;
const versionColumns = [...summaryColumns, 'manifest', 'signature', 'operations'] as const;

async function lockPlugin(trx: Trx, did: string) {
  const row = await trx.selectFrom('plugins').selectAll().where('did', '=', did).forUpdate().executeTakeFirst();
  if (!row) throw notFound(`No plugin ${did}`);
  return row;
}

function ownPlugin(plugin: PluginRow, user: SessionUser) {
  if (plugin.owner_did !== user.did) throw forbidden('This plugin is not yours', 'NOT_PLUGIN_OWNER');
}

async function findVersion(trx: Trx, did: string, version: string) {
  const row = await trx.selectFrom('plugin_versions').select(versionColumns).where('plugin_did', '=', did).where('version', '=', version).executeTakeFirst();
  if (!row) throw notFound(`No version ${version} of this plugin`);
  return row;
}

/** The DIDs of everyone who reviews plugins: owners and admins. */
async function reviewerDids(trx: Trx | AppContext['db']) {
  const rows = await trx
    .selectFrom('users')
    .select('did')
    .where((eb) =>
      eb.or([
        eb('role', '=', 'owner'),
        eb.exists(eb.selectFrom('passports').select('id').whereRef('passports.user_did', '=', 'users.did').where('passports.role', '=', 'admin').where('passports.revoked_at', 'is', null)),
      ]),
    )
    .execute();
  return rows.map((r) => r.did);
}

const STATUS_TIMESTAMP: Partial<Record<PluginVersionStatus, keyof VersionRow>> = {
  pending: 'pending_at',
  in_review: 'in_review_at',
  approved: 'approved_at',
  rejected: 'rejected_at',
  cancelled: 'cancelled_at',
  published: 'published_at',
};

const STATUS_TEXT: Record<PluginVersionStatus, string> = {
  draft: 'Uploaded',
  pending: 'Pending review',
  in_review: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  published: 'Published',
};

/** Moves a version to a status with its timestamp, operator and a system comment in the thread. */
async function moveVersion(trx: Trx, version: Omit<VersionRow, 'bundle'>, to: PluginVersionStatus, actor: string, note?: string) {
  const stamp = STATUS_TIMESTAMP[to];
  const row = await trx
    .updateTable('plugin_versions')
    .set({
      status: to,
      ...(stamp ? { [stamp]: new Date() } : {}),
      ...(note !== undefined ? { note } : {}),
      operations: JSON.stringify({ ...version.operations, [to]: actor }),
    })
    .where('id', '=', version.id)
    .returning(versionColumns)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('review_comments')
    .values({ id: newId('cmt'), version_id: version.id, author_did: null, body: note ? `${STATUS_TEXT[to]}: ${note}` : STATUS_TEXT[to], system: true })
    .execute();
  return row;
}

async function tell(ctx: AppContext, receivers: string[], title: string, description: string, severity: 'info' | 'success' | 'warning' | 'error' = 'info') {
  if (receivers.length) await notify(ctx, { title, description, severity, receivers, source: 'system' });
}

export async function createPlugin(ctx: AppContext, user: SessionUser, input: { did: string; name: string; title?: string; description?: string; visibility?: 'public' | 'private' }) {
  const existing = await ctx.db
    .selectFrom('plugins')
    .select(['did', 'name'])
    .where((eb) => eb.or([eb('did', '=', input.did), eb(eb.fn('lower', ['name']), '=', input.name.toLowerCase())]))
    .executeTakeFirst();
  if (existing?.did === input.did) throw conflict(`A plugin with DID ${input.did} already exists`, 'PLUGIN_EXISTS');
  if (existing) throw validationError([{ path: 'name', message: `${input.name} is existed` }]);
  const row = await ctx.db
    .insertInto('plugins')
    .values({ did: input.did, name: input.name, title: input.title ?? input.name, description: input.description ?? '', owner_did: user.did, visibility: input.visibility ?? 'public', screenshots: '[]', keywords: '[]' })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPlugin(row, { owner: true });
}

/**
 * A new version, signed with the plugin's own key: higher than any uploaded before, and not while
 * another version is in the review cycle. It starts as a draft nobody else can see.
 */
export async function uploadVersion(ctx: AppContext, user: SessionUser, did: string, input: { manifestText: string; signature: string; bundle: Buffer }) {
  let manifest: Manifest;
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(input.manifestText));
    if (!parsed.success) throw validationError(parsed.error.issues.map((i) => ({ path: `manifest.${i.path.join('.')}`, message: i.message })));
    manifest = parsed.data;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw validationError([{ path: 'manifest', message: 'must be JSON (plugin.json)' }]);
  }
  if (input.bundle.length === 0) throw validationError([{ path: 'bundle', message: 'is required' }]);
  if (input.bundle.length > MAX_BUNDLE_BYTES) throw validationError([{ path: 'bundle', message: 'must be at most 20 MB' }]);
  if (manifest.did !== did) throw validationError([{ path: 'manifest.did', message: `must be ${did}` }]);
  const sha512 = sha512Hex(input.bundle);
  if (!verifyPluginSignature(did, signedPayload(input.manifestText, sha512), input.signature)) {
    throw new AppError(400, 'The signature does not match the plugin key, the manifest and the bundle', 'BAD_SIGNATURE');
  }

  return ctx.db.transaction().execute(async (trx) => {
    const plugin = await lockPlugin(trx, did);
    ownPlugin(plugin, user);
    if (plugin.status === 'blocked') throw forbidden(`Plugin ${plugin.name} is blocked`, 'PLUGIN_BLOCKED');
    if (manifest.name !== plugin.name) throw validationError([{ path: 'manifest.name', message: `must be ${plugin.name}` }]);
    const busy = await trx.selectFrom('plugin_versions').select('version').where('plugin_did', '=', did).where('status', 'in', UNDER_REVIEW).executeTakeFirst();
    if (busy) throw conflict(`Plugin ${plugin.name} is in review, please wait...`, 'PLUGIN_IN_REVIEW');
    if (plugin.latest_version && !semver.gt(manifest.version, plugin.latest_version)) {
      throw validationError([{ path: 'manifest.version', message: `must be higher than ${plugin.latest_version}` }]);
    }
    const row = await trx
      .insertInto('plugin_versions')
      .values({
        id: newId('ver'),
        plugin_did: did,
        version: manifest.version,
        manifest: input.manifestText,
        bundle: input.bundle,
        bundle_size: input.bundle.length,
        sha512,
        signature: input.signature,
        operations: JSON.stringify({ draft: user.did }),
      })
      .returning(versionColumns)
      .executeTakeFirstOrThrow();
    await trx.updateTable('plugins').set({ latest_version: manifest.version, updated_at: new Date() }).where('did', '=', did).execute();
    return toVersion(row);
  });
}

/** Developer: asks for review; any other version waiting for review is cancelled by it. */
export async function requestReview(ctx: AppContext, user: SessionUser, did: string, version: string) {
  const { plugin, row } = await ctx.db.transaction().execute(async (trx) => {
    const plugin = await lockPlugin(trx, did);
    ownPlugin(plugin, user);
    const current = await findVersion(trx, did, version);
    if (current.status === 'rejected') throw badRequest('A rejected version cannot be reviewed again; upload a higher version', 'VERSION_REJECTED');
    if (current.status !== 'draft') throw badRequest(`Version ${version} is ${current.status}, not a draft`, 'INVALID_TRANSITION');
    const others = await trx
      .selectFrom('plugin_versions')
      .select(versionColumns)
      .where('plugin_did', '=', did)
      .where('status', 'in', ['pending', 'in_review'])
      .execute();
    for (const other of others) await moveVersion(trx, other, 'cancelled', user.did, `Cancelled by ${version}`);
    return { plugin, row: await moveVersion(trx, current, 'pending', user.did) };
  });
  await tell(ctx, await reviewerDids(ctx.db), `${plugin.title} ${version} awaits review`, `${plugin.name} ${version} was sent for review.`);
  return toVersion(row);
}

/** Developer: withdraws a version from review (pending, in review or approved). */
export async function cancelReview(ctx: AppContext, user: SessionUser, did: string, version: string) {
  const { plugin, row } = await ctx.db.transaction().execute(async (trx) => {
    const plugin = await lockPlugin(trx, did);
    ownPlugin(plugin, user);
    const current = await findVersion(trx, did, version);
    if (!UNDER_REVIEW.includes(current.status)) throw badRequest(`Version ${version} is ${current.status}; only a version in review can be cancelled`, 'INVALID_TRANSITION');
    return { plugin, row: await moveVersion(trx, current, 'cancelled', user.did, 'Cancelled by the developer') };
  });
  await tell(ctx, await reviewerDids(ctx.db), `${plugin.title} ${version}: review cancelled`, `The developer withdrew ${plugin.name} ${version} from review.`);
  return toVersion(row);
}

type ReviewAction = { action: 'start' } | { action: 'approve'; category_id: string; review_type: 'first' | 'each' } | { action: 'reject'; reason?: string };

/** Admin: start review (pending → in review), approve or reject (from in review). */
export async function reviewVersion(ctx: AppContext, admin: SessionUser, did: string, version: string, input: ReviewAction) {
  const { plugin, row } = await ctx.db.transaction().execute(async (trx) => {
    const plugin = await lockPlugin(trx, did);
    const current = await findVersion(trx, did, version);
    if (input.action === 'start') {
      if (current.status !== 'pending') throw badRequest(`Version ${version} is ${current.status}, not pending review`, 'INVALID_TRANSITION');
      return { plugin, row: await moveVersion(trx, current, 'in_review', admin.did) };
    }
    if (current.status !== 'in_review') throw badRequest(`Version ${version} is ${current.status}, not in review`, 'INVALID_TRANSITION');
    if (input.action === 'reject') return { plugin, row: await moveVersion(trx, current, 'rejected', admin.did, input.reason) };
    const category = await trx.selectFrom('categories').select('id').where('id', '=', input.category_id).executeTakeFirst();
    if (!category) throw validationError([{ path: 'category_id', message: 'Category is required' }]);
    await trx.updateTable('plugins').set({ category_id: category.id, review_type: input.review_type, updated_at: new Date() }).where('did', '=', did).execute();
    return { plugin, row: await moveVersion(trx, current, 'approved', admin.did) };
  });
  const text = {
    in_review: [`${plugin.title} ${version} is in review`, 'An admin started reviewing it.', 'info'],
    approved: [`${plugin.title} ${version} was approved`, 'It is ready to publish.', 'success'],
    rejected: [`${plugin.title} ${version} was rejected`, 'Update it and upload a higher version.', 'warning'],
  } as const;
  const [title, description, severity] = text[row.status as keyof typeof text];
  await tell(ctx, [plugin.owner_did], title, description, severity);
  return toVersion(row);
}

/**
 * Developer: publishes an approved version, or a draft when the store needs no review or the
 * plugin was approved once with review type "first". The plugin's public fields come from it.
 */
export async function publishVersion(ctx: AppContext, user: SessionUser, did: string, version: string) {
  const { plugin, row } = await ctx.db.transaction().execute(async (trx) => {
    const plugin = await lockPlugin(trx, did);
    ownPlugin(plugin, user);
    if (plugin.status === 'blocked') throw forbidden(`Plugin ${plugin.name} is blocked`, 'PLUGIN_BLOCKED');
    const current = await findVersion(trx, did, version);
    const draftAllowed = canPublishDraft({ needReview: ctx.config.storeNeedReview, reviewType: plugin.review_type, currentVersion: plugin.current_version });
    if (!(current.status === 'approved' || (current.status === 'draft' && draftAllowed))) {
      throw badRequest(`Version ${version} is ${current.status} and cannot be published${current.status === 'draft' ? ' before it is approved' : ''}`, 'INVALID_TRANSITION');
    }
    if (plugin.current_version && !semver.gt(version, plugin.current_version)) {
      throw badRequest(`Version ${plugin.current_version} is already published`, 'INVALID_TRANSITION');
    }
    const manifest = current.manifest as Manifest;
    await trx
      .updateTable('plugins')
      .set({
        title: manifest.title,
        description: manifest.description,
        logo: manifest.logo ?? '',
        screenshots: JSON.stringify(manifest.screenshots ?? []),
        readme: manifest.readme ?? '',
        keywords: JSON.stringify(manifest.keywords ?? []),
        keywords_text: (manifest.keywords ?? []).join(' '),
        current_version: version,
        last_published_at: new Date(),
        updated_at: new Date(),
      })
      .where('did', '=', did)
      .execute();
    return { plugin, row: await moveVersion(trx, current, 'published', user.did) };
  });
  await tell(ctx, [plugin.owner_did], `${plugin.title} ${version} is published`, 'It is now listed in the store.', 'success');
  return toVersion(row);
}

/** Admin: blocks (hidden from lists, downloads refused; the owner still sees it) or unblocks. */
export async function setBlocked(ctx: AppContext, did: string, blocked: boolean, reason?: string) {
  const row = await ctx.db
    .updateTable('plugins')
    .set({ status: blocked ? 'blocked' : 'normal', block_reason: blocked ? (reason ?? '') : null, updated_at: new Date() })
    .where('did', '=', did)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(`No plugin ${did}`);
  await tell(
    ctx,
    [row.owner_did],
    blocked ? `${row.title} was blocked` : `${row.title} was unblocked`,
    blocked ? `Reason: ${reason ?? ''}` : 'It is listed again.',
    blocked ? 'error' : 'success',
  );
  return toPlugin(row, { owner: true });
}

export const LIST_SORTS = ['popular', 'newest', 'name'] as const;

/** Public list and search: published, normal, public plugins only. */
export async function listPublic(
  ctx: AppContext,
  query: { q?: string; category?: string; sort: (typeof LIST_SORTS)[number]; page: number; pageSize: number },
) {
  let base = ctx.db
    .selectFrom('plugins')
    .where('status', '=', 'normal')
    .where('visibility', '=', 'public')
    .where('current_version', 'is not', null);
  if (query.category) {
    const category = await ctx.db.selectFrom('categories').select('id').where((eb) => eb.or([eb('id', '=', query.category!), eb('slug', '=', query.category!)])).executeTakeFirst();
    base = base.where('category_id', '=', category?.id ?? '');
  }
  const q = query.q?.trim();
  if (q) base = base.where(sql<boolean>`search @@ websearch_to_tsquery('simple', ${q})`);
  const page = await pageOf(
    base,
    (b) => {
      const selected = b.selectAll();
      if (q && query.sort === 'popular') {
        return selected.orderBy(sql`ts_rank(search, websearch_to_tsquery('simple', ${q}))`, 'desc').orderBy('downloads', 'desc').orderBy('did');
      }
      if (query.sort === 'newest') return selected.orderBy('last_published_at', 'desc').orderBy('did');
      if (query.sort === 'name') return selected.orderBy('title').orderBy('did');
      return selected.orderBy('downloads', 'desc').orderBy('did');
    },
    query,
  );
  return { list: page.list.map((row) => toPlugin(row)), count: page.count };
}

/** Whether a viewer may see a plugin: listed ones by anyone; blocked, private or unpublished by their owner. */
export function canSee(plugin: PluginRow, viewer: SessionUser | null) {
  if (viewer && (viewer.did === plugin.owner_did || viewer.role === 'owner' || viewer.role === 'admin')) return true;
  return plugin.status === 'normal' && plugin.current_version !== null;
}

export async function pluginDetail(ctx: AppContext, did: string, viewer: SessionUser | null) {
  const row = await ctx.db.selectFrom('plugins').selectAll().where('did', '=', did).executeTakeFirst();
  if (!row || !canSee(row, viewer)) throw notFound(`No plugin ${did}`);
  const insider = viewer !== null && (viewer.did === row.owner_did || viewer.role === 'owner' || viewer.role === 'admin');
  let versions = ctx.db.selectFrom('plugin_versions').select(versionColumns).where('plugin_did', '=', did);
  // Drafts and versions under review are never served to others.
  if (!insider) versions = versions.where('status', '=', 'published');
  const rows = await versions.orderBy('created_at', 'desc').execute();
  return { ...toPlugin(row, { owner: insider }), versions: rows.map(toVersion) };
}

export async function versionDetail(ctx: AppContext, did: string, version: string, viewer: SessionUser | null) {
  const detail = await pluginDetail(ctx, did, viewer);
  const found = detail.versions.find((v) => v.version === version);
  if (!found) throw notFound(`No version ${version} of this plugin`);
  return { plugin: { ...detail, versions: undefined }, version: found };
}

/** A published bundle, counted as a download; refused for blocked plugins, gone for removed versions. */
export async function downloadBundle(ctx: AppContext, did: string, version: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const plugin = await trx.selectFrom('plugins').select(['status', 'name']).where('did', '=', did).executeTakeFirst();
    const row = await trx
      .selectFrom('plugin_versions')
      .select(['bundle', 'status', 'removed_at', 'sha512'])
      .where('plugin_did', '=', did)
      .where('version', '=', version)
      .executeTakeFirst();
    if (!plugin || !row || row.status !== 'published') throw notFound(`No published version ${version} of this plugin`);
    if (row.removed_at) throw new AppError(410, `Version ${version} was removed`, 'VERSION_REMOVED');
    if (plugin.status === 'blocked') throw forbidden(`Plugin ${plugin.name} is blocked`, 'PLUGIN_BLOCKED');
    await trx.updateTable('plugins').set((eb) => ({ downloads: eb('downloads', '+', 1) })).where('did', '=', did).execute();
    return { bundle: Buffer.from(row.bundle), sha512: row.sha512, name: plugin.name };
  });
}

/**
 * Plugins with every version's status and dates (no manifest), read in one query, so a list of
 * plugins with their review state costs two queries rather than one per row.
 */
async function withVersionSummaries(ctx: AppContext, rows: PluginRow[]) {
  const dids = rows.map((r) => r.did);
  const versions = dids.length
    ? await ctx.db
        .selectFrom('plugin_versions')
        .select(summaryColumns)
        .where('plugin_did', 'in', dids)
        .orderBy('created_at', 'desc')
        .execute()
    : [];
  return rows.map((row) => ({
    ...toPlugin(row, { owner: true }),
    versions: versions.filter((v) => v.plugin_did === row.did).map(toVersionSummary),
  }));
}

export async function listOwn(ctx: AppContext, user: SessionUser) {
  const rows = await ctx.db.selectFrom('plugins').selectAll().where('owner_did', '=', user.did).orderBy('updated_at', 'desc').execute();
  return { list: await withVersionSummaries(ctx, rows), count: rows.length };
}

export async function listForConsole(ctx: AppContext, query: { status?: PluginVersionStatus; page: number; pageSize: number }) {
  let base = ctx.db.selectFrom('plugins');
  if (query.status) {
    base = base.where((eb) =>
      eb.exists(eb.selectFrom('plugin_versions').select('id').whereRef('plugin_versions.plugin_did', '=', 'plugins.did').where('plugin_versions.status', '=', query.status!)),
    );
  }
  const page = await pageOf(base, (b) => b.selectAll().orderBy('updated_at', 'desc').orderBy('did'), query);
  return { list: await withVersionSummaries(ctx, page.list), count: page.count };
}

export async function versionComments(ctx: AppContext, did: string, version: string) {
  const row = await ctx.db.selectFrom('plugin_versions').select('id').where('plugin_did', '=', did).where('version', '=', version).executeTakeFirst();
  if (!row) throw notFound(`No version ${version} of this plugin`);
  const comments = await ctx.db.selectFrom('review_comments').selectAll().where('version_id', '=', row.id).orderBy('created_at').execute();
  return comments.map((c) => ({ id: c.id, author_did: c.author_did, body: c.body, system: c.system, created_at: iso(c.created_at) }));
}

export async function addComment(ctx: AppContext, author: SessionUser, did: string, version: string, body: string) {
  const row = await ctx.db.selectFrom('plugin_versions').select('id').where('plugin_did', '=', did).where('version', '=', version).executeTakeFirst();
  if (!row) throw notFound(`No version ${version} of this plugin`);
  await ctx.db.insertInto('review_comments').values({ id: newId('cmt'), version_id: row.id, author_did: author.did, body }).execute();
  return versionComments(ctx, did, version);
}

