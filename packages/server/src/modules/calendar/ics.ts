/**
 * iCalendar (RFC 5545) files of games, made with ical-generator: the theme (and postfix) as SUMMARY,
 * the venue and address as LOCATION, DTSTART in UTC (so every calendar shows the venue's local time
 * correctly), a 2-hour duration, the stable UID `event-<id>@<host>` (re-importing updates the entry
 * instead of duplicating it) and the event page as URL. SEQUENCE is the game's revision (raised on each
 * move, cancellation and restoration), so a calendar takes a newer copy of the entry over an older one;
 * a cancelled game's entry says STATUS:CANCELLED (calendars strike it out or remove it), any other
 * game's STATUS:CONFIRMED.
 */
import { type CalendarGame, EVENT_STATUS_TEXTS, GAME_DURATION_MS, gameTitle } from '@quiz/domain';
import ical, { ICalEventStatus } from 'ical-generator';

export interface IcsGame extends CalendarGame {
  eventId: number;
  /** the game's revision (events.revision) */
  sequence: number;
  cancelled: boolean;
}

export function gamesToIcs(games: readonly IcsGame[], options: { host: string; name: string }): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: options.host, product: 'quiz', language: 'RU' },
  });
  for (const game of games) {
    const start = new Date(game.startsAt);
    const title = gameTitle(game);
    calendar.createEvent({
      id: `event-${game.eventId}@${options.host}`,
      sequence: game.sequence,
      status: game.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      start,
      end: new Date(start.getTime() + GAME_DURATION_MS),
      summary: game.cancelled ? `${EVENT_STATUS_TEXTS.cancelled}: ${title}` : title,
      location: `${game.venue}, ${game.address}`,
      url: game.url,
      description: game.url,
    });
  }
  return calendar.toString();
}
