/** A grid of event cards (home page, games lists); the first three pictures load eagerly. */
import type { Event } from '@quiz/contract';
import { cardGridCss } from '@quiz/ui';
import { EventCard } from './EventCard';

export function EventsList({ events }: { events: readonly Event[] }) {
  return (
    <ul css={[cardGridCss, { listStyle: 'none', margin: 0, padding: 0 }]}>
      {events.map((event, i) => (
        <li key={event.id}>
          <EventCard event={event} eager={i < 3} />
        </li>
      ))}
    </ul>
  );
}
