/** /game_result/{eventId}: the game's title, date and venue, and its results table. */
import { href } from '@quiz/routes';
import {
  AppLink,
  Button,
  colors,
  EmptyState,
  fontSize,
  fontWeight,
  formatDateLine,
  PageFrame,
  Skeleton,
  space,
} from '@quiz/ui';
import { loadPublicEvent } from '../../shared/api/events';
import { gameTitle, isEventId } from '../../shared/games';
import { useLoad } from '../../shared/hooks';
import { useLiveResults } from '../../shared/useLiveResults';
import type { GameResultData } from './api/gameResult';
import { EventResultsTable } from './EventResultsTable';
import { ResultsTableView } from './ResultsTableView';

export const LIVE_NOTE = 'Идёт подсчёт: результаты обновляются сами, обновлять страницу не нужно.';

const isScorable = (state: string) => state === 'published' || state === 'sitting';

export interface GameResultViewProps {
  eventId: number;
  /** the game and its rows the page already has (server render, prefetch): no request for them */
  initial?: GameResultData | undefined;
}

export function GameResultView({ eventId, initial }: GameResultViewProps) {
  // the page already knows there is no such game (server render, prefetch): no request either
  const missing = initial !== undefined && initial.event === null;
  const valid = isEventId(eventId) && !missing;
  const event = useLoad(
    (signal) => (valid ? loadPublicEvent(eventId, { signal }) : Promise.reject(new Error('bad id'))),
    [eventId],
    initial?.event ?? undefined,
  );
  // a game that may be being scored (not finished, not cancelled): the table follows the organizer's
  // typing through the results stream; a finished game shows its published results (`events_scores`)
  const scoring = event.state === 'ready' && isScorable(event.data.workflow_state);
  const { results: live } = useLiveResults(eventId, valid && scoring);
  if (!valid || (event.state === 'error' && event.notFound)) {
    return (
      <PageFrame title="Итоги игры">
        <EmptyState
          title="Игра не найдена"
          text="Такой игры нет или она ещё не опубликована. Посмотрите итоги других игр."
          action={<Button href={href('gameResults')}>Все итоги игр</Button>}
        />
      </PageFrame>
    );
  }
  if (event.state === 'error') {
    return (
      <PageFrame title="Итоги игры">
        <EmptyState title="Не удалось загрузить игру" text={event.message} />
      </PageFrame>
    );
  }
  if (event.state === 'loading') {
    return (
      <PageFrame title="Итоги игры">
        <div role="status" aria-label="Загрузка" css={{ display: 'grid', gap: space(3) }}>
          <Skeleton height={20} width="50%" />
          <Skeleton height={240} />
        </div>
      </PageFrame>
    );
  }
  const e = event.data;
  const place = e.place.address ? `${e.place.title}, ${e.place.address}` : e.place.title;
  return (
    <PageFrame title="Итоги игры">
      <div css={{ display: 'grid', gap: space(3) }}>
        <header css={{ display: 'grid', gap: space(1) }}>
          <h2 css={{ margin: 0, color: colors.primary, fontSize: fontSize.xl, fontWeight: fontWeight.bold }}>
            {gameTitle(e)}
          </h2>
          <p css={{ margin: 0, color: colors.muted }}>
            {formatDateLine(e.date, { timeZone: e.city.timezone })} · {place}
          </p>
        </header>
        {live?.state === 'scoring' ? (
          <p role="status" css={{ margin: 0, color: colors.success, fontWeight: fontWeight.medium }}>
            {LIVE_NOTE}
          </p>
        ) : null}
        {live && live.state !== 'none' ? (
          <ResultsTableView rows={live.rows} caption={`Результаты: ${gameTitle(e)}`} />
        ) : (
          <EventResultsTable
            eventId={e.id}
            caption={`Результаты: ${gameTitle(e)}`}
            initialRows={initial?.event?.id === e.id ? (initial.results ?? undefined) : undefined}
          />
        )}
        <p css={{ margin: 0 }}>
          <AppLink href={href('eventPage', { eventId: e.id })} css={{ color: colors.primary }}>
            Страница игры
          </AppLink>
        </p>
      </div>
    </PageFrame>
  );
}
