/**
 * The database's dialect, read from the Kysely handle a query runs on (the database or an open
 * transaction: both carry the dialect's adapter), so no service or repository takes the dialect as a
 * parameter. The few statements that differ between SQLite and PostgreSQL go through these helpers.
 */
import { PostgresAdapter } from 'kysely';
import type { DialectName, Queryable } from './index';

/** Is the handle PostgreSQL (else SQLite)? `getExecutor()` is Kysely's own way to reach the adapter. */
export function isPostgres(db: Queryable): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export const dialectOf = (db: Queryable): DialectName => (isPostgres(db) ? 'postgres' : 'sqlite');

/**
 * The selected rows locked until the transaction ends on PostgreSQL (`FOR UPDATE`); SQLite runs one
 * write transaction at a time on its single connection, which gives the same guarantee.
 */
export function forUpdate<Q extends { forUpdate(): Q }>(db: Queryable, query: Q): Q {
  return isPostgres(db) ? query.forUpdate() : query;
}
