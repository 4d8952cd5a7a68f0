/**
 * Results (SPEC §7): events_scores/{id}/ — one game's result rows; events_scores/?month= — the
 * games of a month with their rows and the months that have results (the month picker);
 * rating/ — the team rating by season.
 */
import { resultsCalls } from '@quiz/contract';
import { routeCalls } from '../../http/calls';
import { ratingSeasons } from '../rating/service';
import { eventScores, monthScores } from './service';

export const resultRoutes = routeCalls(resultsCalls, {
  eventScores: ({ params, db }) => eventScores(db, params.id),
  monthScores: ({ query, db, user }) => monthScores(db, query, user),
  rating: ({ query, db }) => ratingSeasons(db, query.city),
});
