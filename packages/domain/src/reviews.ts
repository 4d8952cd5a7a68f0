/**
 * Review and vote rules of SPEC §4–§6 and §9, shared by the server (which enforces them) and the
 * clients (which show the matching state): the review window, the review texts, claim completeness.
 *
 * The review window is counted in calendar days of the venue city's time zone: the game's own local
 * day is day 0, and a participant may review it (once it has started) until the end of local day 6
 * (REVIEW_WINDOW_DAYS). On day 7 the window is closed.
 */
import { REVIEW_WINDOW_DAYS } from './constants';

/** Every answer of a review (SPEC §3 Review), unanswered: a new draft, the wizard's start. */
export const EMPTY_REVIEW_ANSWERS = {
  questions_assessment: null,
  event_organization_assessment: null,
  portal: null,
  event_atmosphere_assessment: null,
  event_host_assessment: null,
  restaurant_service_assessment: null,
  food_and_drink_quality: null,
  restaurant_comment: null,
  want_restaurant_responce: null,
  recommendation_probability: null,
  wishes_and_recommendations: null,
  want_orginizer_responce: null,
} as const;

/** SPEC §8 / §2 texts of the review wizard, to the letter. */
export const REVIEW_TEXTS = {
  notPassed: 'Игра ещё не прошла',
  alreadyReviewed: 'Вы уже оставили отзыв на эту игру',
  claimIncomplete: 'Заполните все поля, пожалуйста!',
  finish: 'Я закончил',
  send: 'Отправить',
  back: 'Назад',
  /** not in SPEC: the window of REVIEW_WINDOW_DAYS days is over */
  windowClosed: `Отзыв можно оставить в течение ${REVIEW_WINDOW_DAYS} дней после игры — это время прошло.`,
  /** not in SPEC: only players of the game may review it (SPEC §6) */
  notParticipant: 'Отзыв могут оставить только участники игры.',
} as const;

/** Where a game stands for reviewing, leaving participation aside. */
export type ReviewWindow = 'not_passed' | 'open' | 'closed';

const DAY_MS = 86_400_000;

function toTime(date: string | number | Date): number {
  return date instanceof Date ? date.getTime() : new Date(date).getTime();
}

/** The local calendar day of an instant in a time zone, as a day number (UTC midnight of that date / 1 day). */
export function localDayNumber(instant: number, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(new Date(instant));
  } catch {
    return Math.floor(instant / DAY_MS);
  }
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Math.floor(Date.UTC(get('year'), get('month') - 1, get('day')) / DAY_MS);
}

/** Days between the game's local date and now's local date in the venue city's time zone (0 on game day). */
export function daysSinceGame(
  date: string | number | Date,
  timeZone: string,
  now: Date = new Date(),
): number {
  return localDayNumber(now.getTime(), timeZone) - localDayNumber(toTime(date), timeZone);
}

export interface ReviewWindowInput {
  /** the game's start (ISO or Date) */
  date: string | number | Date;
  /** IANA zone of the venue's city, e.g. 'Europe/Moscow' */
  timeZone: string;
  now?: Date;
}

/** 'not_passed' before the start, 'open' from the start to the end of local day 6, 'closed' afterwards. */
export function reviewWindow({ date, timeZone, now = new Date() }: ReviewWindowInput): ReviewWindow {
  const t = toTime(date);
  if (!Number.isFinite(t) || t >= now.getTime()) return 'not_passed';
  return daysSinceGame(t, timeZone, now) <= REVIEW_WINDOW_DAYS ? 'open' : 'closed';
}

export interface ClaimDraft {
  tour: number | null | undefined;
  block: number | null | undefined;
  task: number | null | undefined;
  text: string | null | undefined;
}

/** SPEC §5: tour, block, task and text are all required (the text must not be blank). */
export function isClaimComplete(claim: ClaimDraft): boolean {
  return (
    typeof claim.tour === 'number' &&
    typeof claim.block === 'number' &&
    typeof claim.task === 'number' &&
    typeof claim.text === 'string' &&
    claim.text.trim().length > 0
  );
}

/** A review body with its null/undefined fields removed (SPEC §7: the draft is sent with nulls removed). */
export function withoutNulls<T extends Record<string, unknown>>(value: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, v] of Object.entries(value) as [keyof T, T[keyof T]][]) {
    if (v !== null && v !== undefined) out[key] = v;
  }
  return out;
}
