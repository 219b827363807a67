import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { buildPlatformConfig, platformConfigScript } from './service';

function requestOrigin(request: { protocol: string; host: string }): string {
  return `${request.protocol}://${request.host}`;
}

/** `GET /__plugin__.js`: the page's platform config as a script, or as JSON with `?type=json`. */
export async function appConfigRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/__plugin__.js',
    { schema: { querystring: z.object({ type: z.enum(['js', 'json']).default('js') }) } },
    async (request, reply) => {
      const config = buildPlatformConfig(ctx.config, ctx.appIdentity, requestOrigin(request));
      // The page must see a change of preferences on its next load.
      reply.header('cache-control', 'no-cache');
      if (request.query.type === 'json') {
        // Other origins read it (spec §7: cross-origin plugin JSON, cached by the caller).
        reply.header('access-control-allow-origin', '*');
        return config;
      }
      return reply.type('application/javascript; charset=utf-8').send(platformConfigScript(config));
    },
  );
}
