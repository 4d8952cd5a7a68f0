/** The theme vote (mf-reviews): the current vote and casting a vote. */
import { endpoint } from '../endpoint';

export const votesEndpoints = {
  currentVote: endpoint('GET', '/api/vote/', 'user'),
  castVote: endpoint('POST', '/api/vote/:id/', 'user'),
} as const;
