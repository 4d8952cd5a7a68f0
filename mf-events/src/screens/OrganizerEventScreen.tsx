import { routeId } from '@quiz/domain';
import type { RemoteAppProps } from '@quiz/federation';
import { ScheduleView } from '../features/organizer/ScheduleView';

/** Routes `organizerNewEvent` (/organizer/event/new) and `organizerEvent` (/organizer/event/{eventId}). */
export default function OrganizerEventScreen(props: RemoteAppProps) {
  const id = props.route === 'organizerEvent' ? routeId(props.params.eventId) : null;
  return <ScheduleView key={id ?? 'new'} eventId={id} />;
}
