/**
 * /game_results: the month picker and every game of the month as a card with its results table.
 * 'Нет игры!' (SPEC §8) when the month has no game.
 */
import type { GameScores } from '@quiz/contract';
import { href } from '@quiz/routes';
import {
  AppLink,
  Card,
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
import { useState } from 'react';
import { gameTitle } from '../../shared/games';
import { useMonthScores } from './api/scores';
import { MonthPicker } from './MonthPicker';
import { isMonth } from './month';
import { ResultsTableSkeleton, ResultsTableView } from './ResultsTableView';

export const NO_GAME = 'Нет игры!';

export function GameCard({ game }: { game: GameScores }) {
  const { event, results } = game;
  const title = gameTitle(event);
  return (
    <Card
      as="article"
      aria-label={title}
      data-testid="game-result-card"
      css={{ display: 'grid', gap: space(3) }}
    >
      <header css={{ display: 'grid', gap: space(1) }}>
        <h2 css={{ margin: 0, fontSize: fontSize.xl, color: colors.primary, fontWeight: fontWeight.bold }}>
          <AppLink href={href('gameResult', { eventId: event.id })} css={{ color: 'inherit' }}>
            {title}
          </AppLink>
        </h2>
        <p css={{ margin: 0, color: colors.muted }}>
          {formatDateLine(event.date, { timeZone: event.city.timezone })} · {event.place.title}
          {event.place.address ? `, ${event.place.address}` : ''}
        </p>
      </header>
      <ResultsTableView rows={results} caption={`Результаты: ${title}`} />
    </Card>
  );
}

export interface GameResultsViewProps {
  cityId: number | null;
  /** the month of the URL (`?month=`); the view follows it when it changes (back, forward, a shared link) */
  month?: string;
  /** the user picked a month: the screen writes it to the URL (`null`: the city's latest month) */
  onMonthChange?: (month: string | null, options: { replace: boolean }) => void;
}

const loadingGames = (
  <Card css={{ display: 'grid', gap: space(3) }}>
    <Skeleton height={28} width="60%" />
    <ResultsTableSkeleton />
  </Card>
);

export function GameResultsView({ cityId, month: urlMonth, onMonthChange }: GameResultsViewProps) {
  const [month, setMonthState] = useState<string | null>(isMonth(urlMonth) ? urlMonth : null);
  const [fromUrl, setFromUrl] = useState(urlMonth);
  if (fromUrl !== urlMonth) {
    setFromUrl(urlMonth);
    setMonthState(isMonth(urlMonth) ? urlMonth : null);
  }
  const setMonth = (next: string) => {
    setMonthState(next);
    onMonthChange?.(next, { replace: false });
  };
  const [forCity, setForCity] = useState(cityId);
  if (forCity !== cityId) {
    setForCity(cityId);
    // another city has its own months: show its latest month with results (not on the first city load)
    if (forCity !== null) {
      setMonthState(null);
      onMonthChange?.(null, { replace: true });
    }
  }
  const scores = useMonthScores(month, cityId);
  // while the next month loads the previous answer stays: its months for the picker, not its games
  const months = scores.data?.months ?? [];
  const shown = month ?? (scores.isPlaceholderData ? null : scores.data?.month) ?? null;

  return (
    <PageFrame title="Итоги игр">
      <div css={{ display: 'grid', gap: space(4) }}>
        {shown ? <MonthPicker value={shown} months={months} onChange={setMonth} /> : null}
        {!shown && (scores.isPending || scores.isPlaceholderData) ? (
          <Skeleton height={44} width={320} />
        ) : null}
        {scores.isPlaceholderData ? (
          loadingGames
        ) : (
          <QueryState
            query={scores}
            errorTitle="Не удалось загрузить итоги"
            loading={loadingGames}
            isEmpty={(data) => data.games.length === 0}
            empty={
              <EmptyState
                title={NO_GAME}
                text="В этом месяце игр с итогами не было. Выберите другой месяц."
              />
            }
          >
            {(data) => data.games.map((game) => <GameCard key={game.event.id} game={game} />)}
          </QueryState>
        )}
      </div>
    </PageFrame>
  );
}
