/**
 * The landing feed of the chosen city, refreshed every EVENT_RELOAD_INTERVAL_MS (10 s) while the page
 * is visible. A refresh keeps the list on screen (no skeleton again, and a failed refresh keeps the last
 * list); an unchanged answer changes nothing on screen (the cache's structural sharing), so the list
 * does not flicker and the scroll position stays. A login or logout asks again with the session
 * (the key says which), the list on screen staying until the new one arrives.
 */
import { EVENT_RELOAD_INTERVAL_MS } from '@quiz/domain';
import { useQuery } from '@tanstack/react-query';
import { landingFeedQueryOptions } from '../../shared/api/landingFeed';

export function useLandingFeed(
  cityId: number | null,
  loggedIn: boolean,
  intervalMs = EVENT_RELOAD_INTERVAL_MS,
) {
  return useQuery({
    ...landingFeedQueryOptions(cityId, loggedIn),
    refetchInterval: intervalMs,
    // the same city's list stays while it is asked again with the session; another city's does not
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === cityId ? previous : undefined,
  });
}

export type LandingFeedQuery = ReturnType<typeof useLandingFeed>;
