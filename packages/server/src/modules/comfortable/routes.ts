/**
 * The availability grid (login): POST user/comfortable_time/ {id: 'hour-day', status} checks or
 * unchecks one slot; GET answers the user's whole grid (also in user_detail.comfortable_time).
 */
import { comfortableCalls } from '@quiz/contract';
import type { Db } from '../../db';
import { nowIso } from '../../db/schema';
import { routeCalls } from '../../http/calls';

async function gridOf(db: Db, userId: number): Promise<Record<string, boolean>> {
  const rows = await db
    .selectFrom('comfortable_times')
    .select(['day', 'hour'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(rows.map((r) => [`${r.hour}-${r.day}`, true]));
}

export const comfortableRoutes = routeCalls(comfortableCalls, {
  comfortableTime: async ({ user, db }) => ({ comfortable_time: await gridOf(db, user.id) }),

  setComfortableTime: async ({ body, user, db }) => {
    const [hourText, day = ''] = body.id.split('-');
    const hour = Number(hourText);
    await db
      .deleteFrom('comfortable_times')
      .where('user_id', '=', user.id)
      .where('day', '=', day)
      .where('hour', '=', hour)
      .execute();
    if (body.status) {
      await db
        .insertInto('comfortable_times')
        .values({ user_id: user.id, day, hour, created_at: nowIso() })
        .execute();
    }
    return { comfortable_time: await gridOf(db, user.id) };
  },
});
