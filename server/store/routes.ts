import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery } from '../../common/payment/amount';
import { pluginName } from '../../common/store/manifest';
import type { AppContext } from '../context';
import { conflict, notFound, validationError } from '../lib/errors';
import { newId } from '../lib/ids';
import { iso, isoOrNull } from '../lib/time';
import { currentUser, requireRole, requireUser } from '../platform/auth/request-user';
import { grantPassportOnStake, joinInfo, startJoin } from './join/service';
import { ACCESS_TOKEN_PREFIX, optionalViewer, requireDeveloper } from './developer-auth';
import { confirmCliSession, issueAccessToken, pollCliSession, startCliSession } from './access-tokens/service';
import {
  addComment,
  cancelReview,
  createPlugin,
  downloadBundle,
  LIST_SORTS,
  listForConsole,
  listOwn,
  listPublic,
  MAX_BUNDLE_BYTES,
  pluginDetail,
  publishVersion,
  requestReview,
  reviewVersion,
  setBlocked,
  uploadVersion,
  versionComments,
  versionDetail,
} from './plugins/service';

const didParam = z.object({ did: z.string().regex(/^did:key:z[1-9A-HJ-NP-Za-km-z]+$/, 'must be a did:key') });
const versionBody = z.object({ version: z.string().min(1).max(64) });
const categoryNames = z.object({
  en: z.string().trim().min(1, 'name is required').max(40, 'max 40 characters'),
  zh: z.string().trim().min(1, 'name is required').max(40, 'max 40 characters'),
});

/** The plugin store's API, mounted at /api. */
export async function storeApi(app: FastifyInstance, ctx: AppContext) {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_BUNDLE_BYTES, files: 1, fields: 4 } });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  ctx.checkoutCompleted.push(grantPassportOnStake(ctx));
  const admin = (request: Parameters<typeof requireRole>[1]) => requireRole(ctx, request, ['owner', 'admin']);

  // ---------- public ----------
  typed.get(
    '/plugins',
    { schema: { querystring: z.object({ ...pageQuery, q: z.string().max(200).optional(), category: z.string().max(100).optional(), sort: z.enum(LIST_SORTS).default('popular') }) } },
    async (request) => listPublic(ctx, request.query),
  );
  typed.get('/plugins/:did', { schema: { params: didParam } }, async (request) => pluginDetail(ctx, request.params.did, await optionalViewer(ctx, request)));
  typed.get('/plugins/:did/:version', { schema: { params: didParam.extend({ version: z.string().max(64) }) } }, async (request) =>
    versionDetail(ctx, request.params.did, request.params.version, await optionalViewer(ctx, request)),
  );
  typed.get('/plugins/:did/:version/bundle', { schema: { params: didParam.extend({ version: z.string().max(64) }) } }, async (request, reply) => {
    const { bundle, sha512, name } = await downloadBundle(ctx, request.params.did, request.params.version);
    return reply
      .type('application/gzip')
      .header('content-disposition', `attachment; filename="${name}-${request.params.version}.tgz"`)
      .header('x-sha512', sha512)
      .send(bundle);
  });
  typed.get('/categories', async () => {
    const rows = await ctx.db.selectFrom('categories').selectAll().orderBy('created_at').execute();
    return { list: rows.map((r) => ({ id: r.id, slug: r.slug, names: r.names })), count: rows.length };
  });

  // ---------- developer ----------
  typed.get('/developer/plugins', async (request) => listOwn(ctx, await requireDeveloper(ctx, request)));
  typed.post(
    '/developer/plugins',
    {
      schema: {
        body: z.object({
          did: didParam.shape.did,
          name: pluginName,
          title: z.string().trim().max(80).optional(),
          description: z.string().trim().max(160, 'no longer than 160 chars').optional(),
          visibility: z.enum(['public', 'private']).optional(),
        }),
      },
    },
    async (request, reply) => reply.status(201).send(await createPlugin(ctx, await requireDeveloper(ctx, request), request.body)),
  );
  typed.put(
    '/developer/plugins/:did',
    { schema: { params: didParam, body: z.object({ visibility: z.enum(['public', 'private']) }) } },
    async (request) => {
      const user = await requireDeveloper(ctx, request);
      const row = await ctx.db
        .updateTable('plugins')
        .set({ visibility: request.body.visibility, updated_at: new Date() })
        .where('did', '=', request.params.did)
        .where('owner_did', '=', user.did)
        .returning('did')
        .executeTakeFirst();
      if (!row) throw notFound(`No plugin ${request.params.did} of yours`);
      return pluginDetail(ctx, request.params.did, user);
    },
  );
  /** Multipart: `manifest` (plugin.json text), `signature` (Ed25519 by the plugin key), `bundle` (.tgz). */
  typed.post('/developer/plugins/:did/versions', { schema: { params: didParam } }, async (request, reply) => {
    const user = await requireDeveloper(ctx, request);
    if (!request.isMultipart()) throw validationError([{ path: 'bundle', message: 'send multipart/form-data with manifest, signature and bundle' }]);
    const fields: Record<string, string> = {};
    let bundle: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') bundle = await part.toBuffer();
        else fields[part.fieldname] = String(part.value);
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw validationError([{ path: 'bundle', message: 'must be at most 20 MB' }]);
      throw error;
    }
    const missing = ['manifest', 'signature'].filter((f) => !fields[f]).map((f) => ({ path: f, message: `${f} is required` }));
    if (!bundle) missing.push({ path: 'bundle', message: 'bundle is required' });
    if (missing.length) throw validationError(missing);
    return reply.status(201).send(await uploadVersion(ctx, user, request.params.did, { manifestText: fields.manifest, signature: fields.signature, bundle: bundle! }));
  });
  typed.post('/developer/plugins/:did/request-review', { schema: { params: didParam, body: versionBody } }, async (request) =>
    requestReview(ctx, await requireDeveloper(ctx, request), request.params.did, request.body.version),
  );
  typed.post('/developer/plugins/:did/cancel-review', { schema: { params: didParam, body: versionBody } }, async (request) =>
    cancelReview(ctx, await requireDeveloper(ctx, request), request.params.did, request.body.version),
  );
  typed.post('/developer/plugins/:did/publish', { schema: { params: didParam, body: versionBody } }, async (request) =>
    publishVersion(ctx, await requireDeveloper(ctx, request), request.params.did, request.body.version),
  );

  const commentParams = didParam.extend({ version: z.string().max(64) });
  typed.get('/developer/plugins/:did/versions/:version/comments', { schema: { params: commentParams } }, async (request) => {
    const user = await requireDeveloper(ctx, request);
    await pluginDetail(ctx, request.params.did, user);
    return { list: await versionComments(ctx, request.params.did, request.params.version) };
  });
  typed.post(
    '/developer/plugins/:did/versions/:version/comments',
    { schema: { params: commentParams, body: z.object({ body: z.string().trim().min(1).max(5000) }) } },
    async (request) => {
      const user = await requireDeveloper(ctx, request);
      const detail = await pluginDetail(ctx, request.params.did, user);
      if (detail.owner_did !== user.did) throw notFound(`No plugin ${request.params.did} of yours`);
      return { list: await addComment(ctx, user, request.params.did, request.params.version, request.body.body) };
    },
  );

  // ---------- access tokens ----------
  typed.post(
    '/developer/access-tokens',
    { schema: { body: z.object({ name: z.string({ error: 'The access-token name is required' }).trim().min(1, 'The access-token name is required').max(64, 'max 64 characters') }) } },
    async (request, reply) => {
      const user = await requireDeveloper(ctx, request);
      return reply.status(201).send(await issueAccessToken(ctx.db, user.did, request.body.name));
    },
  );
  typed.get('/developer/access-tokens', async (request) => {
    const user = await requireDeveloper(ctx, request);
    const rows = await ctx.db.selectFrom('access_tokens').selectAll().where('user_did', '=', user.did).orderBy('created_at', 'desc').execute();
    return {
      list: rows.map((r) => ({
        id: r.id,
        name: r.name,
        secret: `${ACCESS_TOKEN_PREFIX}…${r.secret_hint}`,
        last_used_at: isoOrNull(r.last_used_at),
        revoked_at: isoOrNull(r.revoked_at),
        created_at: iso(r.created_at),
      })),
      count: rows.length,
    };
  });
  typed.delete('/developer/access-tokens/:id', { schema: { params: z.object({ id: z.string().max(100) }) } }, async (request) => {
    const user = await requireDeveloper(ctx, request);
    const row = await ctx.db
      .updateTable('access_tokens')
      .set({ revoked_at: new Date() })
      .where('id', '=', request.params.id)
      .where('user_did', '=', user.did)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw notFound(`No active access token ${request.params.id} of yours`);
    return { id: row.id, revoked: true };
  });

  // ---------- CLI and IDE sign-in (device code) ----------
  typed.post('/cli/sessions', { schema: { body: z.object({ client: z.enum(['cli', 'studio']).default('cli') }).default({ client: 'cli' }) } }, async (request, reply) =>
    reply.status(201).send(await startCliSession(ctx, `${request.protocol}://${request.host}`, request.body.client)),
  );
  typed.post('/cli/sessions/confirm', { schema: { body: z.object({ code: z.string().trim().min(1).max(20) }) } }, async (request) => {
    const user = await requireDeveloper(ctx, request);
    return confirmCliSession(ctx, user.did, request.body.code);
  });
  typed.post('/cli/sessions/poll', { schema: { body: z.object({ poll_token: z.string().min(1).max(100) }) } }, async (request, reply) => {
    const answer = await pollCliSession(ctx, request.body.poll_token);
    return reply.status(answer.status === 'pending' ? 202 : 200).send(answer);
  });
  typed.get('/developer/whoami', async (request) => {
    const user = await requireDeveloper(ctx, request);
    return { did: user.did, role: user.role, fullName: user.fullName, email: user.email };
  });

  // ---------- console ----------
  typed.get(
    '/console/plugins',
    { schema: { querystring: z.object({ ...pageQuery, status: z.enum(['draft', 'pending', 'in_review', 'approved', 'rejected', 'cancelled', 'published']).optional() }) } },
    async (request) => {
      await admin(request);
      return listForConsole(ctx, request.query);
    },
  );
  typed.post('/console/plugins/:did/start-review', { schema: { params: didParam, body: versionBody } }, async (request) =>
    reviewVersion(ctx, await admin(request), request.params.did, request.body.version, { action: 'start' }),
  );
  typed.post(
    '/console/plugins/:did/approve',
    { schema: { params: didParam, body: versionBody.extend({ category_id: z.string({ error: 'Category is required' }).min(1, 'Category is required'), review_type: z.enum(['first', 'each']).default('each') }) } },
    async (request) =>
      reviewVersion(ctx, await admin(request), request.params.did, request.body.version, {
        action: 'approve',
        category_id: request.body.category_id,
        review_type: request.body.review_type,
      }),
  );
  typed.post(
    '/console/plugins/:did/reject',
    { schema: { params: didParam, body: versionBody.extend({ reason: z.string().max(1000).optional() }) } },
    async (request) => reviewVersion(ctx, await admin(request), request.params.did, request.body.version, { action: 'reject', reason: request.body.reason }),
  );
  typed.post(
    '/console/plugins/:did/block',
    { schema: { params: didParam, body: z.object({ reason: z.string().trim().min(1, 'reason is required').max(255, 'max 255 characters') }) } },
    async (request) => {
      await admin(request);
      return setBlocked(ctx, request.params.did, true, request.body.reason);
    },
  );
  typed.post('/console/plugins/:did/unblock', { schema: { params: didParam } }, async (request) => {
    await admin(request);
    return setBlocked(ctx, request.params.did, false);
  });
  typed.get('/console/plugins/:did/versions/:version/comments', { schema: { params: commentParams } }, async (request) => {
    await admin(request);
    return { list: await versionComments(ctx, request.params.did, request.params.version) };
  });
  typed.post(
    '/console/plugins/:did/versions/:version/comments',
    { schema: { params: commentParams, body: z.object({ body: z.string().trim().min(1).max(5000) }) } },
    async (request) => ({ list: await addComment(ctx, await admin(request), request.params.did, request.params.version, request.body.body) }),
  );

  typed.post('/console/categories', { schema: { body: z.object({ slug: z.string().trim().regex(/^[a-z0-9-]{1,40}$/, 'only a-z, 0-9 and -'), names: categoryNames }) } }, async (request, reply) => {
    await admin(request);
    const taken = await ctx.db.selectFrom('categories').select('id').where('slug', '=', request.body.slug).executeTakeFirst();
    if (taken) throw validationError([{ path: 'slug', message: `${request.body.slug} is existed` }]);
    const row = await ctx.db
      .insertInto('categories')
      .values({ id: newId('cat'), slug: request.body.slug, names: JSON.stringify(request.body.names) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return reply.status(201).send({ id: row.id, slug: row.slug, names: row.names });
  });
  typed.put('/console/categories/:id', { schema: { params: z.object({ id: z.string().max(100) }), body: z.object({ names: categoryNames }) } }, async (request) => {
    await admin(request);
    const row = await ctx.db
      .updateTable('categories')
      .set({ names: JSON.stringify(request.body.names), updated_at: new Date() })
      .where('id', '=', request.params.id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(`No category ${request.params.id}`);
    return { id: row.id, slug: row.slug, names: row.names };
  });
  typed.delete('/console/categories/:id', { schema: { params: z.object({ id: z.string().max(100) }) } }, async (request) => {
    await admin(request);
    const used = await ctx.db.selectFrom('plugins').select('did').where('category_id', '=', request.params.id).executeTakeFirst();
    if (used) throw conflict('This category still has plugins', 'CATEGORY_IN_USE');
    const row = await ctx.db.deleteFrom('categories').where('id', '=', request.params.id).returning('id').executeTakeFirst();
    if (!row) throw notFound(`No category ${request.params.id}`);
    return { id: row.id, deleted: true };
  });

  // ---------- joining by stake (staking mode) ----------
  typed.get('/join', async (request) => joinInfo(ctx, await currentUser(ctx, request)));
  typed.post('/join', { schema: { body: z.object({ agreed: z.literal(true, 'Please agree to the terms and conditions') }) } }, async (request, reply) =>
    reply.status(201).send(await startJoin(ctx, await requireUser(ctx, request), `${request.protocol}://${request.host}`)),
  );
}
