import { parseId } from '@quiz/domain';
import type { RemoteAppProps } from '@quiz/federation';
import { routeByName } from '@quiz/routes';
import { EventPageView } from '../features/event-page/EventPageView';

/** Route `eventPage` (/event/{eventId}). */
export default function EventPageScreen({ params }: RemoteAppProps) {
  return <EventPageView eventId={parseId(params.eventId)} routeTitle={routeByName('eventPage').title} />;
}
