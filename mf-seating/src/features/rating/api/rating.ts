/** /rating's call (its screen and its route loader). */
import { type CallOptions, createCallApi } from '@quiz/api';
import type { RatingResponse } from '@quiz/contract';
import { resultsEndpoints } from '@quiz/contract/endpoints';

const callApi = createCallApi({ rating: resultsEndpoints.rating });

/** The city's seasons, newest first. */
export function loadRating(cityId: number | null, options: CallOptions): Promise<RatingResponse> {
  return callApi('rating', { query: { city: cityId ?? undefined } }, options);
}
