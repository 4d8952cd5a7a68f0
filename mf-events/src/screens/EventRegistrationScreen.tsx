import { parseId } from '@quiz/domain';
import type { RemoteAppProps } from '@quiz/federation';
import { routeByName } from '@quiz/routes';
import { EventPageView } from '../features/event-page/EventPageView';

/** Route `eventRegistration` (/event/{eventId}/registration): the event page, registration open. */
export default function EventRegistrationScreen({ params }: RemoteAppProps) {
  return (
    <EventPageView
      eventId={parseId(params.eventId)}
      routeTitle={routeByName('eventRegistration').title}
      registrationOpen
    />
  );
}
