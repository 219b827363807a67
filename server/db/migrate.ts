import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './types';

const migrationFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Every file in migrations/, named by its file name. The import happens here rather than inside
 * Kysely's FileMigrationProvider so that whatever loads this module (tsx, Vitest) loads the .ts files.
 */
const folderProvider: MigrationProvider = {
  async getMigrations() {
    const files = (await fs.readdir(migrationFolder)).filter((f) => /^\d{4}_[\w-]+\.ts$/.test(f)).sort();
    const entries = await Promise.all(
      files.map(async (file) => {
        const migration: Migration = await import(pathToFileURL(path.join(migrationFolder, file)).href);
        return [file.replace(/\.ts$/, ''), migration] as const;
      }),
    );
    return Object.fromEntries(entries);
  },
};

export function createMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider: folderProvider });
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(failed ? `Migration ${failed.migrationName} failed: ${reason}` : `Migrations failed: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** True when every migration in migrations/ has been applied. */
export async function isFullyMigrated(db: Kysely<Database>): Promise<boolean> {
  const migrations = await createMigrator(db).getMigrations();
  return migrations.length > 0 && migrations.every((m) => m.executedAt !== undefined);
}
