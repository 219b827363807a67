import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError, forbidden } from '../lib/errors';
import { currentUser, requireRole } from '../platform/auth/request-user';

export type MerchantActor = { type: 'api_key'; id: string } | { type: 'user'; did: string };
export type Merchant = { livemode: boolean; actor: MerchantActor };

const API_KEY = /^sk_(test|live)_[A-Za-z0-9]{24,}$/;
const lastUseWritten = new Map<string, number>();
export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** `livemode` of a request: the query parameter, live when absent (spec §9). */
export function requestLivemode(request: FastifyRequest): boolean {
  const value = (request.query as Record<string, unknown> | undefined)?.livemode;
  return value === undefined ? true : value === 'true' || value === true;
}

function bearerApiKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const token = header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : undefined;
  return token?.startsWith('sk_') ? token : undefined;
}

/**
 * Who may manage the catalog: an owner or admin session (mode from the `livemode` parameter), or
 * an API key, which works only in its own mode.
 */
export async function requireMerchant(ctx: AppContext, request: FastifyRequest): Promise<Merchant> {
  const secret = bearerApiKey(request);
  if (secret) {
    const key = API_KEY.test(secret)
      ? await ctx.db
          .selectFrom('api_keys')
          .select(['id', 'livemode'])
          .where('secret_hash', '=', hashApiKey(secret))
          .where('revoked_at', 'is', null)
          .executeTakeFirst()
      : undefined;
    if (!key) throw new AppError(401, 'Invalid API key', 'INVALID_API_KEY');
    const asked = (request.query as Record<string, unknown> | undefined)?.livemode;
    if (asked !== undefined && requestLivemode(request) !== key.livemode) {
      throw forbidden(`This API key works only in ${key.livemode ? 'live' : 'test'} mode`, 'API_KEY_MODE_MISMATCH');
    }
    // "Last used" needs minutes, not every request: write it at most once a minute per key.
    const now = Date.now();
    if (now - (lastUseWritten.get(key.id) ?? 0) > 60_000) {
      lastUseWritten.set(key.id, now);
      await ctx.db.updateTable('api_keys').set({ last_used_at: new Date(now) }).where('id', '=', key.id).execute();
    }
    return { livemode: key.livemode, actor: { type: 'api_key', id: key.id } };
  }
  const user = await requireRole(ctx, request, ['owner', 'admin']);
  return { livemode: requestLivemode(request), actor: { type: 'user', did: user.did } };
}

/** An owner/admin session only: API keys cannot manage API keys. */
export async function requireMerchantSession(ctx: AppContext, request: FastifyRequest): Promise<Merchant> {
  if (bearerApiKey(request) && !(await currentUser(ctx, request))) {
    throw forbidden('API keys are managed from a signed-in owner or admin session', 'SESSION_REQUIRED');
  }
  const user = await requireRole(ctx, request, ['owner', 'admin']);
  return { livemode: requestLivemode(request), actor: { type: 'user', did: user.did } };
}

/** Who made a change, as events record it. */
export function requestedBy(merchant: Merchant): string {
  return merchant.actor.type === 'api_key' ? merchant.actor.id : merchant.actor.did;
}
