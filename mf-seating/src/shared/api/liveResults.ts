/**
 * A game's live results while it is being scored (the results page and the big screen): the table's
 * query, and the public results stream that brings it after every accepted score.
 */
import { type CallOptions, createCallApi, createCallStream, type StreamHandlers } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { LiveResults } from '@quiz/contract';
import { liveResultsEndpoints } from '@quiz/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';

// over the live results' area only: the whole endpoint table (the organizer's calls with it) stays out of
// the public pages' chunks
const callApi = createCallApi(liveResultsEndpoints);
const openStream = createCallStream(liveResultsEndpoints);

/** The game's live table now. */
export const liveResultsQueryOptions = (eventId: number, options: CallOptions = {}) =>
  queryOptions({
    queryKey: queryKey('results', 'live', eventId),
    queryFn: ({ signal }): Promise<LiveResults> =>
      callApi('liveResults', { params: { id: eventId } }, { ...options, signal }),
  });

/** Listens to the game's results stream; answers the function that closes it. */
export function watchLiveResults(eventId: number, handlers: StreamHandlers): () => void {
  return openStream('resultsStream', { params: { id: eventId } }, handlers);
}
