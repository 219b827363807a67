import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type SessionUser } from '../../../common/identity';
import type { Role } from '../../../common/platform-config';
import type { AppContext } from '../../context';
import { forbidden, unauthorized } from '../../lib/errors';
import { userForToken } from './service';

/** The session token of a request: the cookie, a bearer header, or the `authToken` query parameter. */
export function requestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.authToken === 'string' && query.authToken) return query.authToken;
  return request.cookies?.[SESSION_COOKIE] || undefined;
}

const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** The signed-in user of this request, looked up once per request. */
export function currentUser(ctx: AppContext, request: FastifyRequest): Promise<SessionUser | null> {
  let user = resolved.get(request);
  if (!user) {
    const token = requestToken(request);
    user = token ? userForToken(ctx, token) : Promise.resolve(null);
    resolved.set(request, user);
  }
  return user;
}

export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(ctx, request);
  if (!user) throw unauthorized();
  return user;
}

export async function requireRole(ctx: AppContext, request: FastifyRequest, roles: Role[]): Promise<SessionUser> {
  const user = await requireUser(ctx, request);
  if (!roles.includes(user.role)) throw forbidden(`This needs the role ${roles.join(' or ')}`);
  return user;
}
