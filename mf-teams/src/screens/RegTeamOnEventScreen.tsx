import { routeId } from '@quiz/domain';
import type { RemoteAppProps } from '@quiz/federation';
import { EventRegistrationView } from '../features/event-team/EventRegistrationView';

/** Route `regTeamOnEvent` (/event/{eventId}/team/{teamId}/event_registration, ?set_check=true). */
export default function RegTeamOnEventScreen({ params, query }: RemoteAppProps) {
  return (
    <EventRegistrationView
      eventId={routeId(params.eventId)}
      teamId={routeId(params.teamId)}
      setCheck={query.set_check === 'true'}
    />
  );
}
