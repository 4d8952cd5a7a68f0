/**
 * Route data loaders of mf_events' public screens: what each screen needs for its first
 * paint. The server runs them to render the page (src/ssr.ts), the browser on navigation and when a link
 * to the route is hovered or focused (`prefetch` in src/entry.ts); the screen starts from the answer.
 *
 * They ask what the screen asks for a visitor in the same state: on the server nobody is logged in (the
 * bus session is empty there); a prefetch in the browser asks with the visitor's session, and says so
 * (`personal`), so a screen never takes an anonymous answer for a logged-in visitor's or the reverse.
 * A game that does not exist is an answer too (`event: null`, «Игра не найдена»), not a failure; the
 * loader also says `notFound()`, so the server answers that page with 404.
 */
import { parseId } from '@quiz/domain';
import type { RouteLoaders } from '@quiz/federation';
import { loadEventPage } from './features/event-page/eventPageData';
import { isListTab, loadGamesList, tabFromQuery } from './features/games/gamesData';
import type { HomeData } from './features/home/useLandingFeed';
import { loadPhotoReport } from './features/photo-report/photoReportData';
import { loadPromoGame } from './features/trial/api/promoGame';
import { loadLandingFeed } from './shared/api/landingFeed';
import { preloadSanitizer } from './shared/purified-html';
import { isLoggedIn } from './shared/session';

export const loaders: RouteLoaders<'mf_events'> = {
  home: async ({ city, options }): Promise<HomeData> => ({
    feed: await loadLandingFeed(city?.id ?? null, options),
    at: Date.now(),
  }),
  // no such game: the same page («Игра не найдена»), answered 404 by the server
  eventPage: async ({ params, options, notFound }) => {
    preloadSanitizer();
    const data = await loadEventPage(parseId(params.eventId), isLoggedIn(), options);
    if (data.event === null) notFound();
    return data;
  },
  photoReport: async ({ params, options, notFound }) => {
    const data = await loadPhotoReport(parseId(params.eventId), isLoggedIn(), options);
    if (data.event === null) notFound();
    return data;
  },
  games: async ({ query, city, options }) => {
    const loggedIn = isLoggedIn();
    const tab = tabFromQuery(query.type, loggedIn);
    // «Мои игры» and «Избранное» are the visitor's own: never rendered on the server, not prefetched
    return isListTab(tab) ? loadGamesList(tab, city?.id ?? null, loggedIn, options) : null;
  },
  promoGame: ({ options }) => loadPromoGame(options),
};
