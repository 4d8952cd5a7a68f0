/** /game_result/{eventId}: the game's title, date and venue, and its results table. */
import type { EventResponse, LiveResults } from '@quiz/contract';
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
  QueryState,
  Skeleton,
  space,
} from '@quiz/ui';
import { usePublicEvent } from '../../shared/api/events';
import { gameTitle, isEventId } from '../../shared/games';
import { useLiveResults } from '../../shared/useLiveResults';
import { EventResultsTable } from './EventResultsTable';
import { ResultsTableView } from './ResultsTableView';

export const LIVE_NOTE = 'Идёт подсчёт: результаты обновляются сами, обновлять страницу не нужно.';

const isScorable = (state: string) => state === 'published' || state === 'sitting';

const loadingGame = (
  <div role="status" aria-label="Загрузка" css={{ display: 'grid', gap: space(3) }}>
    <Skeleton height={20} width="50%" />
    <Skeleton height={240} />
  </div>
);

const notFound = (
  <EmptyState
    title="Игра не найдена"
    text="Такой игры нет или она ещё не опубликована. Посмотрите итоги других игр."
    action={<Button href={href('gameResults')}>Все итоги игр</Button>}
  />
);

export function GameResultView({ eventId }: { eventId: number }) {
  // an id that cannot name a game asks nothing; a game the server does not know is null in the cache
  const valid = isEventId(eventId);
  const event = usePublicEvent(eventId, valid);
  // a game that may be being scored (not finished, not cancelled): the table follows the organizer's
  // typing through the results stream; a finished game shows its published results (`events_scores`)
  const scoring = Boolean(event.data && isScorable(event.data.workflow_state));
  const { results: live } = useLiveResults(eventId, valid && scoring);
  return (
    <PageFrame title="Итоги игры">
      {valid ? (
        <QueryState query={event} errorTitle="Не удалось загрузить игру" loading={loadingGame}>
          {(game) => (game ? <GameResult event={game} live={live} /> : notFound)}
        </QueryState>
      ) : (
        notFound
      )}
    </PageFrame>
  );
}

function GameResult({ event: e, live }: { event: EventResponse; live: LiveResults | null }) {
  const place = e.place.address ? `${e.place.title}, ${e.place.address}` : e.place.title;
  return (
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
        <EventResultsTable eventId={e.id} caption={`Результаты: ${gameTitle(e)}`} />
      )}
      <p css={{ margin: 0 }}>
        <AppLink href={href('eventPage', { eventId: e.id })} css={{ color: colors.primary }}>
          Страница игры
        </AppLink>
      </p>
    </div>
  );
}
