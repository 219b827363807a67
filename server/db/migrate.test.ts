import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connect';
import { isFullyMigrated, migrateToLatest } from './migrate';
import { createTestDatabase } from '../test/database';

describe('migrations', () => {
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
});
