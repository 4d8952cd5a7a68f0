import { useSession } from '@quiz/bus/react';
import { routeId } from '@quiz/domain';
import type { RemoteAppProps } from '@quiz/federation';
import { SeatingLoginPrompt, SeatingView } from '../features/seating/SeatingView';

/** Route `sitting` (/sitting/{eventId}): the organizer's seating; a login prompt without a session. */
export default function SittingScreen({ params }: RemoteAppProps) {
  const session = useSession();
  const eventId = routeId(params.eventId);
  if (!session.token) return <SeatingLoginPrompt />;
  return <SeatingView key={eventId} eventId={eventId} />;
}
