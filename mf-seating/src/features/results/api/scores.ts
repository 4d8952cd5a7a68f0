/**
 * The results' calls of mf-seating's public screens, made by the screens (in the browser) and by their
 * route loaders (src/loaders.ts, on the server and for a prefetch) alike: both ask the same question, so
 * the answer a loader brings is the one the screen would have loaded itself.
 */
import { type CallOptions, createCallApi } from '@quiz/api';
import type { EventScoresResponse, MonthScoresResponse } from '@quiz/contract';
import { resultsEndpoints } from '@quiz/contract/endpoints';

/**
 * `callApi` over the results' calls only: the loaders come with `./App` (for `prefetch`), and the
 * endpoint table of every remote has no business in that first chunk.
 */
const callApi = createCallApi({
  monthScores: resultsEndpoints.monthScores,
  eventScores: resultsEndpoints.eventScores,
});

/** /game_results: the games of `month` (the city's latest month with results when null). */
export function loadMonthScores(
  month: string | null,
  cityId: number | null,
  options: CallOptions,
): Promise<MonthScoresResponse> {
  return callApi('monthScores', { query: { month: month ?? undefined, city: cityId ?? undefined } }, options);
}

/** One game's result rows, best first. */
export function loadEventScores(eventId: number, options: CallOptions): Promise<EventScoresResponse> {
  return callApi('eventScores', { params: { id: eventId } }, options);
}
