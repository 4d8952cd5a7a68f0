/**
 * The schedule form's rules (a game's date, price, limits, registration opening), checked by the
 * console's fields, the contract's schemas and the server with the same functions and the same words.
 * A validator answers the Russian message of the first broken rule, or `undefined` when the value is fine.
 */
import { EVENT_LIMITS } from './limits';
import { ORGANIZER_TEXTS } from './texts';

/** The message for a game date that is not usable (missing, unparsable, or in the past), else undefined. */
export function eventDateError(iso: string | null | undefined, now: Date = new Date()): string | undefined {
  if (!iso) return ORGANIZER_TEXTS.badDate;
  const time = new Date(iso).getTime();
  if (!Number.isFinite(time)) return ORGANIZER_TEXTS.badDate;
  if (time <= now.getTime()) return ORGANIZER_TEXTS.dateInPast;
  return undefined;
}

export function priceError(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return ORGANIZER_TEXTS.required;
  if (value < 0) return ORGANIZER_TEXTS.negativePrice;
  if (!Number.isInteger(value)) return ORGANIZER_TEXTS.wholePrice;
  if (value > EVENT_LIMITS.costMax) return ORGANIZER_TEXTS.priceTooHigh;
  return undefined;
}

export function teamSizeError(value: unknown): string | undefined {
  const ok =
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= EVENT_LIMITS.teamSizeMin &&
    value <= EVENT_LIMITS.teamSizeMax;
  return ok ? undefined : ORGANIZER_TEXTS.teamSize;
}

/** A team limit: in range, and not below the lineups already registered (reserve not counted). */
export function teamLimitError(value: unknown, registered = 0): string | undefined {
  const ok =
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= EVENT_LIMITS.maxTeamsMin &&
    value <= EVENT_LIMITS.maxTeamsMax;
  if (!ok) return ORGANIZER_TEXTS.teamLimit;
  if ((value as number) < registered) return ORGANIZER_TEXTS.limitBelowRegistered(registered);
  return undefined;
}

/**
 * Registration must open before the game starts (an opening left out opens it at publication). Both
 * are instants (ISO); an unreadable one is the date rules' business, not this one's.
 */
export function registrationOpeningError(
  opensAt: string | null | undefined,
  date: string | null | undefined,
): string | undefined {
  if (!opensAt || !date) return undefined;
  const opens = Date.parse(opensAt);
  const start = Date.parse(date);
  return opens >= start ? ORGANIZER_TEXTS.registrationAfterStart : undefined;
}
