import { createHash, randomBytes } from 'node:crypto';
import type { Hex } from 'viem';
import { generateSiweNonce } from 'viem/siwe';
import { didPkh, type SessionUser } from '../../../common/identity';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { getSessionUser } from '../users/service';
import { verifySiwe, type SiweRequestOrigin } from './siwe';

export const NONCE_TTL_MS = 10 * 60 * 1000;
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueNonce(ctx: AppContext): Promise<{ nonce: string; expires_at: number }> {
  const nonce = generateSiweNonce();
  const expiresAt = new Date(Date.now() + NONCE_TTL_MS);
  await ctx.db.insertInto('auth_nonces').values({ nonce, expires_at: expiresAt }).execute();
  return { nonce, expires_at: Math.floor(expiresAt.getTime() / 1000) };
}

const refuse = (code: string, message: string) => new AppError(401, message, code);

/**
 * Signs a wallet in: the message and signature are checked first, then, in one transaction, the
 * nonce is spent (a conditional update, so a replay racing the first use loses), the user is
 * created or updated with their role, and a session is opened.
 */
export async function login(
  ctx: AppContext,
  input: { message: string; signature: Hex },
  origin: SiweRequestOrigin,
  client: { ip?: string; userAgent?: string },
): Promise<{ token: string; user: SessionUser; becameFirstOwner: boolean }> {
  const verified = await verifySiwe(input, origin, { chainClient: ctx.chainClient });
  const did = didPkh(verified.chainId, verified.address);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();

  const becameFirstOwner = await ctx.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('auth_nonces')
      .set({ used_at: now })
      .where('nonce', '=', verified.nonce)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('nonce')
      .executeTakeFirst();
    if (!spent) {
      const known = await trx.selectFrom('auth_nonces').select(['used_at']).where('nonce', '=', verified.nonce).executeTakeFirst();
      if (!known) throw refuse('SIWE_NONCE_UNKNOWN', 'Sign-in nonce was not issued by this server');
      if (known.used_at) throw refuse('SIWE_NONCE_USED', 'Sign-in nonce has already been used');
      throw refuse('SIWE_NONCE_EXPIRED', 'Sign-in nonce has expired; sign in again');
    }

    const existing = await trx.selectFrom('users').select(['role']).where('did', '=', did).executeTakeFirst();
    const owners = ctx.config.ownerAddresses;
    let role: 'owner' | 'guest' = existing?.role ?? 'guest';
    let claimed = false;
    if (owners.length > 0) {
      // With OWNER_ADDRESSES set, the list alone decides who owns the install.
      role = owners.includes(verified.address) ? 'owner' : 'guest';
    } else if (role !== 'owner') {
      // With no list, the first wallet ever to sign in claims ownership, once.
      const claim = await trx
        .insertInto('platform_settings')
        .values({ key: 'first_owner', value: JSON.stringify({ did }) })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      claimed = Number(claim.numInsertedOrUpdatedRows ?? 0) > 0;
      if (claimed) role = 'owner';
    }

    await trx
      .insertInto('users')
      .values({ did, address: verified.address, chain_id: verified.chainId, role, last_login_at: now })
      .onConflict((oc) => oc.column('did').doUpdateSet({ role, last_login_at: now }))
      .execute();
    await trx
      .insertInto('auth_sessions')
      .values({
        id: newId('ses'),
        token_hash: hashToken(token),
        user_did: did,
        expires_at: new Date(now.getTime() + SESSION_TTL_MS),
        ip: client.ip ?? null,
        user_agent: client.userAgent?.slice(0, 512) ?? null,
      })
      .execute();
    return claimed;
  });

  const user = await getSessionUser(ctx, did);
  if (!user) throw new Error('user vanished right after sign-in');
  return { token, user, becameFirstOwner };
}

/** The signed-in user behind a session token, or null for an unknown, expired or revoked one. */
export async function userForToken(ctx: AppContext, token: string): Promise<SessionUser | null> {
  const session = await ctx.db
    .selectFrom('auth_sessions')
    .select(['user_did'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return session ? getSessionUser(ctx, session.user_did) : null;
}

export async function logout(ctx: AppContext, token: string): Promise<void> {
  await ctx.db
    .updateTable('auth_sessions')
    .set({ revoked_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .execute();
}
