import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toSvg } from 'jdenticon';
import { z } from 'zod';
import { AVATAR_PATH } from '../../../common/identity';
import type { AppContext } from '../../context';
import { findAvatar } from '../users/repo';

/** Avatars are cached for 168 hours (spec §9); an upload changes the URL's version instead. */
const CACHE_CONTROL = `public, max-age=${168 * 3600}`;

export async function avatarRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `${AVATAR_PATH}/:did`,
    {
      schema: {
        params: z.object({ did: z.string().regex(/^did:[a-z0-9]+:[\w.:%-]+$/, 'must be a DID').max(200) }),
        querystring: z.object({
          size: z.coerce.number().int().min(16).max(512).default(48),
          v: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL).header('x-content-type-options', 'nosniff');
      const stored = await findAvatar(ctx.db, request.params.did);
      if (stored?.avatar_image && stored.avatar_type) {
        // The browser scales an upload to the requested size; its bytes are served as stored.
        return reply.type(stored.avatar_type).send(Buffer.from(stored.avatar_image));
      }
      return reply.type('image/svg+xml').send(toSvg(request.params.did, request.query.size));
    },
  );
}
