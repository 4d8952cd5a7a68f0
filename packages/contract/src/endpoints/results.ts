/** Results and rating (mf-seating): a game's result rows, the games of a month, the team rating. */
import { endpoint } from '../endpoint';

export const resultsEndpoints = {
  eventScores: endpoint('GET', '/api/events_scores/:id/'),
  monthScores: endpoint('GET', '/api/events_scores/'),
  rating: endpoint('GET', '/api/rating/'),
} as const;
