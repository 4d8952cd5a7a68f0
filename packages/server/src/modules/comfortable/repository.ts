/** The availability grid ('comfortable time') of a user: slots `hour-day`. */
import type { Db } from '../../db';
import { nowIso } from '../../db/schema';

export async function gridOf(db: Db, userId: number): Promise<Record<string, boolean>> {
  const rows = await db
    .selectFrom('comfortable_times')
    .select(['day', 'hour'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(rows.map((r) => [`${r.hour}-${r.day}`, true]));
}

/** Checks (on) or unchecks one slot. */
export async function setSlot(db: Db, userId: number, day: string, hour: number, on: boolean): Promise<void> {
  await db
    .deleteFrom('comfortable_times')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('hour', '=', hour)
    .execute();
  if (on)
    await db
      .insertInto('comfortable_times')
      .values({ user_id: userId, day, hour, created_at: nowIso() })
      .execute();
}
