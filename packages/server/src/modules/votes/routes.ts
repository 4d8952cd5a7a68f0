/** Theme vote calls: handlers only map HTTP to ./service.ts. */
import { votesCalls } from '@quiz/contract';
import { routeCalls } from '../../http/calls';
import { castVote, currentVote } from './service';

export const voteRoutes = routeCalls(votesCalls, {
  currentVote: ({ query, user, db }) => currentVote(db, user, query.city),
  castVote: ({ params, body, user, db }) => castVote(db, user, params.id, body.themes),
});
