/**
 * Helpers that keep one migration text portable between SQLite and PostgreSQL.
 * A migration module exports `(dialect) => Migration`; see ./index.ts.
 */
import { type CreateTableBuilder, type Kysely, type Migration, sql } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';
/** Migrations see the database untyped: the typed view (../schema.ts) describes the end result. */
export type MigrationDb = Kysely<unknown>;
export type MigrationFactory = (dialect: DialectName) => Migration;

/** Adds an autoincrement integer primary key `id`. */
export function withId<T extends string>(
  tb: CreateTableBuilder<T, never>,
  d: DialectName,
): CreateTableBuilder<T, 'id'> {
  return d === 'postgres'
    ? tb.addColumn('id', 'serial', (c) => c.primaryKey())
    : tb.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** The current UTC time as ISO 8601 text (same shape as `Date#toISOString()`), as a column default. */
export function nowText(d: DialectName) {
  return d === 'postgres'
    ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
    : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

export async function dropTables(db: MigrationDb, tables: readonly string[]): Promise<void> {
  for (const t of [...tables].reverse()) await db.schema.dropTable(t).ifExists().execute();
}
