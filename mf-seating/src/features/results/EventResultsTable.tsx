/** One game's results table, the query of `events_scores/{id}/` (skeleton rows while loading). */
import { formatApiError, isApiError } from '@quiz/api';
import { colors } from '@quiz/ui';
import { useEventScores } from './api/scores';
import { ResultsTableSkeleton, ResultsTableView } from './ResultsTableView';

export interface EventResultsTableProps {
  eventId: number;
  caption?: string;
}

export function EventResultsTable({ eventId, caption }: EventResultsTableProps) {
  const scores = useEventScores(eventId);
  if (scores.isPending) return <ResultsTableSkeleton />;
  if (scores.isError && scores.data === undefined) {
    return (
      <p role="alert" css={{ margin: 0, color: colors.danger }}>
        {isApiError(scores.error, 404) ? 'Игра не найдена.' : formatApiError(scores.error)}
      </p>
    );
  }
  return <ResultsTableView rows={scores.data ?? []} caption={caption} />;
}
