import type { ColumnType, Generated } from 'kysely';

/** Row types of every table, one interface per table; kept in step with migrations/. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PlatformSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface SeedRunsTable {
  name: string;
  ran_at: CreatedAt;
}

export interface Database {
  platform_settings: PlatformSettingsTable;
  seed_runs: SeedRunsTable;
}

export type { Generated };
