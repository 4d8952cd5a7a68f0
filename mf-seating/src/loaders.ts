/**
 * Route data loaders of mf_seating's public screens: what each screen asks for its first paint
 * for a visitor who is not logged in. The server runs them to render the page (src/ssr.ts), the browser
 * when a link to the route is hovered or focused (`prefetch` in src/entry.ts); the screen starts from the
 * answer (`initialRouteData`). `sitting` (organizers only) has none: it stays rendered in the browser.
 */
import { parseId } from '@quiz/domain';
import type { RouteLoaders } from '@quiz/federation';
import { loadRating } from './features/rating/api/rating';
import { loadGameResult } from './features/results/api/gameResult';
import { loadMonthScores } from './features/results/api/scores';
import { isMonth } from './features/results/month';

export const loaders: RouteLoaders<'mf_seating'> = {
  // the month of the URL, else the city's latest month with results (as GameResultsView asks)
  gameResults: ({ query, city, options }) =>
    loadMonthScores(isMonth(query.month) ? query.month : null, city?.id ?? null, options),
  // an id that cannot name a game is «Игра не найдена» on both sides without a request: nothing to
  // load; an unknown game (404) is the same page: both answer 404 from the server
  gameResult: async ({ params, options, notFound }) => {
    const eventId = parseId(params.eventId);
    if (eventId === null) {
      notFound();
      return undefined;
    }
    const data = await loadGameResult(eventId, options);
    if (data.event === null) notFound();
    return data;
  },
  rating: ({ city, options }) => loadRating(city?.id ?? null, options),
};
