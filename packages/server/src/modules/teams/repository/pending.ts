/** Queries of the pending anonymous registration forms (`pending_registrations`). */
import type { Db } from '../../../db';

export interface PendingValues {
  name: string;
  participant_count: number;
  expires_at: string;
  team_id: number | null;
  team_title: string | null;
}

/** Clean on write: forms whose code has lapsed by `now`. */
export async function deleteLapsedPending(db: Db, now: string): Promise<void> {
  await db.deleteFrom('pending_registrations').where('expires_at', '<=', now).execute();
}

/** One row per phone and game: a resubmitted form replaces the values of the same row. */
export async function upsertPending(
  db: Db,
  key: { phone: string; event_id: number },
  values: PendingValues,
  now: string,
): Promise<void> {
  await db
    .insertInto('pending_registrations')
    .values({ ...key, ...values, created_at: now })
    .onConflict((oc) => oc.columns(['phone', 'event_id']).doUpdateSet(values))
    .execute();
}

/** The form of that phone and game whose code has not lapsed by `now`. */
export const livePending = (db: Db, phone: string, eventId: number, now: string) =>
  db
    .selectFrom('pending_registrations')
    .selectAll()
    .where('phone', '=', phone)
    .where('event_id', '=', eventId)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/** Deletes the row; false when it was already gone (consumed by a racing confirmation). */
export async function takePending(db: Db, id: number): Promise<boolean> {
  const taken = await db.deleteFrom('pending_registrations').where('id', '=', id).executeTakeFirst();
  return Number(taken.numDeletedRows) > 0;
}
