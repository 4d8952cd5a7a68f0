import { routeId } from '@quiz/domain';
import type { RemoteAppProps } from '@quiz/federation';
import { BigScreenView } from '../features/live/BigScreenView';

/** Route `gameResultScreen` (/game_result/{eventId}/screen): the venue's TV view of live results. */
export default function GameResultBigScreen(props: RemoteAppProps) {
  return <BigScreenView eventId={routeId(props.params.eventId)} />;
}
