import type { Kysely, Selectable } from 'kysely';
import type { Database, PassportsTable, UsersTable } from '../../db/types';

export type UserRow = Omit<Selectable<UsersTable>, 'avatar_image'> & { has_avatar: boolean };
export type PassportRow = Selectable<PassportsTable>;

type Db = Kysely<Database>;

const userColumns = [
  'did',
  'address',
  'chain_id',
  'role',
  'full_name',
  'email',
  'avatar_type',
  'did_space',
  'created_at',
  'updated_at',
  'last_login_at',
] as const;

export async function findUser(db: Db, did: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(userColumns)
    .select((eb) => eb('avatar_image', 'is not', null).$castTo<boolean>().as('has_avatar'))
    .where('did', '=', did)
    .executeTakeFirst();
}

export async function activePassports(db: Db, dids: string[]): Promise<PassportRow[]> {
  if (dids.length === 0) return [];
  return db
    .selectFrom('passports')
    .selectAll()
    .where('user_did', 'in', dids)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .execute();
}

export async function listUsers(
  db: Db,
  filter: { q?: string; limit: number; offset: number },
): Promise<{ rows: UserRow[]; count: number }> {
  let query = db.selectFrom('users');
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('did', 'ilike', like), eb('full_name', 'ilike', like), eb('email', 'ilike', like)]),
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select(userColumns)
      .select((eb) => eb('avatar_image', 'is not', null).$castTo<boolean>().as('has_avatar'))
      .orderBy('created_at', 'desc')
      .orderBy('did')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

export async function findAvatar(db: Db, did: string) {
  return db
    .selectFrom('users')
    .select(['avatar_image', 'avatar_type', 'updated_at'])
    .where('did', '=', did)
    .executeTakeFirst();
}
