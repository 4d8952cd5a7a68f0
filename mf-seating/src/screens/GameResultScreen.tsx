import type { RemoteAppProps } from '@quiz/federation';
import { GameResultView } from '../features/results/GameResultView';

/** Route `gameResult` (/game_result/{eventId}). */
export default function GameResultScreen({ params }: RemoteAppProps) {
  return <GameResultView eventId={Number(params.eventId)} />;
}
