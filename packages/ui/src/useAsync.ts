/** Loads data for a screen: keeps the last good value while reloading (no flicker). */
import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Re-runs the loader; `silent` keeps loading false (background refresh). */
  reload: (silent?: boolean) => void;
}

/**
 * `initial`: the answer the screen already has (the server rendered it with that data, or a prefetch
 * brought it): the screen starts ready with it and the loader first runs when `deps` change or on
 * `reload`, so a server-rendered page is taken over without a second request.
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  initial?: T,
): AsyncState<T> {
  const [data, setData] = useState<T | undefined>(initial);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(initial === undefined);
  const skipFirst = useRef(initial !== undefined);
  const [tick, setTick] = useState(0);
  const silentRef = useRef(false);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: deps are the caller's, tick forces a reload
  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    const controller = new AbortController();
    if (!silentRef.current) setLoading(true);
    loadRef.current(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setData(value);
        setError(undefined);
        setLoading(false);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setError(err);
        setLoading(false);
      },
    );
    silentRef.current = false;
    return () => controller.abort();
  }, [...deps, tick]);

  const reload = useCallback((silent = false) => {
    silentRef.current = silent;
    setTick((t) => t + 1);
  }, []);

  return { data, error, loading, reload };
}
