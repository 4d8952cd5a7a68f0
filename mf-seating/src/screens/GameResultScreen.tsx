import { useCity } from '@quiz/bus/react';
import { routeId } from '@quiz/domain';
import { initialRouteData, type RemoteAppProps } from '@quiz/federation';
import { GameResultView } from '../features/results/GameResultView';
import type { GameResultData } from '../shared/requests';

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
