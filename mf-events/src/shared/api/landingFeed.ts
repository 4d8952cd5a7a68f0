/** The landing feed (the city's upcoming games and the themes without one): the home page, the event page's «Темы». */
import { type CallOptions, createCallApi } from '@quiz/api';
import { queryKey } from '@quiz/api/query';
import { landingEndpoints } from '@quiz/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';

const callApi = createCallApi(landingEndpoints);

/**
 * The feed of a city (null: the server's default city); logged in, it carries the visitor's flags
 * (registered, liked), so the key says whether it was asked with the session.
 */
export const landingFeedQueryOptions = (
  cityId: number | null,
  loggedIn: boolean,
  options: CallOptions = {},
) =>
  queryOptions({
    queryKey: queryKey('landing', cityId, { loggedIn }),
    queryFn: ({ signal }) =>
      callApi('landingFeed', { query: { city: cityId ?? undefined } }, { ...options, signal }),
  });
