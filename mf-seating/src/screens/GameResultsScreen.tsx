import { emit } from '@quiz/bus';
import { useCity } from '@quiz/bus/react';
import type { RemoteAppProps } from '@quiz/federation';
import { href } from '@quiz/routes';
import { GameResultsView } from '../features/results/GameResultsView';

/** Route `GameResults` (/game_results, optional ?month=YYYY-MM): the chosen month is written to the URL. */
export default function GameResultsScreen({ query }: RemoteAppProps) {
  const city = useCity();
  return (
    <GameResultsView
      cityId={city?.id ?? null}
      month={query.month}
      onMonthChange={(month, { replace }) =>
        emit({ type: 'nav.go', to: href('GameResults', undefined, month ? { month } : {}), replace })
      }
    />
  );
}
