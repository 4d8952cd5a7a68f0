/**
 * The results' queries of mf-seating's public screens, read by the screens (in the browser) and filled by
 * their route loaders (src/loaders.ts, on the server and for a prefetch) with the same options: the
 * answer a loader brings is the one the screen finds under its key.
 */
import { type CallOptions, createCallApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { EventScoresResponse, MonthScoresResponse } from '@quiz/contract';
import { resultsEndpoints } from '@quiz/contract/endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/**
 * `callApi` over the results' calls only: the loaders come with `./App` (for `prefetch`), and the
 * endpoint table of every remote has no business in that first chunk.
 */
const callApi = createCallApi({
  monthScores: resultsEndpoints.monthScores,
  eventScores: resultsEndpoints.eventScores,
});

/** /game_results: the games of `month` (the city's latest month with results when null). */
export const monthScoresQueryOptions = (
  month: string | null,
  cityId: number | null,
  options: CallOptions = {},
) =>
  queryOptions({
    queryKey: queryKey('results', 'month', { month, cityId }),
    queryFn: ({ signal }): Promise<MonthScoresResponse> =>
      callApi(
        'monthScores',
        { query: { month: month ?? undefined, city: cityId ?? undefined } },
        { ...options, signal },
      ),
  });

/** The month's games; while the next month loads, the previous answer stays (`isPlaceholderData`). */
export const useMonthScores = (month: string | null, cityId: number | null) =>
  useQuery({ ...monthScoresQueryOptions(month, cityId), placeholderData: keepPreviousData });

/** One game's result rows, best first. */
export const eventScoresQueryOptions = (eventId: number, options: CallOptions = {}) =>
  queryOptions({
    queryKey: queryKey('results', 'event', eventId),
    queryFn: ({ signal }): Promise<EventScoresResponse> =>
      callApi('eventScores', { params: { id: eventId } }, { ...options, signal }),
  });

export const useEventScores = (eventId: number) => useQuery(eventScoresQueryOptions(eventId));
