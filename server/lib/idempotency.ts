import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { badRequest, conflict } from './errors';

const WINDOW_MS = 24 * 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type Claim = { scope: string; key: string };
const claims = new WeakMap<FastifyRequest, Claim>();

/** The caller's credential, hashed: a key is reused only by whoever first sent it. */
function callerScope(request: FastifyRequest): string {
  const credential = request.headers.authorization ?? request.cookies?.login_token ?? `ip:${request.ip}`;
  return sha256(credential);
}

/**
 * `Idempotency-Key` on POST: the first request with a key runs and its answer is kept for 24 h;
 * the same key with the same request gets that answer again, with another request a 409, and
 * while the first is still running a 409 too. A 5xx answer is not kept, so a retry runs again;
 * nor is a request refused by schema validation, which never started (this hook runs after it).
 */
export function registerIdempotency(app: FastifyInstance, db: Kysely<Database>) {
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string') return;
    if (!key || key.length > 255) throw badRequest('Idempotency-Key must be 1 to 255 characters', 'INVALID_IDEMPOTENCY_KEY');
    const scope = callerScope(request);
    const requestHash = sha256(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`);

    // A key older than the window is free again.
    await db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('created_at', '<', new Date(Date.now() - WINDOW_MS))
      .execute();
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({ scope, key, request_hash: requestHash })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0) {
      claims.set(request, { scope, key });
      return;
    }
    const first = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    if (first.request_hash !== requestHash) {
      throw conflict('This Idempotency-Key was already used with a different request', 'IDEMPOTENCY_KEY_REUSED');
    }
    if (first.status_code === null) {
      throw conflict('A request with this Idempotency-Key is still being processed', 'IDEMPOTENCY_KEY_IN_USE');
    }
    return reply
      .status(first.status_code)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(first.response_body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = claims.get(request);
    if (!claim) return payload;
    claims.delete(request);
    if (reply.statusCode >= 500) {
      await db.deleteFrom('idempotency_keys').where('scope', '=', claim.scope).where('key', '=', claim.key).execute();
    } else {
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: reply.statusCode, response_body: String(payload ?? '') })
        .where('scope', '=', claim.scope)
        .where('key', '=', claim.key)
        .execute();
    }
    return payload;
  });
}
