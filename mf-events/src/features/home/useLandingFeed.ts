/**
 * The landing feed of the chosen city, refreshed every EVENT_RELOAD_INTERVAL_MS (10 s).
 * A refresh replaces the data only when it changed and never shows the skeleton again, so the
 * list does not flicker and the scroll position stays where it is.
 */

import type { LandingFeedResponse } from '@quiz/contract';
import { EVENT_RELOAD_INTERVAL_MS } from '@quiz/domain';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '../../shared/api';

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
): FeedState {
  const [state, setState] = useState<FeedState>(() =>
    initial ? { status: 'ready', feed: initial } : { status: 'loading' },
  );
  const lastJson = useRef<string>('');
  const startWith = useRef(initial);

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
      callApi('landingFeed', { query: { city: cityId ?? undefined } }, { signal }).then(
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

  return state;
}
