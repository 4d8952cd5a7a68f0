import { useCity } from '@quiz/bus/react';
import { routeId } from '@quiz/domain';
import { initialRouteData, type RemoteAppProps } from '@quiz/federation';
import type { GameResultData } from '../features/results/api/gameResult';
import { GameResultView } from '../features/results/GameResultView';

/** Route `gameResult` (/game_result/{eventId}); starts from the route loader's answer when there is one. */
export default function GameResultScreen(props: RemoteAppProps) {
  const city = useCity();
  return (
    <GameResultView
      eventId={routeId(props.params.eventId)}
      initial={initialRouteData<GameResultData>(props, city?.id ?? null)}
    />
  );
}
