/**
 * An empty database of a test's own, for the migration tests (SQLite: a temporary file; PostgreSQL: a
 * fresh schema), and the migrator that takes it to just before a given migration: the database as it
 * was before that change, to fill with the data the migration must carry over.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { Pool } from 'pg';
import { type DbHandle, ensurePgSchema, openDb } from '../src/db';
import { migrationsFor } from '../src/db/migrations';
import { PG_TEST_URL, type Target } from './helpers';

export interface EmptyDb {
  handle: DbHandle;
  /** PostgreSQL: the test's schema */
  schema?: string;
  cleanup(): Promise<void>;
}

export async function openEmptyDb(target: Target): Promise<EmptyDb> {
  if (target === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-mig-'));
    const handle = openDb({ url: `sqlite:${path.join(dir, 'quiz.sqlite')}` });
    return {
      handle,
      async cleanup() {
        await handle.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `quiz_test_${randomBytes(6).toString('hex')}`;
  await ensurePgSchema(PG_TEST_URL, schema);
  const handle = openDb({ url: PG_TEST_URL, pgSchema: schema });
  return {
    handle,
    schema,
    async cleanup() {
      await handle.destroy();
      const pool = new Pool({ connectionString: PG_TEST_URL, max: 1 });
      await pool.query(`drop schema if exists ${schema} cascade`);
      await pool.end();
    },
  };
}

/** The migrator of every migration, on the handle's database (and its schema's migration table). */
export function migratorOf(handle: DbHandle): Migrator {
  return new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrationsFor(handle.dialect) },
    ...(handle.pgSchema ? { migrationTableSchema: handle.pgSchema } : {}),
  });
}
