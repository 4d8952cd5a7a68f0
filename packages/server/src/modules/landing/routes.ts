/** GET landing_feed?city=<id>: the home page's upcoming events and the themes in preparation (no past or upcoming event). */
import { landingCalls } from '@quiz/contract';
import { routeCalls } from '../../http/calls';
import { eventsByIds, themeViews } from '../../views/catalogue';
import { resolveCity } from '../cities/repository';
import { themesWithoutEvents, upcomingOpenIds } from '../games/repository';

export const landingRoutes = routeCalls(landingCalls, {
  landingFeed: async ({ query, db, user }) => {
    const city = await resolveCity(db, query.city);
    // no city yet (a fresh deployment): an empty feed
    if (!city) return { events: [], themes: [] };
    const events = await eventsByIds(db, await upcomingOpenIds(db, city.id), user);
    return { events, themes: await themeViews(db, await themesWithoutEvents(db, city.id), user) };
  },
});
