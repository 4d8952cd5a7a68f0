import { parseId } from '@quiz/domain';
import type { RemoteAppProps } from '@quiz/federation';
import { routeByName } from '@quiz/routes';
import { EventPageView } from '../features/event-page/EventPageView';

/** Route `eventPage` (/event/{eventId}); its event is in the cache when the route loader ran. */
export default function EventPageScreen(props: RemoteAppProps) {
  return (
    <EventPageView eventId={parseId(props.params.eventId)} routeTitle={routeByName('eventPage').title} />
  );
}
