/** Pure rules of SPEC §4 and §5, shared by server and clients. */
import {
  type CodeChannel,
  DEFAULT_MAX_PLAYERS,
  NAME_MAX,
  NAME_MIN,
  NAME_TOO_LONG_TEXT,
  NAME_TOO_SHORT_TEXT,
  OPEN_REGISTRATION_STATES,
  RESEND_BASE_SECONDS,
  RESEND_STEP_SECONDS,
  VOTE_MAX_THEMES,
} from './constants';
import { reviewWindow } from './reviews';

/** Registration is open only when workflow_state is published or sitting. */
export function isRegistrationOpen(workflowState: string | null | undefined): boolean {
  return (OPEN_REGISTRATION_STATES as readonly string[]).includes(workflowState ?? '');
}

function toTime(date: string | number | Date): number {
  return date instanceof Date ? date.getTime() : new Date(date).getTime();
}

/**
 * Registration is open now: the state allows it (published or sitting), the registration opening the
 * organizer set (if any) has come, and the game has not started.
 */
export function isOpenForRegistration(
  event: {
    workflow_state: string | null | undefined;
    date: string | number | Date;
    registration_opens_at?: string | null;
  },
  now: Date = new Date(),
): boolean {
  const opened = !event.registration_opens_at || toTime(event.registration_opens_at) <= now.getTime();
  return isRegistrationOpen(event.workflow_state) && opened && toTime(event.date) > now.getTime();
}

/** An event is passed when its date is earlier than now. */
export function isPassed(date: string | number | Date, now: Date = new Date()): boolean {
  const t = toTime(date);
  return Number.isFinite(t) && t < now.getTime();
}

/** Difficulty stars: easy 1, norm 2, anything else 3. */
export function difficultyStars(difficulty: string | null | undefined): 1 | 2 | 3 {
  if (difficulty === 'easy') return 1;
  if (difficulty === 'norm') return 2;
  return 3;
}

export interface CanWriteReviewInput {
  date: string | number | Date;
  isParticipant: boolean;
  /** IANA zone of the venue's city: the 6 days are its calendar days */
  timeZone: string;
  /** the user has already sent his review (SPEC: «Вы уже оставили отзыв на эту игру») */
  reviewed?: boolean;
  now?: Date;
}

/**
 * 'Написать отзыв': the game is passed, the user played in it, has not sent his review yet, and it is
 * at most day 6 after the game in the venue city's calendar (see reviewWindow in ./reviews.ts; the
 * server checks the same).
 */
export function canWriteReview({
  date,
  isParticipant,
  timeZone,
  reviewed = false,
  now = new Date(),
}: CanWriteReviewInput): boolean {
  return isParticipant && !reviewed && reviewWindow({ date, timeZone, now }) === 'open';
}

/**
 * Seconds the resend button stays blocked after the n-th send (1-based):
 * 5 after the first, 10 after the second, 15 after the third, …
 */
export function resendDelaySeconds(sendCount: number): number {
  const n = Math.max(1, Math.floor(Number.isFinite(sendCount) ? sendCount : 1));
  return RESEND_BASE_SECONDS + RESEND_STEP_SECONDS * (n - 1);
}

/** Participants allowed in one team at a place: its max_players_in_team, else 10. */
export function maxPlayersInTeam(place: { max_players_in_team?: number | null } | null | undefined): number {
  const value = place?.max_players_in_team;
  return typeof value === 'number' && value > 0 ? value : DEFAULT_MAX_PLAYERS;
}

/**
 * Participants allowed in one team at a game: the game's own limit (set in the organizer console), else
 * its venue's max_players_in_team, else 10: the seating's «N из M»; registration and «Кто придёт» apply
 * the same rule.
 */
export function gameMaxPlayersInTeam(
  game: { max_players_in_team?: number | null },
  place: { max_players_in_team?: number | null } | null | undefined,
): number {
  const own = game.max_players_in_team;
  return maxPlayersInTeam(typeof own === 'number' && own > 0 ? game : place);
}

/**
 * A person's first name as typed (the login name, a player's added or renamed, the anonymous
 * registration's, a walk-in captain's): NAME_MIN to NAME_MAX characters once trimmed. The message of
 * the broken bound (the site's, to the letter), else undefined.
 */
export function nameError(value: string | null | undefined): string | undefined {
  const length = (value ?? '').trim().length;
  if (length < NAME_MIN) return NAME_TOO_SHORT_TEXT;
  if (length > NAME_MAX) return NAME_TOO_LONG_TEXT;
  return undefined;
}

/**
 * Toggles a theme in the vote selection: a selected id is removed; a new one is appended and,
 * past VOTE_MAX_THEMES (2), the oldest choice is dropped. Returns a new array.
 */
export function toggleVoteTheme<T extends string | number>(selected: readonly T[], id: T): T[] {
  if (selected.includes(id)) return selected.filter((x) => x !== id);
  const next = [...selected, id];
  return next.slice(Math.max(0, next.length - VOTE_MAX_THEMES));
}

/** How the code was sent, for «Код отправлен через …» texts. */
export const SEND_BY_LABELS: Readonly<Record<CodeChannel, string>> = {
  whatsapp: 'WhatsApp',
  sms_aero: 'SMS',
  flash_call: 'звонок — последние 4 цифры номера',
  other: 'сообщение',
};

/** The id of one availability slot, as POST /api/user/comfortable_time/ expects: 'hour-day'. */
export function comfortableTimeKey(hour: number, day: string): string {
  return `${hour}-${day}`;
}

/**
 * An id from a URL (a route param such as `/event/:eventId`, a query such as `?regonevent=`): a
 * positive whole number written in decimal digits only, else null. `Number('abc')` is NaN and
 * `Number('')` is 0, which used to reach the API as `/event/NaN/`.
 */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * A URL's id for a screen or widget that needs a number: parseId's, else 0 — an id no row has, so the
 * screen shows its not-found state (without a request where it checks, else from the refused call).
 */
export function routeId(value: unknown): number {
  return parseId(value) ?? 0;
}
