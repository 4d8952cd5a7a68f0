import { routeId } from '@quiz/domain';
import type { RemoteAppProps } from '@quiz/federation';
import { RegistrationsView } from '../features/organizer/RegistrationsView';

/** Route `organizerEventTeams` (/organizer/event/{eventId}/teams): who is coming, check-in. */
export default function OrganizerTeamsScreen(props: RemoteAppProps) {
  return <RegistrationsView eventId={routeId(props.params.eventId)} />;
}
