import { useCity } from '@quiz/bus/react';
import type { RemoteAppProps } from '@quiz/federation';
import { GameResultsView } from '../features/results/GameResultsView';

/** Route `GameResults` (/game_results, optional ?month=YYYY-MM). */
export default function GameResultsScreen({ query }: RemoteAppProps) {
  const city = useCity();
  return <GameResultsView cityId={city?.id ?? null} initialMonth={query.month} />;
}
