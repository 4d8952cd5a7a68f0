/**
 * One create per form. The console sends a random `request_key` with each theme or venue it creates (one
 * per opened form); the row stores it as `<organizer id>:<key>` (unique index, migration 0030), so a
 * double click, a network retry or a replayed request finds the item the first one made for
 * REQUEST_KEY_TTL_HOURS after its creation, instead of making a second one. Another organizer's key
 * never matches. Creates of one table run one at a time (`lockCreates`), so the look-up, the duplicate
 * check and the insert see each other's rows.
 */
import { REQUEST_KEY_TTL_HOURS } from '@quiz/domain';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { isPostgres } from '../../db/dialect';

export type KeyedTable = 'themes' | 'places';

/** The key as stored: the organizer's own. */
export const storedKey = (userId: number, key: string | undefined): string | null =>
  key === undefined ? null : `${userId}:${key}`;

/**
 * Serializes the creates of a table until the transaction ends: a PostgreSQL advisory lock (SQLite runs
 * one transaction at a time on its single connection already).
 */
export async function lockCreates(trx: Db, table: KeyedTable): Promise<void> {
  if (isPostgres(trx))
    await sql`select pg_advisory_xact_lock(hashtext(${`organizer.create.${table}`}))`.execute(trx);
}

/**
 * The id of what the organizer's key made within REQUEST_KEY_TTL_HOURS, else null. A key older than that
 * is cleared from its row, so the new item can store it.
 */
export async function madeWithKey(
  trx: Db,
  table: KeyedTable,
  key: string | null,
  now: Date = new Date(),
): Promise<number | null> {
  if (key === null) return null;
  const row = await trx
    .selectFrom(table)
    .select(['id', 'created_at'])
    .where('request_key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  const since = new Date(now.getTime() - REQUEST_KEY_TTL_HOURS * 3_600_000).toISOString();
  if (row.created_at >= since) return row.id;
  await trx.updateTable(table).set({ request_key: null }).where('id', '=', row.id).execute();
  return null;
}
