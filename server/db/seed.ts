import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from './types';

/** One piece of demo data; each runs once per database, in its own transaction. */
export type SeedStep = { name: string; run: (ctx: AppContext, trx: Transaction<Database>) => Promise<void> };

/** Runs the steps not yet recorded in seed_runs; returns the names of those it ran. */
export async function runSeeds(ctx: AppContext, steps: SeedStep[]): Promise<string[]> {
  const ran: string[] = [];
  for (const step of steps) {
    const didRun = await ctx.db.transaction().execute(async (trx) => {
      // The insert claims the step: a second process seeding at the same time skips it.
      const claimed = await trx
        .insertInto('seed_runs')
        .values({ name: step.name })
        .onConflict((oc) => oc.column('name').doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await step.run(ctx, trx);
      return true;
    });
    if (didRun) ran.push(step.name);
  }
  return ran;
}
