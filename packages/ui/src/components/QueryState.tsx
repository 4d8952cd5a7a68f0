/**
 * The three states every screen's data goes through, in one place: loading (a skeleton), an error
 * («Не удалось загрузить …», the server's reason in Russian, «Повторить»), and empty (what to do next).
 * The data is handed to `children` when it has arrived; a failed background refresh keeps showing the
 * last good data (the next refresh tries again), as a page that updates on its own should.
 */
import { formatApiError } from '@quiz/api';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { EmptyState, SkeletonList } from './layout';

/** The label of the retry button after a failed load. */
export const RETRY_LOAD_TEXT = 'Повторить';

export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'status' | 'refetch'>;
  /** «Не удалось загрузить рейтинг»: what did not load. */
  errorTitle: ReactNode;
  /** Shown while the first answer is on its way (default: a list skeleton). */
  loading?: ReactNode;
  /** When the answer holds nothing to show (`isEmpty`): what to say instead of `children`. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({ query, errorTitle, loading, empty, isEmpty, children }: QueryStateProps<T>) {
  if (query.status === 'pending') return <>{loading ?? <SkeletonList count={2} />}</>;
  if (query.status === 'error' && query.data === undefined)
    return (
      <EmptyState
        title={errorTitle}
        text={formatApiError(query.error)}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {RETRY_LOAD_TEXT}
          </Button>
        }
      />
    );
  const data = query.data as T;
  if (empty !== undefined && isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
