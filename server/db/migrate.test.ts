import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connect';
import { isFullyMigrated, migrateToLatest } from './migrate';
import { runSeeds } from './seed';
import { createTestDatabase } from '../test/database';

describe('migrations and seeding', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(() => database.close());

  it('applies every migration once and reports the schema current', async () => {
    expect(await isFullyMigrated(database.db)).toBe(false);
    const applied = await migrateToLatest(database.db);
    expect(applied).toContain('0001_platform');
    expect(await isFullyMigrated(database.db)).toBe(true);
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('runs each seed step once, and rolls a failed step back so it runs again', async () => {
    let runs = 0;
    const step = {
      name: 'demo-setting',
      run: async (trx: Parameters<Parameters<typeof runSeeds>[1][number]['run']>[0]) => {
        runs++;
        await trx.insertInto('platform_settings').values({ key: 'demo', value: JSON.stringify({ n: runs }) }).execute();
      },
    };
    const failing = {
      name: 'broken',
      run: async () => {
        throw new Error('boom');
      },
    };
    expect(await runSeeds(database.db, [step])).toEqual(['demo-setting']);
    expect(await runSeeds(database.db, [step])).toEqual([]);
    expect(runs).toBe(1);

    await expect(runSeeds(database.db, [failing])).rejects.toThrow('boom');
    const claimed = await database.db.selectFrom('seed_runs').select('name').where('name', '=', 'broken').execute();
    expect(claimed).toEqual([]);
  });
});
