/**
 * Reminders and add-to-calendar: when a registered player is reminded, what the message
 * says, how long a game lasts in a calendar, and the Google / Yandex calendar links.
 */

/** Reminder kinds and how long before the start each one is due. */
export const REMINDER_OFFSETS_MS = {
  '24h': 24 * 60 * 60 * 1000,
  '2h': 2 * 60 * 60 * 1000,
} as const;
export type ReminderKind = keyof typeof REMINDER_OFFSETS_MS;
export const REMINDER_KINDS = Object.keys(REMINDER_OFFSETS_MS) as ReminderKind[];

/** A game takes two hours in a calendar. */
export const GAME_DURATION_MS = 2 * 60 * 60 * 1000;

/** The moment a reminder of `kind` is due for a game starting at `startsAt`. */
export function reminderDueAt(startsAt: Date, kind: ReminderKind): Date {
  return new Date(startsAt.getTime() - REMINDER_OFFSETS_MS[kind]);
}

/** A reminder missed (the server was down, the player registered late) is still sent this late. */
export const REMINDER_LATE_MS = 30 * 60 * 1000;

/**
 * The reminder already due at `now` that is still worth sending for a game starting at `startsAt`:
 * the latest kind whose due moment has come, if it came at most REMINDER_LATE_MS ago; else null.
 * So a player who registers 3 hours ahead gets no «Завтра…» message, only the 2-hour one.
 */
export function reminderKindAt(startsAt: Date, now: Date): ReminderKind | null {
  if (now.getTime() >= startsAt.getTime()) return null;
  const kinds = [...REMINDER_KINDS].sort((a, b) => REMINDER_OFFSETS_MS[b] - REMINDER_OFFSETS_MS[a]);
  let found: ReminderKind | null = null;
  for (const kind of kinds) if (reminderDueAt(startsAt, kind).getTime() <= now.getTime()) found = kind;
  if (found && now.getTime() - reminderDueAt(startsAt, found).getTime() > REMINDER_LATE_MS) return null;
  return found;
}

export interface CalendarGame {
  /** theme title, e.g. «Гарри Поттер» */
  theme: string;
  /** the event's postfix, e.g. «#2»; empty when none */
  postfix: string;
  /** start as an ISO UTC instant */
  startsAt: string;
  venue: string;
  address: string;
  /** IANA time zone of the venue's city */
  timeZone: string;
  /** absolute URL of the event page */
  url: string;
}

/** «Гарри Поттер #2», or just the theme. */
export function gameTitle(game: Pick<CalendarGame, 'theme' | 'postfix'>): string {
  return game.postfix.trim() ? `${game.theme} ${game.postfix.trim()}` : game.theme;
}

/** «28 ноября, 19:30» in the venue's time zone. */
export function localStartText(startsAt: string, timeZone: string): string {
  const date = new Date(startsAt);
  const day = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone }).format(date);
  const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    date,
  );
  return `${day}, ${time}`;
}

/** The reminder's short Russian text. */
export function reminderText(game: CalendarGame, kind: ReminderKind): string {
  const when = kind === '24h' ? 'Завтра' : 'Через 2 часа';
  return `${when} квиз «${gameTitle(game)}»: ${localStartText(game.startsAt, game.timeZone)}, ${game.venue}, ${game.address}. ${game.url}`;
}

/** 20261128T163000Z */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Google Calendar "add event" link. */
export function googleCalendarUrl(game: CalendarGame): string {
  const start = new Date(game.startsAt);
  const end = new Date(start.getTime() + GAME_DURATION_MS);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: gameTitle(game),
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details: game.url,
    location: `${game.venue}, ${game.address}`,
    ctz: game.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Yandex Calendar "new event" link. */
export function yandexCalendarUrl(game: CalendarGame): string {
  const start = new Date(game.startsAt);
  const end = new Date(start.getTime() + GAME_DURATION_MS);
  const params = new URLSearchParams({
    name: gameTitle(game),
    description: game.url,
    location: `${game.venue}, ${game.address}`,
    startTs: start.toISOString(),
    endTs: end.toISOString(),
  });
  return `https://calendar.yandex.ru/event?${params.toString()}`;
}
