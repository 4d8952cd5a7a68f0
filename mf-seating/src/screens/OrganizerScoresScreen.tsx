import { routeId } from '@quiz/domain';
import type { RemoteAppProps } from '@quiz/federation';
import { ScoresView } from '../features/scores/ScoresView';

/** Route `organizerEventScores` (/organizer/event/{eventId}/scores): the organizer's scoring table. */
export default function OrganizerScoresScreen(props: RemoteAppProps) {
  return <ScoresView eventId={routeId(props.params.eventId)} />;
}
