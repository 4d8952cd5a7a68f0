/** One game's results table, loaded from `events_scores/{id}/` (skeleton rows while loading). */
import type { EventScoresResponse } from '@quiz/contract';
import { colors } from '@quiz/ui';
import { useLoad } from '../../shared/hooks';
import { loadEventScores } from './api/scores';
import { ResultsTableSkeleton, ResultsTableView } from './ResultsTableView';

export interface EventResultsTableProps {
  eventId: number;
  caption?: string;
  /** the rows the page already has (server render, prefetch): shown at once, not asked for again */
  initialRows?: EventScoresResponse;
}

export function EventResultsTable({ eventId, caption, initialRows }: EventResultsTableProps) {
  const result = useLoad((signal) => loadEventScores(eventId, { signal }), [eventId], initialRows);
  if (result.state === 'loading') return <ResultsTableSkeleton />;
  if (result.state === 'error') {
    return (
      <p role="alert" css={{ margin: 0, color: colors.danger }}>
        {result.notFound ? 'Игра не найдена.' : result.message}
      </p>
    );
  }
  return <ResultsTableView rows={result.data} caption={caption} />;
}
