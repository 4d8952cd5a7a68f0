/** The loader of mf-seating screens: one API call as a tagged state (built on @quiz/ui useAsync). */
import { formatApiError, isApiError } from '@quiz/api';
import { useAsync } from '@quiz/ui';
import type { DependencyList } from 'react';

export type Loadable<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'error'; message: string; notFound: boolean };

/**
 * Runs `load` when `deps` change; aborts the previous call; keeps no stale answer. `initial`: the answer
 * the screen already has (server render, prefetch): it starts ready with it and makes no first request.
 */
export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  initial?: T,
): Loadable<T> {
  const { data, error, loading } = useAsync(load, deps, initial);
  if (loading) return { state: 'loading' };
  if (error !== undefined)
    return { state: 'error', message: formatApiError(error), notFound: isApiError(error, 404) };
  return { state: 'ready', data: data as T };
}
