/** /rating's query (its screen and its route loader ask it with the same options, so the same key). */
import { type CallOptions, createCallApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import type { RatingResponse } from '@quiz/contract';
import { resultsEndpoints } from '@quiz/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';

const callApi = createCallApi({ rating: resultsEndpoints.rating });

/** The city's seasons, newest first. */
export const ratingQueryOptions = (cityId: number | null, options: CallOptions = {}) =>
  queryOptions({
    queryKey: queryKey('rating', { cityId }),
    queryFn: ({ signal }): Promise<RatingResponse> =>
      callApi('rating', { query: { city: cityId ?? undefined } }, { ...options, signal }),
  });

export const useRating = (cityId: number | null) => useQuery(ratingQueryOptions(cityId));
