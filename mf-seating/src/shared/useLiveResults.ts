/**
 * The live results of a game while it is being scored: `GET event/{id}/live_results/` on every
 * (re)connect of `results_stream`, then each `results` message of the stream (the whole table after
 * every accepted score, on any server process). Runs in the browser only (an effect), so a server render
 * and its hydration show what the page had without it.
 */
import type { LiveResults } from '@quiz/contract';
import { useEffect, useState } from 'react';
import { loadLiveResults, watchLiveResults } from './api/liveResults';

export interface LiveResultsModel {
  /** the latest table; null until the first answer */
  results: LiveResults | null;
  /** the stream is connected */
  live: boolean;
}

function isLiveResults(data: unknown): data is LiveResults {
  return typeof data === 'object' && data !== null && 'rows' in data && 'state' in data;
}

export function useLiveResults(eventId: number, enabled = true): LiveResultsModel {
  const [results, setResults] = useState<LiveResults | null>(null);
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let controller: AbortController | null = null;
    const reload = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      loadLiveResults(eventId, { signal: current.signal }).then(
        (next) => {
          if (!current.signal.aborted) setResults(next);
        },
        () => undefined,
      );
    };
    const close = watchLiveResults(eventId, {
      onOpen: () => {
        setLive(true);
        reload();
      },
      onMessage: (event, data) => {
        if (event !== 'results' || !isLiveResults(data)) return;
        controller?.abort();
        setResults(data);
      },
      onError: () => setLive(false),
    });
    return () => {
      close();
      controller?.abort();
      setResults(null);
      setLive(false);
    };
  }, [eventId, enabled]);

  return { results, live };
}
