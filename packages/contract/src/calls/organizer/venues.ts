/**
 * Organizer console, themes and venues (mf-events, from the schedule form):
 * - `GET organizer/themes/` → every theme, archived ones too, each with `archived`, `merged_into`, its
 *   games and whether the caller may change it ({@link OrganizerTheme});
 * - `POST organizer/themes/` {@link ThemeBody} → 201 Theme; `POST organizer/themes/with_picture/` the same
 *   fields and an optional file `picture` as multipart: the theme and its picture are checked before
 *   anything is written, so a bad picture leaves no theme. Both take the form's `request_key`: a retry
 *   with it answers the theme it made (for REQUEST_KEY_TTL_HOURS); another active theme with the same
 *   title (`titleKey` of @quiz/domain) is a 409 {@link ThemeConflict} naming it;
 *   `PATCH organizer/themes/{id}/` (any field);
 *   `PUT organizer/themes/{id}/picture/` multipart, one file `picture` (the photo rules of
 *   `@quiz/domain`: type read from the bytes, size limits, EXIF rotation applied) → Theme with its new
 *   `picture` / `picture_thumb`. Any organizer may add a theme; only the organizers of the cities
 *   showing it (its games and votes; an unused one: its creator's cities) may change it, else 403.
 * - `GET organizer/places/?city=` → the venues of the caller's cities, with their tables;
 *   `POST organizer/places/` {@link PlaceBody} → 201; `PATCH organizer/places/{id}/` (any field). `seats`,
 *   when given, is the venue's whole list of tables: a row with `id` keeps that table (and the teams
 *   seated at it), a row without one adds a table, a table left out is removed. A create takes
 *   `request_key` like a theme's; another active venue of the city with the same name is a 409
 *   {@link PlaceConflict}.
 * - `POST organizer/{themes|places}/{id}/archive/` and `…/restore/`: out of (back into) the choices for
 *   new games; its games keep it. `POST …/{id}/merge/` {@link MergeBody}: every game (and, for a theme,
 *   every vote) of `{id}` moves to `into`, `{id}` is archived, in one transaction; the caller must be
 *   allowed to change both. Nothing is ever deleted.
 */
import {
  CATALOGUE_TEXTS,
  ORGANIZER_TEXT_FIELDS,
  ORGANIZER_TEXTS,
  PLACE_LIMITS,
  REQUEST_KEY_PATTERN,
  seatCapacityError,
} from '@quiz/domain';
import { z } from 'zod';
import { Place, Seat, Theme } from '../../entities';
import { Id, IdText, IdValue, nonEmptyPatch } from '../../primitives';
import { Link, OrganizerText, TeamLimit, TeamSize } from './events';

export const OrganizerThemeParams = z.object({ id: IdText });

/** The create form's random key: a retried create with it answers what the first one made. */
export const RequestKey = z
  .string({ error: CATALOGUE_TEXTS.badRequestKey })
  .regex(REQUEST_KEY_PATTERN, CATALOGUE_TEXTS.badRequestKey);

export const ThemeBody = z
  .object({
    title: OrganizerText(ORGANIZER_TEXT_FIELDS.themeTitle),
    description: OrganizerText(ORGANIZER_TEXT_FIELDS.themeDescription).default(''),
    request_key: RequestKey.optional(),
  })
  .strict();
export type ThemeBody = z.infer<typeof ThemeBody>;
export type ThemeInput = z.input<typeof ThemeBody>;

export const ThemeUpdateBody = nonEmptyPatch(
  z
    .object({
      title: OrganizerText(ORGANIZER_TEXT_FIELDS.themeTitle),
      description: OrganizerText(ORGANIZER_TEXT_FIELDS.themeDescription),
    })
    .partial()
    .strict(),
);
export type ThemeUpdateBody = z.infer<typeof ThemeUpdateBody>;

/** A theme as the console manages it. */
export const OrganizerTheme = Theme.extend({
  /** out of the choices for new games (and the site's theme lists); its games keep it */
  archived: z.boolean(),
  /** the theme a merge moved this one's games into */
  merged_into: Id.nullable(),
  /** games scheduled on it, any state */
  games: z.number().int().nonnegative(),
  /** the caller may change, archive or merge it (the cities showing it are his) */
  editable: z.boolean(),
});
export type OrganizerTheme = z.infer<typeof OrganizerTheme>;

export const OrganizerThemesResponse = z.array(OrganizerTheme);
export type OrganizerThemesResponse = z.infer<typeof OrganizerThemesResponse>;

/** 409: an active theme has this title already; choose it instead. */
export const ThemeConflict = z.object({ detail: z.string(), theme: OrganizerTheme });
export type ThemeConflict = z.infer<typeof ThemeConflict>;

/** A merge: the item kept, into which the one of the path (the duplicate) goes. */
export const MergeBody = z.object({ into: IdValue(CATALOGUE_TEXTS.mergeKeptRequired) }).strict();
export type MergeBody = z.infer<typeof MergeBody>;

export const OrganizerPlaceParams = z.object({ id: IdText });

const Latitude = z
  .number({ error: ORGANIZER_TEXTS.badCoordinates })
  .min(-PLACE_LIMITS.latitudeMax, ORGANIZER_TEXTS.badCoordinates)
  .max(PLACE_LIMITS.latitudeMax, ORGANIZER_TEXTS.badCoordinates);
const Longitude = z
  .number({ error: ORGANIZER_TEXTS.badCoordinates })
  .min(-PLACE_LIMITS.longitudeMax, ORGANIZER_TEXTS.badCoordinates)
  .max(PLACE_LIMITS.longitudeMax, ORGANIZER_TEXTS.badCoordinates);
const SeatCapacity = z.number({ error: ORGANIZER_TEXTS.seatCapacity }).superRefine((value, ctx) => {
  const error = seatCapacityError(value);
  if (error) ctx.addIssue({ code: 'custom', message: error });
});

/** A table of the venue: `capacity` seats, `max_capacity` with extra chairs (≥ capacity). */
export const SeatInput = z
  .object({
    id: IdValue().optional(),
    title: OrganizerText(ORGANIZER_TEXT_FIELDS.seatTitle),
    capacity: SeatCapacity,
    max_capacity: SeatCapacity,
  })
  .strict()
  .refine((seat) => seat.max_capacity >= seat.capacity, {
    message: 'Мест с приставными стульями не может быть меньше обычных.',
    path: ['max_capacity'],
  });
export type SeatInput = z.infer<typeof SeatInput>;

const PlaceFields = z.object({
  city: IdValue(ORGANIZER_TEXTS.cityNotFound),
  title: OrganizerText(ORGANIZER_TEXT_FIELDS.placeTitle),
  address: OrganizerText(ORGANIZER_TEXT_FIELDS.placeAddress),
  coordinates: z.object({ lat: Latitude, lon: Longitude }).strict(),
  /** teams the venue takes on one game (null: as many as its tables) */
  max_teams: TeamLimit.nullable(),
  max_players_in_team: TeamSize.nullable(),
  preorder_url: Link(ORGANIZER_TEXT_FIELDS.preorderUrl).nullable(),
  seats: z.array(SeatInput).max(PLACE_LIMITS.seatsMax, ORGANIZER_TEXTS.tooManySeats),
});

export const PlaceBody = PlaceFields.extend({ request_key: RequestKey })
  .partial()
  .required({ city: true, title: true, address: true, coordinates: true })
  .strict();
export type PlaceBody = z.infer<typeof PlaceBody>;
export type PlaceInput = z.input<typeof PlaceBody>;

export const PlaceUpdateBody = nonEmptyPatch(PlaceFields.partial().strict());
export type PlaceUpdateBody = z.infer<typeof PlaceUpdateBody>;

/** A venue as the console edits it: the public Place with its team capacity and all its tables. */
export const OrganizerPlace = Place.extend({
  max_teams: z.number().int().nullable(),
  seats: z.array(Seat),
  /** out of the choices for new games; its games keep it */
  archived: z.boolean(),
  /** the venue a merge moved this one's games into */
  merged_into: Id.nullable(),
  /** games scheduled in it, any state */
  games: z.number().int().nonnegative(),
});
export type OrganizerPlace = z.infer<typeof OrganizerPlace>;

/** 409: an active venue of the city has this name already; choose it instead. */
export const PlaceConflict = z.object({ detail: z.string(), place: OrganizerPlace });
export type PlaceConflict = z.infer<typeof PlaceConflict>;

export const OrganizerPlacesQuery = z.object({ city: IdText.optional() });
export const OrganizerPlacesResponse = z.array(OrganizerPlace);
export type OrganizerPlacesResponse = z.infer<typeof OrganizerPlacesResponse>;
