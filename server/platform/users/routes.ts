import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidEmail } from '../../../common/email-address';
import type { AppContext } from '../../context';
import { requireRole, requireUser } from '../auth/request-user';
import { changePassport, listSessionUsers, updateProfile } from './service';

const email = z.string().refine(isValidEmail, 'must be a valid email address');

const profileBody = z.object({
  fullName: z.string().trim().max(100).optional(),
  email: z.union([z.literal(''), email]).optional(),
  // A data URL of at most 1 MB of image; the exact check is on the decoded bytes.
  avatar: z.string().max(1_500_000).nullable().optional(),
});

const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.put('/user/profile', { schema: { body: profileBody }, bodyLimit: 2 * 1024 * 1024 }, async (request) => {
    const user = await requireUser(ctx, request);
    return { user: await updateProfile(ctx, user.did, request.body) };
  });

  typed.get(
    '/admin/users',
    { schema: { querystring: z.object({ ...pageQuery, q: z.string().max(200).optional() }) } },
    async (request) => {
      await requireRole(ctx, request, ['owner', 'admin']);
      return listSessionUsers(ctx, request.query);
    },
  );

  typed.put(
    '/admin/users/:did/passports',
    {
      schema: {
        params: z.object({ did: z.string().min(1).max(200) }),
        body: z.object({ role: z.enum(['admin', 'developer']), revoke: z.boolean().optional() }),
      },
    },
    async (request) => {
      const actor = await requireRole(ctx, request, ['owner', 'admin']);
      return { user: await changePassport(ctx, actor, request.params.did, request.body) };
    },
  );
}
