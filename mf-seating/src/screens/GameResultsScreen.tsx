import { emit } from '@quiz/bus';
import { useCity } from '@quiz/bus/react';
import type { RemoteAppProps } from '@quiz/federation';
import { href } from '@quiz/routes';
import { GameResultsView } from '../features/results/GameResultsView';

/**
 * Route `gameResults` (/game_results, optional ?month=YYYY-MM): the chosen month is written to the URL.
 * Finds what the route loader put in the cache when there is one.
 */
export default function GameResultsScreen(props: RemoteAppProps) {
  const city = useCity();
  const cityId = city?.id ?? null;
  return (
    <GameResultsView
      cityId={cityId}
      month={props.query.month}
      onMonthChange={(month, { replace }) =>
        emit({ type: 'nav.go', to: href('gameResults', undefined, month ? { month } : {}), replace })
      }
    />
  );
}
