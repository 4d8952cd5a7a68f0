/** One game's results table, loaded from `events_scores/{id}/` (skeleton rows while loading). */
import { callApi } from '@quiz/api';
import { colors } from '@quiz/ui';
import { useLoad } from '../../shared/hooks';
import { ResultsTableSkeleton, ResultsTableView } from './ResultsTableView';

export function EventResultsTable({ eventId, caption }: { eventId: number; caption?: string }) {
  const result = useLoad(
    (signal) => callApi('eventScores', { params: { id: eventId } }, { signal }),
    [eventId],
  );
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
