/** Loads data for a screen: keeps the last good value while reloading (no flicker). */
import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Re-runs the loader; `silent` keeps loading false (background refresh). */
  reload: (silent?: boolean) => void;
}

export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): AsyncState<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  const silentRef = useRef(false);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: deps are the caller's, tick forces a reload
  useEffect(() => {
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
