/** React views of the bus state (city$) and a small loader for one API call. */
import { formatApiError, isApiError } from '@quiz/api';
import { city$ } from '@quiz/bus';
import type { City } from '@quiz/contract';
import { type DependencyList, useEffect, useState, useSyncExternalStore } from 'react';

export function useCity(): City | null {
  return useSyncExternalStore(
    (onChange) => {
      const sub = city$.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => city$.getValue(),
    () => city$.getValue(),
  );
}

export type Loadable<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'error'; message: string; notFound: boolean };

/** Runs `load` when `deps` change; aborts the previous call; keeps no stale answer. */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): Loadable<T> {
  const [value, setValue] = useState<Loadable<T>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setValue({ state: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setValue({ state: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setValue({ state: 'error', message: formatApiError(error), notFound: isApiError(error, 404) });
      },
    );
    return () => controller.abort();
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what `load` depends on
  }, deps);
  return value;
}
