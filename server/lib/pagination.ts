import type { SelectQueryBuilder } from 'kysely';

/**
 * One page of a filtered query and the total it has: `{ list, count }` as every list answers.
 * `base` carries the filters only; `select` adds columns and order to it for the page.
 */
export async function pageOf<DB, TB extends keyof DB, Row>(
  base: SelectQueryBuilder<DB, TB, object>,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  page: { page: number; pageSize: number },
): Promise<{ list: Row[]; count: number }> {
  const [list, total] = await Promise.all([
    select(base)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { list, count: Number((total as { count: number }).count) };
}
