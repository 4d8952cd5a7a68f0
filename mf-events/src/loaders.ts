/**
 * Route data loaders of mf_events' public screens: they fill the page's query cache with what each
 * screen's first paint needs, through the same query options the screen reads. The server runs them into
 * the render's own cache, which the page carries (src/ssr.ts); the browser when a link to the route is
 * hovered or focused (`prefetch` in src/entry.ts).
 *
 * They ask what the screen asks for a visitor in the same state: on the server nobody is logged in (the
 * bus session is empty there); a prefetch in the browser asks with the visitor's session. The keys say
 * which (`loggedIn`), so a screen never takes an anonymous answer for a logged-in visitor's or the reverse.
 * A game that does not exist is an answer too (null, «Игра не найдена»), not a failure; the loader also
 * says `notFound()`, so the server answers that page with 404.
 */
import { parseId } from '@quiz/domain';
import type { RouteLoaders } from '@quiz/federation';
import { ensureGamesList, isListTab, tabFromQuery } from './features/games/gamesData';
import { albumQueryOptions } from './features/photo-report/api/album';
import { promoGameQueryOptions } from './features/trial/api/promoGame';
import { eventQueryOptions } from './shared/api/events';
import { landingFeedQueryOptions } from './shared/api/landingFeed';
import { preloadSanitizer } from './shared/purified-html';
import { isLoggedIn } from './shared/session';

export const loaders: RouteLoaders<'mf_events'> = {
  home: ({ city, queryClient, options }) =>
    queryClient.ensureQueryData(landingFeedQueryOptions(city?.id ?? null, isLoggedIn(), options)),
  // no such game: the same page («Игра не найдена»), answered 404 by the server
  eventPage: async ({ params, queryClient, options, notFound }) => {
    preloadSanitizer();
    const eventId = parseId(params.eventId);
    if (eventId === null) return notFound();
    const event = await queryClient.ensureQueryData(eventQueryOptions(eventId, isLoggedIn(), options));
    if (event === null) notFound();
  },
  photoReport: async ({ params, queryClient, options, notFound }) => {
    const eventId = parseId(params.eventId);
    if (eventId === null) return notFound();
    const event = await queryClient.ensureQueryData(eventQueryOptions(eventId, isLoggedIn(), options));
    if (event === null) notFound();
    // the album is asked only when the game has one (`event.album`)
    else if (event.album !== null) await queryClient.ensureQueryData(albumQueryOptions(eventId, options));
  },
  games: async ({ query, city, queryClient, options }) => {
    const loggedIn = isLoggedIn();
    const tab = tabFromQuery(query.type, loggedIn);
    // «Мои игры» and «Избранное» are the visitor's own: never rendered on the server, not prefetched
    if (isListTab(tab)) await ensureGamesList(queryClient, tab, city?.id ?? null, loggedIn, options);
  },
  promoGame: ({ queryClient, options }) => queryClient.ensureQueryData(promoGameQueryOptions(options)),
};
