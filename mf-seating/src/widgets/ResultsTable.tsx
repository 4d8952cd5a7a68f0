import { routeId } from '@quiz/domain';
import type { WidgetBaseProps } from '@quiz/federation';
import { Button, space } from '@quiz/ui';
import { EventResultsTable } from '../features/results/EventResultsTable';

export interface ResultsTableProps extends WidgetBaseProps {
  eventId: number | string;
}

/**
 * Widget `mf_seating/ResultsTable` (props `{eventId}`): the game's results table from
 * `events_scores/{id}/`. Mounted by the event page through <RemoteParcel> or opened with `widget.open`.
 */
export function ResultsTable({ eventId, onClose }: ResultsTableProps) {
  return (
    <section aria-label="Результаты игры" css={{ display: 'grid', gap: space(3) }}>
      <EventResultsTable eventId={routeId(eventId)} />
      {onClose ? (
        <Button variant="secondary" onClick={onClose}>
          Закрыть
        </Button>
      ) : null}
    </section>
  );
}
