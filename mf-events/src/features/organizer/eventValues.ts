/**
 * The schedule form's values (texts as typed, the date as the venue city's wall clock) and the rules
 * that check them: the very functions of `@quiz/domain` the server runs, so a refusal reads the same
 * on both sides.
 */
import type { City, EventCreateInput, OrganizerEvent, OrganizerPlace } from '@quiz/contract';
import {
  cityTimeToIso,
  DEFAULT_TOURS,
  eventDateError,
  isoToCityTime,
  linkError,
  ORGANIZER_TEXT_FIELDS,
  ORGANIZER_TEXTS,
  organizerTextError,
  priceError,
  registrationOpeningError,
  teamLimitError,
  teamSizeError,
  toursError,
} from '@quiz/domain';

export interface EventValues {
  theme: string;
  place: string;
  /** `YYYY-MM-DDTHH:mm` in the venue city's time zone */
  date: string;
  cost: string;
  difficulty: 'easy' | 'norm' | 'other';
  postfix: string;
  description: string;
  max_teams: string;
  max_players_in_team: string;
  registration_opens_at: string;
  is_preorder_opened: boolean;
  united_tag: string;
  reg_url: string;
  /** tours of the scoring table */
  tours: string;
}

export const DIFFICULTY_OPTIONS = [
  { value: 'easy', label: 'Лёгкая' },
  { value: 'norm', label: 'Средняя' },
  { value: 'other', label: 'Сложная' },
] as const;

/** Where the game is: the venue and its city (for the time zone and the currency). */
export interface Venues {
  places: readonly OrganizerPlace[];
  cities: readonly City[];
}

export function cityOfPlace(venues: Venues, placeId: string): City | undefined {
  const place = venues.places.find((p) => String(p.id) === placeId);
  return place ? venues.cities.find((c) => c.id === place.city) : undefined;
}

const DEFAULT_ZONE = 'Europe/Moscow';
export const zoneOf = (venues: Venues, placeId: string) =>
  cityOfPlace(venues, placeId)?.timezone ?? DEFAULT_ZONE;

/** A number field's text as a number; null when blank, NaN when not a number. */
export function numberOf(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A rule of a number field that may stay blank. */
export const blankOr =
  (rule: (value: number) => string | undefined) =>
  (text: string | undefined): string | undefined => {
    const value = numberOf(text);
    return value === null ? undefined : rule(value);
  };

/** Field rules (react-final-form validators), built for the venues the form offers. */
export function eventRules(venues: Venues, registered = 0) {
  return {
    theme: (v: string) => (v ? undefined : ORGANIZER_TEXTS.required),
    place: (v: string) => (v ? undefined : ORGANIZER_TEXTS.required),
    date: (v: string, all: object) =>
      eventDateError(cityTimeToIso(v ?? '', zoneOf(venues, (all as EventValues).place))),
    cost: (v: string) => priceError(numberOf(v) ?? undefined),
    maxTeams: blankOr((n) => teamLimitError(n, registered)),
    teamSize: blankOr(teamSizeError),
    tours: (v: string) => toursError(numberOf(v) ?? undefined),
    postfix: (v: string) => organizerTextError(v, ORGANIZER_TEXT_FIELDS.postfix),
    description: (v: string) => organizerTextError(v, ORGANIZER_TEXT_FIELDS.description),
    unitedTag: (v: string) => organizerTextError(v, ORGANIZER_TEXT_FIELDS.unitedTag),
    regUrl: (v: string) => organizerTextError(v, ORGANIZER_TEXT_FIELDS.regUrl) ?? linkError(v),
    opens: (v: string, all: object) => {
      if (!v) return undefined;
      const values = all as EventValues;
      const zone = zoneOf(venues, values.place);
      const opens = cityTimeToIso(v, zone);
      if (!opens) return ORGANIZER_TEXTS.badDate;
      return registrationOpeningError(opens, cityTimeToIso(values.date ?? '', zone));
    },
  };
}

const textOrNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The request body of the form's values (create, or `save` / `publish` of an existing game). */
export function eventBody(values: EventValues, venues: Venues): EventCreateInput {
  const zone = zoneOf(venues, values.place);
  const opens = values.registration_opens_at ? cityTimeToIso(values.registration_opens_at, zone) : null;
  return {
    theme: Number(values.theme),
    place: Number(values.place),
    date: cityTimeToIso(values.date, zone) ?? values.date,
    cost: numberOf(values.cost) ?? 0,
    difficulty: values.difficulty,
    postfix: values.postfix.trim(),
    description: values.description.trim(),
    max_teams: numberOf(values.max_teams),
    max_players_in_team: numberOf(values.max_players_in_team),
    registration_opens_at: opens,
    is_preorder_opened: values.is_preorder_opened,
    united_tag: textOrNull(values.united_tag),
    reg_url: textOrNull(values.reg_url),
    tours: numberOf(values.tours),
  };
}

export const EMPTY_EVENT: EventValues = {
  theme: '',
  place: '',
  date: '',
  cost: '',
  difficulty: 'norm',
  postfix: '',
  description: '',
  max_teams: '',
  max_players_in_team: '',
  registration_opens_at: '',
  is_preorder_opened: false,
  united_tag: '',
  reg_url: '',
  tours: String(DEFAULT_TOURS),
};

const numText = (n: number | null) => (n === null ? '' : String(n));

export function eventValues(event: OrganizerEvent): EventValues {
  return {
    theme: String(event.theme),
    place: String(event.place),
    date: isoToCityTime(event.date, event.timezone),
    cost: String(event.cost),
    difficulty: event.difficulty,
    postfix: event.postfix,
    description: event.description,
    max_teams: numText(event.max_teams),
    max_players_in_team: numText(event.max_players_in_team),
    registration_opens_at: event.registration_opens_at
      ? isoToCityTime(event.registration_opens_at, event.timezone)
      : '',
    is_preorder_opened: event.is_preorder_opened,
    united_tag: event.united_tag ?? '',
    reg_url: event.reg_url ?? '',
    tours: String(event.tours),
  };
}

/** The server's field messages under the form's field names (the body's keys are the form's). */
export const EVENT_FIELDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.keys(EMPTY_EVENT).map((k) => [k, k]),
);

export const STATE_LABELS: Record<OrganizerEvent['workflow_state'], string> = {
  draft: 'Черновик',
  development: 'В подготовке',
  published: 'Опубликована',
  sitting: 'Рассадка',
  finished: 'Прошла',
  cancelled: 'Отменена',
};
