/** Queries of the pending anonymous registration forms (`pending_registrations`, one row per version). */
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

/**
 * The version a submit wrote, bound to the challenge its code send answered: the one row that
 * challenge's confirmation applies. A resubmit (by anyone) is another version with its own challenge.
 */
export async function insertPending(
  db: Db,
  key: { phone: string; event_id: number; challenge_hash: string },
  values: PendingValues,
  now: string,
): Promise<void> {
  await db
    .insertInto('pending_registrations')
    .values({ ...key, ...values, created_at: now })
    .execute();
}

/** The version bound to a challenge, for that phone and game, whose code has not lapsed by `now`. */
export const livePending = (
  db: Db,
  key: { phone: string; event_id: number; challenge_hash: string },
  now: string,
) =>
  db
    .selectFrom('pending_registrations')
    .selectAll()
    .where('challenge_hash', '=', key.challenge_hash)
    .where('phone', '=', key.phone)
    .where('event_id', '=', key.event_id)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/** Deletes the row; false when it was already gone (consumed by a racing confirmation). */
export async function takePending(db: Db, id: number): Promise<boolean> {
  const taken = await db.deleteFrom('pending_registrations').where('id', '=', id).executeTakeFirst();
  return Number(taken.numDeletedRows) > 0;
}
