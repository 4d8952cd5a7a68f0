/**
 * Route data loaders of mf_seating's public screens: they fill the query cache with what each screen
 * reads for its first paint for a visitor who is not logged in (the same query options as the screen,
 * so the same keys). The server runs them to render the page (src/ssr.ts) and the page carries the cache;
 * the browser runs them when a link to the route is hovered or focused (`prefetch` in src/entry.ts).
 *
 * The organizer's score sheet and the seating are personal pages: the server runs their loaders as the
 * organizer of the `quiz_token` cookie (only for an organizer of the game's city: packages/server
 * ssr/render-page.ts), whose token the server's client carries. Their calls come with their loader
 * (imported when it runs), so the organizer's endpoint rows stay out of the public routes' loaders.
 * A refused or failed call fails the render: the page is then rendered by the browser, as before.
 */
import { parseId } from '@quiz/domain';
import type { RouteLoaders } from '@quiz/federation';
import { ratingQueryOptions } from './features/rating/api/rating';
import { ensureGameResult } from './features/results/api/gameResult';
import { monthScoresQueryOptions } from './features/results/api/scores';
import { isMonth } from './features/results/month';

export const loaders: RouteLoaders<'mf_seating'> = {
  // the month of the URL, else the city's latest month with results (as GameResultsView asks)
  gameResults: ({ query, city, queryClient, options }) =>
    queryClient.ensureQueryData(
      monthScoresQueryOptions(isMonth(query.month) ? query.month : null, city?.id ?? null, options),
    ),
  // an id that cannot name a game is «Игра не найдена» on both sides without a request: nothing to
  // load; an unknown game (404) is the same page: both answer 404 from the server
  gameResult: async ({ params, queryClient, options, notFound }) => {
    const eventId = parseId(params.eventId);
    if (eventId === null) {
      notFound();
      return undefined;
    }
    const event = await ensureGameResult(queryClient, eventId, options);
    if (event === null) notFound();
    return event;
  },
  rating: ({ city, queryClient, options }) =>
    queryClient.ensureQueryData(ratingQueryOptions(city?.id ?? null, options)),
  // an id that cannot name a game asks nothing (the screen asks and shows the server's answer)
  organizerEventScores: async ({ params, queryClient, options }) => {
    const eventId = parseId(params.eventId);
    if (eventId === null) return undefined;
    const { scoreSheetQueryOptions } = await import('./features/scores/api/scores');
    return queryClient.ensureQueryData(scoreSheetQueryOptions(eventId, options));
  },
  sitting: async ({ params, queryClient, options }) => {
    const eventId = parseId(params.eventId);
    if (eventId === null) return undefined;
    const { seatingQueryOptions } = await import('./features/seating/api/seating');
    return queryClient.ensureQueryData(seatingQueryOptions(eventId, options));
  },
};
