/** Small building blocks shared by the entity schemas. */
import { CHARACTER_TEXTS, hasInvisibleCharacters, ID_MAX } from '@quiz/domain';
import { z } from 'zod';

/** ISO 8601 timestamp in UTC, e.g. `2026-05-01T16:00:00.000Z`. */
export const IsoDateTime = z.string().min(10);
export const Url = z.string();

/** Channels a login code can be delivered by (SPEC §9). */
export const SendBy = z.enum(['whatsapp', 'sms_aero', 'flash_call', 'other']);
export type SendBy = z.infer<typeof SendBy>;

/**
 * A code check without the challenge its send answered: a page older than the server's login (or a
 * challenge that is not one). The user asks for a new code on a fresh page.
 */
export const CHALLENGE_MISSING_TEXT = 'Обновите страницу и запросите код ещё раз.';
/**
 * The challenge a code send answers (`create_user`, the anonymous registration form): 32 random bytes
 * in base64url. Only the client that asked holds it; the code is valid only with it (validate/, the
 * form's confirm/), so nobody else's requests replace, burn or confirm that client's code.
 */
export const Challenge = z
  .string({ error: CHALLENGE_MISSING_TEXT })
  .regex(/^[A-Za-z0-9_-]{43}$/, CHALLENGE_MISSING_TEXT);
export type Challenge = z.infer<typeof Challenge>;

export const Difficulty = z.enum(['easy', 'norm', 'other']);
export type Difficulty = z.infer<typeof Difficulty>;

/** Event workflow. Registration is open only in `published` and `sitting` (SPEC §4). */
export const WorkflowState = z.enum([
  'draft',
  'development',
  'published',
  'sitting',
  'finished',
  'cancelled',
]);
export type WorkflowState = z.infer<typeof WorkflowState>;

export const Coordinates = z.object({ lat: z.number(), lon: z.number() });
export type Coordinates = z.infer<typeof Coordinates>;

export const Currency = z.object({ code: z.string().length(3), symbol: z.string().min(1) });
export type Currency = z.infer<typeof Currency>;

/** Days of the availability grid (SPEC §9; its hours are AVAILABILITY_HOURS of @quiz/domain). */
export const DayCode = z.enum(['mn', 'tu', 'we', 'th', 'fr', 'sa', 'su']);
export type DayCode = z.infer<typeof DayCode>;

// ---------------------------------------------------------------- strict request input

export const INVALID_ID_TEXT = 'Некорректный идентификатор.';
const DECIMAL = /^[1-9][0-9]{0,9}$/;

/**
 * A positive decimal integer in a path or query string: digits only, no sign, no leading zero,
 * no `0x1F` / `0b1` / `1e3` / spaces / percent-escapes; at most ID_MAX. Parsed to a number.
 */
export const positiveIntText = (message: string = INVALID_ID_TEXT) =>
  z
    .string({ error: message })
    .regex(DECIMAL, message)
    .transform(Number)
    .pipe(z.number().int().positive(message).max(ID_MAX, message));

/** An id in a path (`/api/event/:id/`) or a query (`?city=`). */
export const IdText = positiveIntText();

/** An id in a JSON body: a number (not `true`, not `"1"`), a positive integer up to ID_MAX. */
export const IdValue = (message: string = INVALID_ID_TEXT) =>
  z.number({ error: message }).int(message).positive(message).max(ID_MAX, message);

/**
 * The one id schema of every entity, answer and body field: a positive integer up to ID_MAX (the
 * columns are PostgreSQL `integer`: a larger id in a body would reach the database and fail there).
 */
export const Id = IdValue();

export const INVALID_DATE_TEXT = 'Дата должна быть в формате ГГГГ-ММ-ДД.';

/** true for `YYYY-MM-DD` naming a real day of the Gregorian calendar (no 2026-13-45, no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `YYYY-MM-DD`, a real calendar date. */
export const CalendarDate = z.string({ error: INVALID_DATE_TEXT }).refine(isCalendarDate, INVALID_DATE_TEXT);

/** A name's refusal for a character nobody sees (the rule is CHARACTER_TEXTS / invisibleCharacter of @quiz/domain). */
export const INVISIBLE_CHARACTERS_TEXT = CHARACTER_TEXTS.invisible;

export { hasInvisibleCharacters };

export const EMPTY_PATCH_TEXT = 'Укажите, что изменить.';

/**
 * A partial update (PATCH): every field optional, but at least one known field must be given — an
 * empty body or one of unknown keys only (which zod strips) is a 400 before any handler runs.
 */
export const nonEmptyPatch = <T extends z.ZodObject>(schema: T, message: string = EMPTY_PATCH_TEXT) =>
  schema.refine((value: object) => Object.values(value).some((v) => v !== undefined), message);

/**
 * A name or title typed by a person (user, child, team, lineup, player, guest, the anonymous form): trimmed, NFC-normalized, and refused with
 * INVISIBLE_CHARACTERS_TEXT when it holds a character no typed text may hold (./characters.ts of @quiz/domain).
 */
export const NameText = (error?: string) =>
  z
    .string(error ? { error } : undefined)
    .trim()
    .normalize('NFC')
    .refine((value) => !hasInvisibleCharacters(value), INVISIBLE_CHARACTERS_TEXT);
