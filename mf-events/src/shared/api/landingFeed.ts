/** The landing feed (the city's upcoming games and the themes without one): the home page, the event page's «Темы». */
import { type CallOptions, createCallApi } from '@quiz/api';
import type { LandingFeedResponse } from '@quiz/contract';
import { landingEndpoints } from '@quiz/contract/endpoints';

const callApi = createCallApi(landingEndpoints);

/** The feed of a city (null: the server's default city). */
export function loadLandingFeed(
  cityId: number | null,
  options: CallOptions = {},
): Promise<LandingFeedResponse> {
  return callApi('landingFeed', { query: { city: cityId ?? undefined } }, options);
}
