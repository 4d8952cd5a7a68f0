/**
 * The live results of a game while it is being scored: the query of `GET event/{id}/live_results/`,
 * asked on every (re)connect of `results_stream`; each `results` message of the stream (the whole table
 * after every accepted score, on any server process) is written into the cache under the same key.
 * The stream opens in the browser only (an effect) and the query waits for it, so a server render and
 * its hydration show what the page had without it.
 */
import type { LiveResults } from '@quiz/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { liveResultsQueryOptions, watchLiveResults } from './api/liveResults';

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
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const results = useQuery({ ...liveResultsQueryOptions(eventId), enabled: enabled && live });

  useEffect(() => {
    if (!enabled) return;
    const { queryKey } = liveResultsQueryOptions(eventId);
    const close = watchLiveResults(eventId, {
      onOpen: () => {
        // a (re)connect asks for the table again (what the drop missed): now when the query is on, else
        // as the query comes on with the stream
        void queryClient.invalidateQueries({ queryKey, exact: true });
        setLive(true);
      },
      onMessage: (event, data) => {
        if (event !== 'results' || !isLiveResults(data)) return;
        // the stream's table is newer than an answer still on its way: that one is dropped first
        void queryClient
          .cancelQueries({ queryKey, exact: true })
          .then(() => queryClient.setQueryData(queryKey, data));
      },
      onError: () => setLive(false),
    });
    return () => {
      close();
      setLive(false);
    };
  }, [eventId, enabled, queryClient]);

  return { results: enabled ? (results.data ?? null) : null, live };
}
