/**
 * iCalendar (RFC 5545) files of games, made with ical-generator: the theme (and postfix) as SUMMARY,
 * the venue and address as LOCATION, DTSTART in UTC (so every calendar shows the venue's local time
 * correctly), a 2-hour duration, the stable UID `event-<id>@<host>` (re-importing updates the entry
 * instead of duplicating it) and the event page as URL.
 */
import { type CalendarGame, GAME_DURATION_MS, gameTitle } from '@quiz/domain';
import ical from 'ical-generator';

export interface IcsGame extends CalendarGame {
  eventId: number;
}

export function gamesToIcs(games: readonly IcsGame[], options: { host: string; name: string }): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: options.host, product: 'quiz', language: 'RU' },
  });
  for (const game of games) {
    const start = new Date(game.startsAt);
    calendar.createEvent({
      id: `event-${game.eventId}@${options.host}`,
      start,
      end: new Date(start.getTime() + GAME_DURATION_MS),
      summary: gameTitle(game),
      location: `${game.venue}, ${game.address}`,
      url: game.url,
      description: game.url,
    });
  }
  return calendar.toString();
}
