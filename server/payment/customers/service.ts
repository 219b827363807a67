import type { Selectable, Transaction } from 'kysely';
import type { SessionUser } from '../../../common/identity';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageOf } from '../../lib/pagination';
import { recordEvent } from '../events/service';
import { iso } from '../../lib/time';

type CustomerRow = Selectable<Database['customers']>;
type Db = AppContext['db'] | Transaction<Database>;

export type CustomerAddress = { country?: string; state?: string; city?: string; line1?: string; line2?: string; postal_code?: string };

export function toCustomer(row: CustomerRow) {
  return {
    id: row.id as string | null,
    object: 'customer',
    livemode: row.livemode,
    did: row.did,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address as CustomerAddress,
    metadata: row.metadata,
    invoice_prefix: row.invoice_prefix,
    delinquent: row.delinquent,
    created_at: iso(row.created_at) as string | null,
    updated_at: iso(row.updated_at) as string | null,
  };
}
export type Customer = ReturnType<typeof toCustomer>;

/** What `/customers/me?fallback` answers before the user's first checkout: their session profile. */
export function customerFromSessionUser(user: SessionUser, livemode: boolean): Customer {
  return {
    id: null,
    object: 'customer',
    livemode,
    did: user.did,
    name: user.fullName,
    email: user.email,
    phone: '',
    address: {},
    metadata: {},
    invoice_prefix: '',
    delinquent: false,
    created_at: null,
    updated_at: null,
  };
}

export async function findCustomerByDid(db: Db, livemode: boolean, did: string) {
  return db.selectFrom('customers').selectAll().where('livemode', '=', livemode).where('did', '=', did).executeTakeFirst();
}

/**
 * The customer of a signed-in user in a mode, created on their first checkout from the session
 * profile. The unique (livemode, did) index makes two first checkouts at once agree on one.
 */
export async function ensureCustomer(ctx: AppContext, trx: Transaction<Database>, livemode: boolean, user: SessionUser) {
  const inserted = await trx
    .insertInto('customers')
    .values({
      id: newId('cus'),
      livemode,
      did: user.did,
      name: user.fullName,
      email: user.email,
      // Invoice numbers read PREFIX-0001; the prefix comes from the address so it stays stable.
      invoice_prefix: user.address.slice(2, 10).toUpperCase(),
      metadata: JSON.stringify({}),
    })
    .onConflict((oc) => oc.columns(['livemode', 'did']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) {
    await recordEvent(ctx, trx, { livemode, type: 'customer.created', objectType: 'customer', object: { ...toCustomer(inserted), id: inserted.id } });
    return inserted;
  }
  const existing = await findCustomerByDid(trx, livemode, user.did);
  if (!existing) throw new Error('customer vanished right after a conflicting insert');
  return existing;
}

export async function updateMyCustomer(
  ctx: AppContext,
  user: SessionUser,
  livemode: boolean,
  input: { name?: string; email?: string; phone?: string; address?: CustomerAddress; metadata?: Record<string, unknown> },
) {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await ensureCustomer(ctx, trx, livemode, user);
    const row = await trx
      .updateTable('customers')
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.address !== undefined ? { address: JSON.stringify({ ...current.address, ...input.address }) } : {}),
        ...(input.metadata !== undefined ? { metadata: JSON.stringify({ ...current.metadata, ...input.metadata }) } : {}),
        updated_at: new Date(),
      })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const customer = toCustomer(row);
    await recordEvent(ctx, trx, { livemode, type: 'customer.updated', objectType: 'customer', object: { ...customer, id: row.id } });
    return customer;
  });
}

export async function listCustomers(ctx: AppContext, livemode: boolean, query: { page: number; pageSize: number; q?: string }) {
  let base = ctx.db.selectFrom('customers').where('livemode', '=', livemode);
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('name', 'ilike', like), eb('email', 'ilike', like), eb('did', 'ilike', like)]));
  }
  const page = await pageOf(base, (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), query);
  return { list: page.list.map(toCustomer), count: page.count };
}

export async function getCustomer(ctx: AppContext, id: string, livemode: boolean) {
  const row = await ctx.db.selectFrom('customers').selectAll().where('id', '=', id).where('livemode', '=', livemode).executeTakeFirst();
  if (!row) throw notFound(`No customer ${id}`);
  return toCustomer(row);
}
