import { useSession } from '@quiz/bus/react';
import type { RemoteAppProps } from '@quiz/federation';
import { SeatingLoginPrompt, SeatingView } from '../features/seating/SeatingView';

/** Route `sitting` (/sitting/{eventId}): the organizer's seating; a login prompt without a session. */
export default function SittingScreen({ params }: RemoteAppProps) {
  const session = useSession();
  const eventId = Number(params.eventId);
  if (!session.token) return <SeatingLoginPrompt />;
  return <SeatingView key={eventId} eventId={Number.isInteger(eventId) && eventId > 0 ? eventId : 0} />;
}
