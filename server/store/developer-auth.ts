import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../common/identity';
import type { AppContext } from '../context';
import { AppError, forbidden } from '../lib/errors';
import { currentUser, requireUser } from '../platform/auth/request-user';
import { getSessionUser } from '../platform/users/service';

export const ACCESS_TOKEN_PREFIX = 'mgt_';
export const hashAccessToken = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A developer passport, or an owner/admin (who run the store and may publish too). */
export const isDeveloper = (user: SessionUser) =>
  user.role === 'owner' || user.role === 'admin' || user.passports.some((p) => p.role === 'developer');

function bearerAccessToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const token = header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
  return token?.startsWith(ACCESS_TOKEN_PREFIX) ? token : undefined;
}

/**
 * Who may use the developer routes: a signed-in developer, or an access token of one. A revoked
 * token stops working at once, and a token is only as good as its user's passport today.
 */
/** The user behind a live access token; a revoked or unknown one is refused. */
async function userForAccessToken(ctx: AppContext, secret: string): Promise<SessionUser> {
  const token = await ctx.db
    .selectFrom('access_tokens')
    .select(['id', 'user_did'])
    .where('secret_hash', '=', hashAccessToken(secret))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  const user = token ? await getSessionUser(ctx, token.user_did) : null;
  if (!token || !user) throw new AppError(401, 'Invalid or revoked access token', 'INVALID_ACCESS_TOKEN');
  await ctx.db.updateTable('access_tokens').set({ last_used_at: new Date() }).where('id', '=', token.id).execute();
  return user;
}

export async function requireDeveloper(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  const secret = bearerAccessToken(request);
  const user = secret ? await userForAccessToken(ctx, secret) : await requireUser(ctx, request);
  if (!isDeveloper(user)) throw forbidden('A developer passport is needed to publish plugins', 'DEVELOPER_REQUIRED');
  return user;
}

/** The viewer of a public page, by session or access token (owners see their own unlisted plugins). */
export async function optionalViewer(ctx: AppContext, request: FastifyRequest): Promise<SessionUser | null> {
  const secret = bearerAccessToken(request);
  return secret ? userForAccessToken(ctx, secret) : currentUser(ctx, request);
}
