import type { Role } from '../../../common/platform-config';
import { AVATAR_PATH, type SessionUser } from '../../../common/identity';
import type { AppContext } from '../../context';
import { forbidden, notFound, validationError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { activePassports, findUser, listUsers, type PassportRow, type UserRow } from './repo';

/** Owner beats admin beats developer beats guest; admin and developer come from passports. */
export function effectiveRole(base: 'owner' | 'guest', passports: { role: string }[]): Role {
  if (base === 'owner') return 'owner';
  if (passports.some((p) => p.role === 'admin')) return 'admin';
  if (passports.some((p) => p.role === 'developer')) return 'developer';
  return 'guest';
}

export function avatarUrl(user: Pick<UserRow, 'did' | 'has_avatar' | 'updated_at'>, size = 48): string {
  // The version makes browsers fetch a new upload despite the long cache.
  const version = user.has_avatar ? `&v=${new Date(user.updated_at).getTime()}` : '';
  return `${AVATAR_PATH}/${encodeURIComponent(user.did)}?size=${size}${version}`;
}

export function toSessionUser(user: UserRow, passports: PassportRow[]): SessionUser {
  return {
    did: user.did,
    address: user.address,
    role: effectiveRole(user.role, passports),
    fullName: user.full_name,
    email: user.email,
    avatar: avatarUrl(user),
    passports: passports.map((p) => ({
      id: p.id,
      role: p.role,
      issuedBy: p.issued_by,
      createdAt: new Date(p.created_at).toISOString(),
    })),
    didSpace: user.did_space ?? null,
    createdAt: new Date(user.created_at).toISOString(),
  };
}

/** The user as the next request sees it: role and passports are read fresh every time. */
export async function getSessionUser(ctx: AppContext, did: string): Promise<SessionUser | null> {
  const user = await findUser(ctx.db, did);
  if (!user) return null;
  return toSessionUser(user, await activePassports(ctx.db, [did]));
}

export async function listSessionUsers(ctx: AppContext, input: { q?: string; page: number; pageSize: number }) {
  const { rows, count } = await listUsers(ctx.db, {
    q: input.q,
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const passports = await activePassports(
    ctx.db,
    rows.map((r) => r.did),
  );
  return { list: rows.map((r) => toSessionUser(r, passports.filter((p) => p.user_did === r.did))), count };
}

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const AVATAR_MAX_BYTES = 1024 * 1024;

/** Decodes a `data:image/...;base64,` avatar; refuses other types and oversize images. */
export function decodeAvatar(dataUrl: string): { type: string; bytes: Buffer } {
  const match = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match || !AVATAR_TYPES.includes(match[1])) {
    throw validationError([{ path: 'avatar', message: 'must be a PNG, JPEG, WebP or GIF data URL' }]);
  }
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > AVATAR_MAX_BYTES) {
    throw validationError([{ path: 'avatar', message: 'must be at most 1 MB' }]);
  }
  return { type: match[1], bytes };
}

export async function updateProfile(
  ctx: AppContext,
  did: string,
  input: { fullName?: string; email?: string; avatar?: string | null },
): Promise<SessionUser> {
  const avatar = typeof input.avatar === 'string' ? decodeAvatar(input.avatar) : input.avatar;
  await ctx.db
    .updateTable('users')
    .set({
      ...(input.fullName !== undefined ? { full_name: input.fullName } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      ...(avatar === null ? { avatar_image: null, avatar_type: null } : {}),
      ...(avatar ? { avatar_image: avatar.bytes, avatar_type: avatar.type } : {}),
      updated_at: new Date(),
    })
    .where('did', '=', did)
    .execute();
  const user = await getSessionUser(ctx, did);
  if (!user) throw notFound('User not found');
  return user;
}

/**
 * Grants or revokes a passport. Admins manage developer passports; only owners manage admin ones,
 * so an admin cannot promote someone to their own level.
 */
export async function changePassport(
  ctx: AppContext,
  actor: SessionUser,
  did: string,
  input: { role: 'admin' | 'developer'; revoke?: boolean },
): Promise<SessionUser> {
  if (input.role === 'admin' && actor.role !== 'owner') throw forbidden('Only an owner can grant or revoke admin passports');
  const target = await findUser(ctx.db, did);
  if (!target) throw notFound(`User ${did} not found`);
  if (input.revoke) {
    const revoked = await ctx.db
      .updateTable('passports')
      .set({ revoked_at: new Date() })
      .where('user_did', '=', did)
      .where('role', '=', input.role)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(revoked.numUpdatedRows) === 0) throw notFound(`User ${did} has no ${input.role} passport`);
  } else {
    // The partial unique index makes a second grant of the same role a no-op.
    await ctx.db
      .insertInto('passports')
      .values({ id: newId('pp'), user_did: did, role: input.role, issued_by: actor.did })
      .onConflict((oc) => oc.columns(['user_did', 'role']).where('revoked_at', 'is', null).doNothing())
      .execute();
  }
  const user = await getSessionUser(ctx, did);
  if (!user) throw notFound(`User ${did} not found`);
  return user;
}

