/** Reviews (mf-reviews): the review page, saving a review, the organizer summary. */
import { endpoint } from '../endpoint';

export const reviewsEndpoints = {
  reviewPage: endpoint('GET', '/api/event/:id/review/', 'user'),
  saveReview: endpoint('POST', '/api/event_review/', 'user'),
  reviewSummary: endpoint('GET', '/api/event/:id/reviews/summary/', 'organizer'),
} as const;
