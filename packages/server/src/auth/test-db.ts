/**
 * Test-only: the databases the auth tests run on. SQLite in memory always; PostgreSQL when
 * DATABASE_URL_TEST (or postgres://postgres@127.0.0.1:5432/test) answers, in a schema of its own.
 */
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { type DbHandle, ensurePgSchema, migrateToLatest, openDb } from '../db';

export const PG_TEST_URL = process.env.DATABASE_URL_TEST || 'postgres://postgres@127.0.0.1:5432/test';

let pgReachable: Promise<boolean> | undefined;
export function isPgReachable(): Promise<boolean> {
  pgReachable ??= (async () => {
    const pool = new Pool({ connectionString: PG_TEST_URL, max: 1, connectionTimeoutMillis: 1500 });
    try {
      await pool.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await pool.end().catch(() => undefined);
    }
  })();
  return pgReachable;
}

export interface TestDb {
  handle: DbHandle;
  drop(): Promise<void>;
}

export async function openTestDb(kind: 'sqlite' | 'postgres'): Promise<TestDb> {
  if (kind === 'sqlite') {
    const handle = openDb({ url: ':memory:' });
    await migrateToLatest(handle);
    return { handle, drop: () => handle.destroy() };
  }
  const schema = `auth_t_${randomBytes(5).toString('hex')}`;
  await ensurePgSchema(PG_TEST_URL, schema);
  const handle = openDb({ url: PG_TEST_URL, pgSchema: schema });
  await migrateToLatest(handle);
  return {
    handle,
    async drop() {
      await handle.destroy();
      const pool = new Pool({ connectionString: PG_TEST_URL, max: 1 });
      try {
        await pool.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await pool.end();
      }
    },
  };
}

/**
 * `describe` once per database: always SQLite; PostgreSQL only when reachable (checked in
 * beforeAll, its tests are then skipped with a note instead of failing).
 */
export const DB_KINDS = ['sqlite', 'postgres'] as const;
