import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '../../../common/identity';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { FailedLoginLimiter } from './failed-login-limiter';
import { currentUser, requestToken } from './request-user';
import { issueNonce, login, logout, SESSION_TTL_MS } from './service';

const loginBody = z.object({
  message: z.string().min(1).max(4000),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'must be a hex signature').max(20_000),
});

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const limiter = new FailedLoginLimiter();

  typed.post('/auth/nonce', async () => issueNonce(ctx));

  typed.post('/auth/login', { schema: { body: loginBody } }, async (request, reply) => {
    limiter.check(request.ip);
    try {
      const origin = { host: request.host, origin: `${request.protocol}://${request.host}` };
      const result = await login(
        ctx,
        { message: request.body.message, signature: request.body.signature as `0x${string}` },
        origin,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      );
      if (result.becameFirstOwner) {
        request.log.warn({ did: result.user.did }, 'no OWNER_ADDRESSES set: the first wallet to sign in is now the owner');
      }
      setSessionCookie(request, reply, result.token);
      return { token: result.token, user: result.user };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) limiter.recordFailure(request.ip);
      throw error;
    }
  });

  typed.post('/auth/logout', async (request, reply) => {
    const token = requestToken(request);
    if (token) await logout(ctx, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { ok: true };
  });

  typed.get('/auth/session', async (request) => ({ user: await currentUser(ctx, request) }));
}
