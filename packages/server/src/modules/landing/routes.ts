/** GET landing_feed?city=<id>: the home page's upcoming events and themes still without one. */
import { landingCalls } from '@quiz/contract';
import { routeCalls } from '../../http/calls';
import { eventsByIds, themeViews } from '../../views/catalogue';
import { resolveCity } from '../cities/repository';
import { themesWithoutUpcoming, upcomingOpenIds } from '../games/repository';

export const landingRoutes = routeCalls(landingCalls, {
  landingFeed: async ({ query, db, user }) => {
    const city = await resolveCity(db, query.city);
    const events = await eventsByIds(db, await upcomingOpenIds(db, city.id), user);
    return { events, themes: await themeViews(db, await themesWithoutUpcoming(db, city.id), user) };
  },
});
