import { useCity } from '@quiz/bus/react';
import { parseId } from '@quiz/domain';
import { initialRouteData, type RemoteAppProps } from '@quiz/federation';
import { routeByName } from '@quiz/routes';
import { EventPageView } from '../features/event-page/EventPageView';
import type { EventPageData } from '../features/event-page/eventPageData';

/** Route `eventPage` (/event/{eventId}); starts from the route loader's answer when there is one. */
export default function EventPageScreen(props: RemoteAppProps) {
  const city = useCity();
  return (
    <EventPageView
      eventId={parseId(props.params.eventId)}
      routeTitle={routeByName('eventPage').title}
      initial={initialRouteData<EventPageData>(props, city?.id ?? null)}
    />
  );
}
