/**
 * Public calls of the organizer's work: the live results of a game and the stored pictures. A file of
 * their own (not beside the organizer's table): a build's public pages import this table alone, and a
 * module holding both would carry the organizer's rows into their chunks.
 */
import { endpoint } from '../endpoint';

export const liveResultsEndpoints = {
  liveResults: endpoint('GET', '/api/event/:id/live_results/'),
  resultsStream: endpoint('GET', '/api/event/:id/results_stream/'),
  uploadedImage: endpoint('GET', '/api/images/:file'),
} as const;
