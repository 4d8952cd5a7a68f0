/**
 * A game's live results while it is being scored (the results page and the big screen): the table, and
 * the public results stream that brings it after every accepted score.
 */
import { type CallOptions, createCallApi, createCallStream, type StreamHandlers } from '@quiz/api';
import type { LiveResults } from '@quiz/contract';
import { liveResultsEndpoints } from '@quiz/contract/endpoints';

// over the live results' area only: the whole endpoint table (the organizer's calls with it) stays out of
// the public pages' chunks
const callApi = createCallApi(liveResultsEndpoints);
const openStream = createCallStream(liveResultsEndpoints);

/** The game's live table now. */
export function loadLiveResults(eventId: number, options: CallOptions = {}): Promise<LiveResults> {
  return callApi('liveResults', { params: { id: eventId } }, options);
}

/** Listens to the game's results stream; answers the function that closes it. */
export function watchLiveResults(eventId: number, handlers: StreamHandlers): () => void {
  return openStream('resultsStream', { params: { id: eventId } }, handlers);
}
