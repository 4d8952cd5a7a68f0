/**
 * Opening the database: SQLite (better-sqlite3, WAL) by default, PostgreSQL when the URL says so.
 * The same Kysely `Database` type and the same migrations serve both.
 */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import { Pool } from 'pg';
import { DEFAULT_DATA_DIR } from '../paths';
import { migrationsFor } from './migrations';
import type { DialectName } from './migrations/util';
import { SchemaPostgresDialect } from './pg-schema-dialect';
import type { Database } from './schema';

export type { DialectName } from './migrations/util';
export type Db = Kysely<Database>;
/** What a query runs on, the one name of a Kysely handle in the modules: the database or an open transaction. */
export type Queryable = Db | Transaction<Database>;

export interface DbHandle {
  db: Db;
  dialect: DialectName;
  /** what was opened, with any password removed (for logs) */
  description: string;
  /** PostgreSQL schema the handle works in, when one was given */
  pgSchema?: string;
  /** PostgreSQL only: the pool's connections (for the metrics) */
  poolStats?: () => { total: number; idle: number; waiting: number };
  destroy(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… or postgresql://… for PostgreSQL; a file path, `sqlite:<path>` or `:memory:` for SQLite */
  url?: string;
  /** PostgreSQL only: schema to work in (created if missing); tests use one per file */
  pgSchema?: string;
}

export const isPostgresUrl = (url: string | undefined): boolean =>
  !!url && (url.startsWith('postgres://') || url.startsWith('postgresql://'));

/** The default SQLite file: $DATA_DIR/quiz.sqlite, else <repo>/data/quiz.sqlite. */
export function defaultSqlitePath(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.DATA_DIR || DEFAULT_DATA_DIR, 'quiz.sqlite');
}

export function openDb(options: DbOptions = {}): DbHandle {
  const url = options.url;
  if (url && isPostgresUrl(url)) {
    const schema = options.pgSchema;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
    const pool = new Pool({
      connectionString: url,
      max: Number(process.env.DATABASE_POOL_MAX) || 10,
      // PostgreSQL away: a request fails within seconds (a Russian 503, plugins/errors.ts), never hangs
      connectionTimeoutMillis: 3000,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // a connection dropped by a PostgreSQL restart: the pool discards it and opens a new one on the
    // next request; the query on it fails (503). Without these listeners the error of an idle connection
    // (pool) or of one checked out between two queries (client) would end the process.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const dialect = schema ? new SchemaPostgresDialect({ pool }, schema) : new PostgresDialect({ pool });
    const db = new Kysely<Database>({ dialect });
    return {
      db,
      dialect: 'postgres',
      description: `${url.replace(/\/\/[^@/]*@/, '//***@')}${schema ? ` (schema ${schema})` : ''}`,
      ...(schema ? { pgSchema: schema } : {}),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      destroy: () => db.destroy(),
    };
  }
  const file = url ? url.replace(/^sqlite:/, '') : defaultSqlitePath();
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', description: `sqlite ${file}`, destroy: () => db.destroy() };
}

/** Creates the PostgreSQL schema of `pgSchema` if needed (search_path alone does not create it). */
export async function ensurePgSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    await pool.query(`create schema if not exists ${schema}`);
  } finally {
    await pool.end();
  }
}

/** Applies every pending migration; throws on failure. Returns the names applied now. */
export async function migrateToLatest(handle: DbHandle): Promise<string[]> {
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrationsFor(handle.dialect) },
    // Kysely looks for its lock table in every schema unless told which one: with several test
    // schemas in one database it would find another schema's table and fail.
    ...(handle.pgSchema ? { migrationTableSchema: handle.pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Runs `fn` (migrate + seed at start) while holding a PostgreSQL advisory lock of this database and
 * schema, so N replicas started at once on an empty database migrate and seed exactly once: the
 * first does it, the others wait and then find it done. SQLite has one process: `fn` runs as is.
 */
export async function withStartupLock<T>(handle: DbHandle, fn: () => Promise<T>): Promise<T> {
  if (handle.dialect !== 'postgres') return fn();
  const key = `quiz:startup:${handle.pgSchema ?? ''}`;
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${key}))`.execute(connection);
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${key}))`.execute(connection);
    }
  });
}
