/**
 * The landing feed of the chosen city, refreshed every EVENT_RELOAD_INTERVAL_MS (10 s).
 * A refresh replaces the data only when it changed and never shows the skeleton again, so the
 * list does not flicker and the scroll position stays where it is.
 */

import type { LandingFeedResponse } from '@quiz/contract';
import { EVENT_RELOAD_INTERVAL_MS } from '@quiz/domain';
import { useEffect, useRef, useState } from 'react';
import { loadLandingFeed } from '../../shared/api/landingFeed';
import type { LoadedAt } from '../../shared/now';

/** What the home page starts from (route loader `home`): the feed, and when it was loaded. */
export interface HomeData extends LoadedAt {
  feed: LandingFeedResponse;
}

export type FeedState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; feed: LandingFeedResponse };

export function useLandingFeed(
  cityId: number | null,
  attempt: number,
  intervalMs: number = EVENT_RELOAD_INTERVAL_MS,
  /** the feed of this city the page already has (server render, prefetch): no first request then */
  initial?: LandingFeedResponse,
  /** the visitor is logged in: the feed carries their flags (registered, liked), refreshed on a change */
  loggedIn = false,
): FeedState {
  const [state, setState] = useState<FeedState>(() =>
    initial ? { status: 'ready', feed: initial } : { status: 'loading' },
  );
  const lastJson = useRef<string>('');
  const startWith = useRef(initial);
  const refresh = useRef<() => void>(() => undefined);
  const sessionSeen = useRef(loggedIn);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the request after «Повторить»
  useEffect(() => {
    let controller = new AbortController();
    let first = true;
    const known = startWith.current;
    startWith.current = undefined;
    if (known) {
      // the first answer is already on screen: only the refreshes run
      lastJson.current = JSON.stringify(known);
      first = false;
    } else {
      lastJson.current = '';
      setState({ status: 'loading' });
    }

    const load = () => {
      controller = new AbortController();
      const signal = controller.signal;
      loadLandingFeed(cityId, { signal }).then(
        (feed) => {
          if (signal.aborted) return;
          const json = JSON.stringify(feed);
          if (json !== lastJson.current) {
            lastJson.current = json;
            setState({ status: 'ready', feed });
          }
          first = false;
        },
        () => {
          if (signal.aborted) return;
          // A failed background refresh keeps the list on screen.
          if (first) setState({ status: 'error' });
        },
      );
    };

    refresh.current = () => {
      controller.abort();
      load();
    };
    if (!known) load();
    const timer = setInterval(() => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      controller.abort();
      load();
    }, intervalMs);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [cityId, attempt, intervalMs]);

  // A login or a logout, or a server-rendered (anonymous) feed taken over by a logged-in visitor: the
  // feed is asked again with the session and replaced in place (no skeleton, the list stays on failure).
  useEffect(() => {
    if (sessionSeen.current === loggedIn) return;
    sessionSeen.current = loggedIn;
    refresh.current();
  }, [loggedIn]);

  return state;
}
