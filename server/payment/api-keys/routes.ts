import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { base58 } from '@scure/base';
import { z } from 'zod';
import { apiKeyCreateBody } from '../../../common/payment/catalog';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { isoOrNull } from '../../lib/time';
import { hashApiKey, requireMerchantSession } from '../merchant-auth';

type KeyRow = {
  id: string;
  livemode: boolean;
  name: string;
  secret_hint: string;
  created_by: string | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
};

function toApiKey(row: KeyRow) {
  return {
    id: row.id,
    object: 'api_key',
    livemode: row.livemode,
    name: row.name,
    // Only the mode and the last four characters are ever shown again.
    secret: `sk_${row.livemode ? 'live' : 'test'}_…${row.secret_hint}`,
    created_by: row.created_by,
    last_used_at: isoOrNull(row.last_used_at),
    revoked_at: isoOrNull(row.revoked_at),
    created_at: isoOrNull(row.created_at),
  };
}

export async function apiKeyRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const columns = ['id', 'livemode', 'name', 'secret_hint', 'created_by', 'last_used_at', 'revoked_at', 'created_at'] as const;

  typed.post('/api-keys', { schema: { body: apiKeyCreateBody } }, async (request, reply) => {
    const merchant = await requireMerchantSession(ctx, request);
    const secret = `sk_${merchant.livemode ? 'live' : 'test'}_${base58.encode(randomBytes(24))}`;
    const row = await ctx.db
      .insertInto('api_keys')
      .values({
        id: newId('key'),
        livemode: merchant.livemode,
        name: request.body.name,
        secret_hash: hashApiKey(secret),
        secret_hint: secret.slice(-4),
        created_by: merchant.actor.type === 'user' ? merchant.actor.did : null,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    return reply.status(201).send({ ...toApiKey(row), secret });
  });

  typed.get('/api-keys', async (request) => {
    const merchant = await requireMerchantSession(ctx, request);
    const rows = await ctx.db
      .selectFrom('api_keys')
      .select(columns)
      .where('livemode', '=', merchant.livemode)
      .orderBy('created_at', 'desc')
      .execute();
    return { list: rows.map(toApiKey), count: rows.length };
  });

  typed.delete('/api-keys/:id', { schema: { params: z.object({ id: z.string().max(100) }) } }, async (request) => {
    const merchant = await requireMerchantSession(ctx, request);
    const row = await ctx.db
      .updateTable('api_keys')
      .set({ revoked_at: new Date() })
      .where('id', '=', request.params.id)
      .where('livemode', '=', merchant.livemode)
      .where('revoked_at', 'is', null)
      .returning(columns)
      .executeTakeFirst();
    if (!row) throw notFound(`No active API key ${request.params.id}`);
    return toApiKey(row);
  });
}
