import { randomBytes, randomInt } from 'node:crypto';
import { base58 } from '@scure/base';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { AppError, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { ACCESS_TOKEN_PREFIX, hashAccessToken } from '../developer-auth';

const CLI_SESSION_SECONDS = 600;
// No look-alike characters, so a person can read the code off one screen and type it on another.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Makes an access token for a user; the secret is returned here once and stored hashed. */
export async function issueAccessToken(db: AppContext['db'] | Transaction<Database>, userDid: string, name: string) {
  const secret = `${ACCESS_TOKEN_PREFIX}${base58.encode(randomBytes(32))}`;
  const id = newId('tok');
  await db.insertInto('access_tokens').values({ id, user_did: userDid, name, secret_hash: hashAccessToken(secret), secret_hint: secret.slice(-4) }).execute();
  return { id, name, secret };
}

const userCode = () => {
  const pick = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${pick()}-${pick()}`;
};

/** Step 1 (CLI): a code to show the person, and a secret to poll with. */
export async function startCliSession(ctx: AppContext, origin: string, client: 'cli' | 'studio') {
  const pollToken = base58.encode(randomBytes(32));
  const code = userCode();
  await ctx.db
    .insertInto('cli_sessions')
    .values({
      id: newId('cli'),
      user_code: code,
      poll_hash: hashAccessToken(pollToken),
      client,
      expires_at: new Date(Date.now() + CLI_SESSION_SECONDS * 1000),
    })
    .execute();
  const page = client === 'studio' ? 'connect-studio' : 'connect-cli';
  return { code, poll_token: pollToken, verification_url: `${origin}/${page}?code=${code}`, expires_in: CLI_SESSION_SECONDS, interval: 2 };
}

/** Step 2 (browser): the signed-in developer confirms the code; a token is made for the CLI. */
export async function confirmCliSession(ctx: AppContext, userDid: string, code: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom('cli_sessions')
      .selectAll()
      .where('user_code', '=', code.trim().toUpperCase())
      .forUpdate()
      .executeTakeFirst();
    if (!session || new Date(session.expires_at).getTime() <= Date.now()) throw notFound('This code is unknown or has expired; run the login again');
    if (session.status !== 'pending') throw conflict('This code was already used', 'CODE_USED');
    const token = await issueAccessToken(trx, userDid, session.client === 'studio' ? 'Connected IDE' : 'Connected CLI');
    await trx
      .updateTable('cli_sessions')
      .set({ status: 'approved', user_did: userDid, token_sealed: ctx.secrets.seal(token.secret) })
      .where('id', '=', session.id)
      .execute();
  });
  return { ok: true };
}

/** Step 3 (CLI): polls; the token is handed over once, then the session is spent. */
export async function pollCliSession(ctx: AppContext, pollToken: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const session = await trx.selectFrom('cli_sessions').selectAll().where('poll_hash', '=', hashAccessToken(pollToken)).forUpdate().executeTakeFirst();
    if (!session) throw notFound('Unknown login session');
    if (session.status === 'consumed') throw new AppError(410, 'This login was already completed', 'SESSION_CONSUMED');
    if (session.status === 'pending') {
      if (new Date(session.expires_at).getTime() <= Date.now()) throw new AppError(410, 'The login code expired; run the login again', 'SESSION_EXPIRED');
      return { status: 'pending' as const };
    }
    await trx.updateTable('cli_sessions').set({ status: 'consumed', token_sealed: null }).where('id', '=', session.id).execute();
    return { status: 'approved' as const, token: ctx.secrets.open(session.token_sealed!), user_did: session.user_did };
  });
}
