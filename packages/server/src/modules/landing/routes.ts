/** GET /api/landing_feed?city=<id>: the home page's upcoming events and themes still without one. */
import { landingCalls } from '@quiz/contract';
import { OPEN_REGISTRATION_STATES } from '@quiz/domain';
import { nowIso } from '../../db/schema';
import { routeCalls } from '../../http/calls';
import { eventsByIds, themeViews } from '../../views/catalogue';
import { resolveCity } from '../cities/repository';

export const landingRoutes = routeCalls(landingCalls, {
  landingFeed: async ({ query, db, user }) => {
    const city = await resolveCity(db, query.city);
    // Upcoming = not started yet and open for registration (SPEC §4: published or sitting).
    const upcoming = db
      .selectFrom('events')
      .where('events.city_id', '=', city.id)
      .where('events.workflow_state', 'in', [...OPEN_REGISTRATION_STATES])
      .where('events.date', '>', nowIso());
    const ids = await upcoming.select('events.id').orderBy('events.date').orderBy('events.id').execute();
    const events = await eventsByIds(
      db,
      ids.map((r) => r.id),
      user,
    );
    const themeRows = await db
      .selectFrom('themes')
      .selectAll()
      .where(
        'id',
        'not in',
        upcoming.innerJoin('games', 'games.id', 'events.game_id').select('games.theme_id'),
      )
      .orderBy('id')
      .execute();
    return { events, themes: await themeViews(db, themeRows, user) };
  },
});
