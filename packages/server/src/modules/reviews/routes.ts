/** Review calls: handlers only map HTTP to ./service.ts. */
import { reviewsCalls } from '@quiz/contract';
import { routeCalls } from '../../http/calls';
import { reviewPage, reviewSummary, saveReview } from './service';

export const reviewRoutes = routeCalls(reviewsCalls, {
  reviewPage: ({ params, user, db }) => reviewPage(db, user, params.id),
  saveReview: ({ body, user, db }) => saveReview(db, user, body),
  reviewSummary: ({ params, db }) => reviewSummary(db, params.id),
});
