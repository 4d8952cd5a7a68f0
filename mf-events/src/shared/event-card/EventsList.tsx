/** A grid of event cards (home page, games lists); the first three pictures load eagerly. */
import type { Event } from '@quiz/contract';
import { cardGridCss } from '@quiz/ui';
import { EventCard } from './EventCard';

export function EventsList({
  events,
  now,
}: {
  events: readonly Event[];
  /** the instant "passed" is decided at (a screen's useRenderNow); the clock by default */
  now?: Date | undefined;
}) {
  return (
    <ul css={[cardGridCss, { listStyle: 'none', margin: 0, padding: 0 }]}>
      {events.map((event, i) => (
        <li key={event.id}>
          <EventCard event={event} eager={i < 3} now={now} />
        </li>
      ))}
    </ul>
  );
}
