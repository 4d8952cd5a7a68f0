import { routeId } from '@quiz/domain';
import type { RemoteAppProps } from '@quiz/federation';
import { GameResultView } from '../features/results/GameResultView';

/** Route `gameResult` (/game_result/{eventId}); finds what the route loader put in the cache. */
export default function GameResultScreen(props: RemoteAppProps) {
  return <GameResultView eventId={routeId(props.params.eventId)} />;
}
