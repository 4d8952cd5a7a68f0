/**
 * The free-text fields an organizer types (titles, descriptions, links, a notice's reason) and the
 * venue's coordinates. A validator answers the Russian message of the first broken rule, or `undefined`.
 */
import { CHARACTER_TEXTS, type CharacterRule, invisibleCharacter, typedText } from '../characters';
import { EVENT_LIMITS, PLACE_LIMITS, THEME_LIMITS } from './limits';
import { ORGANIZER_TEXTS } from './texts';

/** A free-text field of the console: its Russian name (said in a refusal), its length and shape. */
export interface OrganizerTextField extends CharacterRule {
  readonly label: string;
  readonly max: number;
  readonly required?: boolean;
}

/**
 * Every free-text field an organizer types. The contract's schemas (server) and the console's forms
 * check each with organizerTextError, so both refuse the same texts with the same words.
 */
export const ORGANIZER_TEXT_FIELDS = {
  postfix: { label: 'Подзаголовок', max: EVENT_LIMITS.postfixMax },
  description: { label: 'Описание', max: EVENT_LIMITS.descriptionMax, multiline: true },
  unitedTag: { label: 'Общий тег сборной игры', max: EVENT_LIMITS.unitedTagMax },
  regUrl: { label: 'Ссылка на регистрацию', max: EVENT_LIMITS.regUrlMax },
  themeTitle: { label: 'Название темы', max: THEME_LIMITS.titleMax, required: true },
  themeDescription: { label: 'Описание темы', max: THEME_LIMITS.descriptionMax, multiline: true },
  placeTitle: { label: 'Название площадки', max: PLACE_LIMITS.titleMax, required: true },
  placeAddress: { label: 'Адрес площадки', max: PLACE_LIMITS.addressMax, required: true },
  preorderUrl: { label: 'Ссылка на предзаказ', max: PLACE_LIMITS.preorderUrlMax },
  seatTitle: { label: 'Название стола', max: PLACE_LIMITS.seatTitleMax, required: true },
  /** why a game is cancelled, moved or back on: goes into every participant's text */
  noticeReason: { label: 'Причина', max: EVENT_LIMITS.noticeReasonMax },
} as const satisfies Record<string, OrganizerTextField>;

/**
 * The message for a free-text field's value (as typed: trimmed here) that breaks a rule: required,
 * too long, or holding an invisible or control character (see ./characters.ts), else undefined.
 */
export function organizerTextError(
  value: string | null | undefined,
  field: OrganizerTextField,
): string | undefined {
  const text = typedText(value ?? '', field);
  if (field.required && text === '') return ORGANIZER_TEXTS.required;
  if (text.length > field.max) return ORGANIZER_TEXTS.tooLong(field.max);
  const hidden = invisibleCharacter(text, { multiline: field.multiline, emoji: true });
  return hidden === undefined ? undefined : CHARACTER_TEXTS.invisibleIn(field.label, hidden);
}

export function linkError(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return /^https?:\/\/[^\s]+$/i.test(value.trim()) ? undefined : ORGANIZER_TEXTS.badUrl;
}

/** Seats at a venue's table (with or without extra chairs): a whole number in PLACE_LIMITS' range. */
export function seatCapacityError(value: unknown): string | undefined {
  const ok =
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= PLACE_LIMITS.seatCapacityMin &&
    value <= PLACE_LIMITS.seatCapacityMax;
  return ok ? undefined : ORGANIZER_TEXTS.seatCapacity;
}

export function coordinatesError(lat: unknown, lon: unknown): string | undefined {
  const ok =
    typeof lat === 'number' &&
    typeof lon === 'number' &&
    Math.abs(lat) <= PLACE_LIMITS.latitudeMax &&
    Math.abs(lon) <= PLACE_LIMITS.longitudeMax &&
    Number.isFinite(lat) &&
    Number.isFinite(lon);
  return ok ? undefined : ORGANIZER_TEXTS.badCoordinates;
}
